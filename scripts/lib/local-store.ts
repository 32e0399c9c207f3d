// The project-local store shared by dev, preview, seed and admin:create: one redis-server, one bridge per
// process, and a lease file per user so the last one to leave stops redis-server.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { isPidAlive, pidFileIn, readPid, startRedisServer, stopRedisServer } from './redis-server.ts';
import { PORTS } from './ports.ts';
import { startBridge } from './upstash-bridge.ts';

export interface LocalStore {
  url: string;
  token: string;
  release(): Promise<void>;
}

export interface LocalStoreOptions {
  dir?: string;
  port?: number;
}

const DEFAULT_DIR = join(fileURLToPath(new URL('../..', import.meta.url)), '.data', 'redis');
const LOCK_WAIT_MS = 10_000;

export async function acquireLocalStore({
  dir = DEFAULT_DIR,
  port = PORTS.localRedis,
}: LocalStoreOptions = {}): Promise<LocalStore> {
  const home = resolve(dir);
  const leases = join(home, 'leases');
  await mkdir(leases, { recursive: true });
  // Named by pid, so a crashed user's lease is recognisably stale; unique, so one process may hold several.
  const lease = join(leases, `${process.pid}-${randomUUID()}`);
  await withLock(home, async () => {
    const pid = readPid(pidFileIn(home));
    // Taken only once the server runs: a failed start leaves no lease behind.
    if (pid === undefined || !isPidAlive(pid)) await startRedisServer({ port, dir: home });
    await writeFile(lease, '');
  });

  let bridge: Awaited<ReturnType<typeof startBridge>>;
  try {
    bridge = await startBridge({ redisPort: port, token: randomBytes(24).toString('hex') });
  } catch (error) {
    await leave(home, lease);
    throw error;
  }

  let released: Promise<void> | undefined;
  return {
    url: bridge.url,
    token: bridge.token,
    release: () => (released ??= bridge.close().then(() => leave(home, lease))),
  };
}

/**
 * Points `UPSTASH_REDIS_REST_*` at the local store unless a store is already configured, and releases
 * it when the process is interrupted or exits.
 */
export async function useLocalStoreIfUnset(): Promise<{ release(): Promise<void> }> {
  if (process.env.UPSTASH_REDIS_REST_URL) return { release: async () => {} };
  const store = await acquireLocalStore();
  process.env.UPSTASH_REDIS_REST_URL = store.url;
  process.env.UPSTASH_REDIS_REST_TOKEN = store.token;

  const onSignal = (signal: NodeJS.Signals) => {
    void store
      .release()
      .catch((error: unknown) => console.error('[local-store] release failed:', error))
      .finally(() => {
        // Re-raise for the default exit unless someone else (e.g. astro) handles the signal.
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
  };
  // 'exit' listeners cannot wait: drop the lease and signal redis-server without waiting for it.
  const onExit = () => leaveNow(DEFAULT_DIR);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);

  return {
    release: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('exit', onExit);
      await store.release();
    },
  };
}

async function leave(home: string, lease: string): Promise<void> {
  await withLock(home, async () => {
    await rm(lease, { force: true });
    let live = 0;
    for (const name of await readdir(join(home, 'leases'))) {
      if (isPidAlive(leasePid(name))) live += 1;
      else await rm(join(home, 'leases', name), { force: true });
    }
    if (live === 0) await stopRedisServer(home);
  });
}

function leaveNow(home: string): void {
  const leases = join(home, 'leases');
  if (!existsSync(leases)) return;
  for (const name of readdirSync(leases)) {
    if (leasePid(name) === process.pid) rmSync(join(leases, name), { force: true });
  }
  const others = readdirSync(leases).filter((name) => isPidAlive(leasePid(name)));
  const pid = readPid(pidFileIn(home));
  if (pid !== undefined && isPidAlive(pid) && others.length === 0) process.kill(pid, 'SIGTERM');
}

const leasePid = (name: string) => Number.parseInt(name, 10);

/** Serialises start and stop across processes, so one never stops redis-server while another adopts it. */
async function withLock<T>(home: string, work: () => Promise<T>): Promise<T> {
  const lock = join(home, 'lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lock);
      // A lock left by a dead process is broken; one whose holder has not written its pid yet is waited for.
      if (holder !== undefined && !isPidAlive(holder)) await rm(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by pid ${holder}; remove it if that is wrong`);
      else await sleep(25);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
