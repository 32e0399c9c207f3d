// A throwaway store for tests, benchmarks and drills: a redis-server in a
// temporary folder (never development data) with the Upstash bridge in front.
// A start that fails part-way stops what it had started, so no daemonized
// redis-server is left holding this checkout's port for the next run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisServer, stopRedisServer } from './redis-server.ts';
import { startBridge } from './upstash-bridge.ts';

export interface ScratchStore {
  /** The redis-server's folder, where a drill may stop and start it again. */
  dir: string;
  /** What `@upstash/redis` reads: point process.env (or a child's env) at the bridge. */
  env: { UPSTASH_REDIS_REST_URL: string; UPSTASH_REDIS_REST_TOKEN: string };
  /** Closes the bridge, stops whichever redis-server runs in `dir` (one a drill restarted too) and removes `dir`. */
  stop(): Promise<void>;
}

export async function startScratchStore({
  redisPort,
  name,
  dir,
}: {
  redisPort: number;
  name: string;
  dir?: string;
}): Promise<ScratchStore> {
  await using started = new AsyncDisposableStack();
  const home = dir ?? (await mkdtemp(join(tmpdir(), `carbon-${name}-`)));
  started.defer(() => rm(home, { recursive: true, force: true }));
  started.defer(() => stopRedisServer(home));
  await startRedisServer({ port: redisPort, dir: home });
  const token = randomBytes(16).toString('hex');
  const bridge = await startBridge({ redisPort, token });
  started.defer(() => bridge.close());
  // Started in full: from here the caller stops it.
  const owned = started.move();
  return {
    dir: home,
    env: { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: token },
    stop: () => owned.disposeAsync(),
  };
}
