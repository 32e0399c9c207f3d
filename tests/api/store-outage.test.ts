import { afterAll, describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import { restartRedis, stopRedis } from './store-control.ts';

describe('health while the store is down', () => {
  afterAll(restartRedis);

  it('answers 503 UNAVAILABLE quickly, then ok again after Redis restarts', async () => {
    await stopRedis();
    const started = Date.now();
    const down = await call('/api/health');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(4_000);

    await restartRedis();
    await expect.poll(async () => (await call('/api/health')).status, { timeout: 10_000 }).toBe(200);
  });
});
