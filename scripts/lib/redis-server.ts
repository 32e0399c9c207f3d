// Starts and stops a daemonized, append-only redis-server owned by this project.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RedisServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const WAIT_MS = 5_000;
const POLL_MS = 50;

export const pidFileIn = (dir: string): string => join(resolve(dir), 'redis.pid');

export function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A daemon is re-parented to PID 1, which on some machines never reaps it: a zombie counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export async function startRedisServer({ port, dir }: { port: number; dir: string }): Promise<RedisServer> {
  const home = resolve(dir);
  const pidFile = pidFileIn(home);
  const logFile = join(home, 'redis.log');
  await mkdir(home, { recursive: true });
  const running = readPid(pidFile);
  if (running !== undefined && isPidAlive(running)) throw new Error(`redis-server already runs in ${home} (pid ${running})`);
  // A leftover pidfile would make a dead server look started.
  await rm(pidFile, { force: true });
  await launch([
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    home,
    '--appendonly',
    'yes',
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    logFile,
    '--save',
    '',
  ]);

  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const pid = readPid(pidFile);
    const answering = await processIdOnPort(port);
    // Comparing pids guarantees we talk to our server, not another one already on the port.
    if (pid !== undefined && answering === pid) return { port, pid, stop: () => stopRedisServer(home) };
    if (pid !== undefined && !isPidAlive(pid)) break;
    await sleep(POLL_MS);
  }
  // A failed start leaves nothing behind: no server still starting, no pid file.
  await stopRedisServer(home);
  await rm(pidFile, { force: true });
  const holder = await processIdOnPort(port);
  if (holder !== undefined) {
    throw new Error(
      `port ${port} is held by another redis-server (pid ${holder}), perhaps another checkout's; ` +
        `choose other ports with LOCAL_PORT_BASE (see .env.example); see ${logFile}`,
    );
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${WAIT_MS / 1000} s; see ${logFile}`);
}

/** SIGTERM lets redis sync its append-only file; SIGKILL only if it has not exited in time. */
export async function stopRedisServer(dir: string): Promise<void> {
  const pid = readPid(pidFileIn(dir));
  if (pid === undefined || !isPidAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + WAIT_MS;
  while (isPidAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await sleep(POLL_MS);
  }
}

function launch(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    execFile('redis-server', args, (error, _stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        fail(new Error('redis-server is not installed: run `scripts/bootstrap` or `apt-get install -y redis-server`'));
      } else if (error) {
        fail(new Error(`redis-server failed to start: ${stderr.trim() || error.message}`));
      } else {
        done();
      }
    });
  });
}

/** The process id of the redis answering PING on the port; undefined if none does yet (or it is loading). */
function processIdOnPort(port: number): Promise<number | undefined> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    const finish = (pid: number | undefined) => {
      socket.destroy();
      done(pid);
    };
    socket.setTimeout(500, () => finish(undefined));
    socket.on('error', () => finish(undefined));
    socket.on('connect', () => socket.write('PING\r\nINFO server\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const match = /process_id:(\d+)/.exec(reply);
      if (reply.length >= 5 && !reply.startsWith('+PONG')) finish(undefined);
      else if (match) finish(Number(match[1]));
    });
  });
}
