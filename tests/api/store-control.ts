import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { isPidAlive, startRedisServer } from '../../scripts/lib/redis-server.ts';

/** Stops the test redis-server to simulate an outage; `restartRedis` brings it back with its data. */
export async function stopRedis(): Promise<void> {
  const pid = Number(await readFile(join(inject('redisDir'), 'redis.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isPidAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export async function restartRedis(): Promise<void> {
  await startRedisServer({ port: inject('redisPort'), dir: inject('redisDir') });
}
