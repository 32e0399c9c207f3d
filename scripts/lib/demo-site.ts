// The built site as a visitor gets it, for page audits: a redis-server of its own
// (temp dir) seeded with the demo content, and `npm run preview` (compressing,
// functions in process) in a child process, so the audit's own work never delays
// the server's answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalBlobs } from './local-blobs.ts';
import { repoRoot } from './paths.ts';
import { startScratchStore } from './scratch-store.ts';

export interface DemoSite {
  origin: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

export async function startDemoSite({ redisPort, httpPort }: { redisPort: number; httpPort: number }): Promise<DemoSite> {
  const origin = `http://localhost:${httpPort}`;
  // Never measure a server that something else left running on our port.
  if (await isServing(origin)) throw new Error(`port ${httpPort} already answers: stop that server first`);
  // A failure anywhere below stops what was started before it.
  await using started = new AsyncDisposableStack();
  const store = await startScratchStore({ redisPort, name: 'bench-pages' });
  started.defer(() => store.stop());
  const storeEnv = { ...store.env, REDIS_KEY_PREFIX: '' };
  Object.assign(process.env, storeEnv);
  // A blob server of its own for the demo cover, never the checkout's .data/blobs:
  // seeding stores the cover there, and the preview child inherits NETLIFY_BLOBS_CONTEXT.
  const blobs = await startLocalBlobs(join(store.dir, 'blobs'));
  started.defer(() => blobs.stop());
  // Loaded only now: the store module reads its configuration when first imported.
  const { seedDemoContent } = await import('./seed-content.ts');
  await seedDemoContent();

  const env = { ...process.env, ...storeEnv, JWT_SECRET: randomBytes(32).toString('hex'), PORT: String(httpPort) };
  const preview = spawn('npx', ['tsx', 'scripts/preview.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  started.defer(() => {
    if (preview.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM');
  });
  await waitUntilServing(origin, preview);
  const owned = started.move();
  return { origin, stop: () => owned.disposeAsync() };
}

async function waitUntilServing(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isServing(origin))) {
    if (server.exitCode !== null)
      throw new Error(`the preview server exited (code ${server.exitCode}) before answering on ${origin}`);
    if (Date.now() > deadline)
      throw new Error(`the preview server did not answer on ${origin} within ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(200);
  }
}

const isServing = (origin: string): Promise<boolean> =>
  fetch(`${origin}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
