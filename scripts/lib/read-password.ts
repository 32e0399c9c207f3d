// Reads a password for admin:create: twice at a hidden prompt on a terminal,
// else the first line of standard input (for scripts and tests).
import { createInterface } from 'node:readline';

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function hiddenPrompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130); // Ctrl+C
        typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await hiddenPrompt('Password: ');
  const second = await hiddenPrompt('Repeat the password: ');
  if (first !== second) {
    console.error('The two passwords differ.');
    process.exit(1);
  }
  return first;
}
