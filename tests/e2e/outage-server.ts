// A second e2e server (scripts/e2e-server.ts on ports of its own) for
// admin-outage.spec.ts, with a redis-server the spec stops and starts: stopping
// the shared store would fail the tests running beside it on other workers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { PORTS } from '../../scripts/lib/ports.ts';
import { isPidAlive, pidFileIn, readPid, startRedisServer, stopRedisServer } from '../../scripts/lib/redis-server.ts';

export const OUTAGE_ORIGIN = `http://localhost:${PORTS.e2eOutageHttp}`;
const START_TIMEOUT_MS = 60_000;

export interface OutageServer {
  /** SIGTERM, as an operator would stop it; resolves when redis-server has exited. */
  stopStore(): Promise<void>;
  /** Starts it again on its data; a no-op when it runs (a test that failed before its restart). */
  startStore(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageServer(): Promise<OutageServer> {
  const dir = await mkdtemp(join(tmpdir(), 'carbon-e2e-outage-'));
  const server = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/e2e-server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      E2E_HTTP_PORT: String(PORTS.e2eOutageHttp),
      E2E_REDIS_PORT: String(PORTS.e2eOutageRedis),
      E2E_REDIS_DIR: dir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept for a failed start; the bridge's warnings during an outage are expected.
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${OUTAGE_ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the outage e2e server did not start:\n${errors}`);
    }
    await sleep(200);
  }

  return {
    stopStore: () => stopRedisServer(dir),
    startStore: async () => {
      const pid = readPid(pidFileIn(dir));
      if (pid === undefined || !isPidAlive(pid)) await startRedisServer({ port: PORTS.e2eOutageRedis, dir });
    },
    close: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
