// The receiver CONTACT_WEBHOOK_URL and NETLIFY_BUILD_HOOK_URL point at during API
// tests. It lives as long as the functions do, so no test logs a refused hook;
// tests/api/webhooks.test.ts resets it, reads what it received and sets how it answers.
// It also switches the new-enquiry e-mail on and off for the functions (`PUT /__smtp`
// "on" / "off"): only tests/api/enquiry-mail.test.ts turns it on, with its SMTP server
// listening, so no other file logs an e-mail to a closed port.
import { createServer, type IncomingMessage } from 'node:http';

export type SinkMode = 'ok' | 'fail' | 'hang';
export interface Received {
  /** The path without the query. */
  path: string;
  /** The build hook's `trigger_title` query parameter, when sent. */
  title?: string;
  body: unknown;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startHookSink(port: number, smtpEnv: Record<string, string>): Promise<{ close(): Promise<void> }> {
  let mode: SinkMode = 'ok';
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const text = await bodyOf(req);
    if (req.url === '/__received')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    if (req.url === '/__reset') {
      received.length = 0;
      mode = 'ok';
      return void res.writeHead(204).end();
    }
    if (req.url === '/__smtp') {
      for (const [name, value] of Object.entries(smtpEnv)) {
        if (JSON.parse(text) === 'on') process.env[name] = value;
        else delete process.env[name];
      }
      return void res.writeHead(204).end();
    }
    if (req.url === '/__mode') {
      mode = JSON.parse(text) as SinkMode;
      return void res.writeHead(204).end();
    }
    const url = new URL(req.url ?? '/', 'http://sink');
    const title = url.searchParams.get('trigger_title') ?? undefined;
    received.push({ path: url.pathname, ...(title ? { title } : {}), body: text ? JSON.parse(text) : null });
    if (mode === 'hang') return; // never answers, as a stuck webhook would
    res.writeHead(mode === 'ok' ? 204 : 500).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
