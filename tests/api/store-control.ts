import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { isPidAlive, readPid, startRedisServer } from '../../scripts/lib/redis-server.ts';

/** Stops the test redis-server to simulate an outage; `restartRedis` brings it back with its data. */
export async function stopRedis(): Promise<void> {
  const pid = Number(await readFile(join(inject('redisDir'), 'redis.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isPidAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** A no-op when it already runs (an afterAll after a test that restarted it itself). */
export async function restartRedis(): Promise<void> {
  const pid = readPid(join(inject('redisDir'), 'redis.pid'));
  if (pid !== undefined && isPidAlive(pid)) return;
  await startRedisServer({ port: inject('redisPort'), dir: inject('redisDir') });
}
