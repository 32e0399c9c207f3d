// Contract of the local Upstash bridge, exercised through the real @upstash/redis client against a
// redis-server of this file's own plus the lease logic of the local store, on ports of this checkout's block.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from '@upstash/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLocalStore, useLocalStoreIfUnset } from '../../scripts/lib/local-store.ts';
import { PORTS } from '../../scripts/lib/ports.ts';
import { isPidAlive, pidFileIn, readPid, startRedisServer, stopRedisServer } from '../../scripts/lib/redis-server.ts';
import { type Bridge, startBridge } from '../../scripts/lib/upstash-bridge.ts';

const REDIS_PORT = PORTS.bridgeRedis;
const STORE_PORT = PORTS.bridgeStore;
const OTHER_STORE_PORT = PORTS.bridgeOtherStore;

let dir: string;
let bridge: Bridge;
let redis: Redis;
const key = (name: string) => `bridge-test:${name}:${randomBytes(3).toString('hex')}`;

/** Sends a raw request, for protocol details the client hides. */
async function raw(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(bridge.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bridge-test-'));
  await startRedisServer({ port: REDIS_PORT, dir });
  bridge = await startBridge({ redisPort: REDIS_PORT, token: randomBytes(16).toString('hex') });
  redis = new Redis({ url: bridge.url, token: bridge.token });
});

afterAll(async () => {
  await bridge?.close();
  if (dir) await stopRedisServer(dir);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('values', () => {
  it('round-trips JSON objects through set and get', async () => {
    const k = key('json');
    const value = { title: 'Carbon', tags: ['a', 'b'], nested: { count: 3, ok: true, none: null } };
    await redis.set(k, value);
    expect(await redis.get(k)).toEqual(value);
  });

  it('keeps Chinese text and emoji intact', async () => {
    const k = key('text');
    await redis.set(k, '碳中和解决方案 🌱✨ café');
    expect(await redis.get(k)).toBe('碳中和解决方案 🌱✨ café');
  });

  it('answers null for a missing key', async () => {
    expect(await redis.get(key('missing'))).toBeNull();
  });

  it('stores hashes and increments their fields', async () => {
    const k = key('hash');
    await redis.hset(k, { title: '新闻标题 📰', views: 1 });
    expect(await redis.hincrby(k, 'views', 5)).toBe(6);
    expect(await redis.hgetall(k)).toEqual({ title: '新闻标题 📰', views: 6 });
  });

  it('orders sorted sets by score, reversed, with scores and by score range', async () => {
    const k = key('zset');
    await redis.zadd(k, { score: 1, member: 'a' }, { score: 3, member: 'c' }, { score: 2, member: 'b' });
    expect(await redis.zrange(k, 0, -1, { rev: true })).toEqual(['c', 'b', 'a']);
    expect(await redis.zrange(k, 0, -1, { withScores: true })).toEqual(['a', 1, 'b', 2, 'c', 3]);
    expect(await redis.zrange(k, 2, 3, { byScore: true })).toEqual(['b', 'c']);
    expect(await redis.zcard(k)).toBe(3);
    expect(await redis.zrem(k, 'b')).toBe(1);
    expect(await redis.zrange(k, 0, -1)).toEqual(['a', 'c']);
  });

  it('counts exactly under 100 parallel increments', async () => {
    const k = key('counter');
    const results = await Promise.all(Array.from({ length: 100 }, () => redis.incr(k)));
    expect(new Set(results).size).toBe(100);
    expect(Math.max(...results)).toBe(100);
    expect(await redis.incrby(k, 5)).toBe(105);
  });
});

describe('pipelines and transactions', () => {
  it('runs a pipeline and answers each command in order', async () => {
    const k = key('pipe');
    const results = await redis.pipeline().set(k, 'x').incr(`${k}:n`).get(k).exec();
    expect(results).toEqual(['OK', 1, 'x']);
  });

  it('fails a pipeline naming the failing command, while the other commands still run', async () => {
    const k = key('pipe-fail');
    await redis.set(k, 'not a number');
    await expect(redis.pipeline().set(`${k}:2`, 'ran').incr(k).exec()).rejects.toThrow(
      /Command 2 \[ incr \] failed: ERR value is not an integer/,
    );
    expect(await redis.get(`${k}:2`)).toBe('ran');
  });

  it('answers every entry of a failing pipeline with keepErrors', async () => {
    const k = key('pipe-keep');
    await redis.set(k, 'text');
    const results = await redis.pipeline().incr(k).get(k).exec({ keepErrors: true });
    expect(results[0]?.error).toMatch(/ERR value is not an integer/);
    expect(results[1]).toEqual({ result: 'text', error: undefined });
  });

  it('runs multi() as one transaction', async () => {
    const k = key('multi');
    expect(await redis.multi().set(k, 1).incr(k).get(k).exec()).toEqual(['OK', 2, 2]);
  });

  it('rejects a transaction whose command fails at run time, like Redis without rollback', async () => {
    const k = key('multi-fail');
    await expect(redis.multi().set(k, 'text').incr(k).exec()).rejects.toThrow(/Command 2 \[ incr \] failed/);
    expect(await redis.get(k)).toBe('text');
  });

  it('discards a whole transaction that Redis refuses to queue', async () => {
    const k = key('multi-abort');
    const { status, json } = await raw('/multi-exec', JSON.stringify([['SET', k, 'x'], ['NO-SUCH-COMMAND']]));
    expect(status).toBe(400);
    expect(json.error).toMatch(/unknown command/);
    expect(await redis.get(k)).toBeNull();
  });
});

describe('scripts', () => {
  const script = 'return {KEYS[1], ARGV[1], tonumber(ARGV[2]) + 1}';

  it('runs eval and evalsha with keys and arguments', async () => {
    const k = key('eval');
    expect(await redis.eval(script, [k], ['价值', 41])).toEqual([k, '价值', 42]);
    const sha = await redis.scriptLoad(script);
    expect(sha).toBe(createHash('sha1').update(script).digest('hex'));
    expect(await redis.evalsha(sha, [k], ['again', 1])).toEqual([k, 'again', 2]);
  });

  it('answers NOSCRIPT for an unknown digest', async () => {
    await expect(redis.evalsha('0'.repeat(40), [], [])).rejects.toThrow(/NOSCRIPT/);
  });

  it('accepts Upstash-only script flags and finds the script again by its original digest', async () => {
    const flagged = `#!lua flags=allow-key-locking\n${script}`;
    const k = key('flagged');
    expect(await redis.eval(flagged, [k], ['a', 1])).toEqual([k, 'a', 2]);
    const sha = createHash('sha1').update(flagged).digest('hex');
    expect(await redis.evalsha(sha, [k], ['b', 2])).toEqual([k, 'b', 3]);
  });
});

describe('protocol', () => {
  it('makes the client throw Unauthorized for a wrong token', async () => {
    const intruder = new Redis({ url: bridge.url, token: 'wrong-token', enableAutoPipelining: false });
    await expect(intruder.get('anything')).rejects.toThrow(/Unauthorized/);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(bridge.url, { method: 'POST', body: '["PING"]' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('base64-encodes every string at any depth, keeping integers and nil', async () => {
    const k = key('encoding');
    await redis.set(k, 'é');
    const lua = `return {redis.call('GET', KEYS[1]), 7, {false, 'ok'}}`;
    const { json } = await raw('/', JSON.stringify(['EVAL', lua, 1, k]), { 'upstash-encoding': 'base64' });
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    expect(json).toEqual({ result: [b64('é'), 7, [null, b64('ok')]] });
    const plain = await raw('/', JSON.stringify(['EVAL', lua, 1, k]));
    expect(plain.json).toEqual({ result: ['é', 7, [null, 'ok']] });
  });

  it('issues a new sync token on every answer', async () => {
    const first = await raw('/', '["PING"]');
    const second = await raw('/', '["PING"]');
    expect(first.headers.get('upstash-sync-token')).toBeTruthy();
    expect(second.headers.get('upstash-sync-token')).not.toBe(first.headers.get('upstash-sync-token'));
  });

  it('answers 400 for a Redis error, invalid JSON and a malformed command', async () => {
    expect(await raw('/', '["INCR"]')).toMatchObject({
      status: 400,
      json: { error: expect.stringMatching(/^ERR wrong number/) },
    });
    expect((await raw('/', '{not json')).status).toBe(400);
    expect((await raw('/', '[]')).status).toBe(400);
    expect((await raw('/pipeline', '[["GET", {"a": 1}]]')).status).toBe(400);
  });

  it('refuses commands that would change the shared connection, and keeps serving', async () => {
    const { status, json } = await raw('/', '["MULTI"]');
    expect(status).toBe(400);
    expect(json.error).toMatch(/not supported/);
    expect(await raw('/pipeline', '[["SELECT", 1], ["PING"]]')).toMatchObject({
      status: 200,
      json: [{ error: expect.stringMatching(/not supported/) }, { result: 'PONG' }],
    });
  });

  it('answers 413 for a body over 10 MB', async () => {
    const huge = JSON.stringify(['SET', key('huge'), 'x'.repeat(11 * 1024 * 1024)]);
    expect((await raw('/', huge)).status).toBe(413);
  });
});

describe('outage', () => {
  it('fails fast while Redis is down and recovers with its data when Redis is back', async () => {
    const k = key('durable');
    await redis.set(k, 'kept');
    await stopRedisServer(dir);

    const started = Date.now();
    await expect(redis.get(k)).rejects.toThrow(/redis unavailable/);
    expect(Date.now() - started).toBeLessThan(2_000);

    await startRedisServer({ port: REDIS_PORT, dir });
    const deadline = Date.now() + 5_000;
    let value: unknown;
    while (value === undefined && Date.now() < deadline) {
      value = await redis.get(k).catch(() => undefined);
    }
    expect(value).toBe('kept');
  });
});

describe('local store leases', () => {
  let storeDir: string;
  beforeAll(async () => {
    storeDir = await mkdtemp(join(tmpdir(), 'local-store-test-'));
  });
  afterAll(async () => {
    await stopRedisServer(storeDir);
    await rm(storeDir, { recursive: true, force: true });
  });

  it('shares one redis-server between users and stops it when the last one releases', async () => {
    const first = await acquireLocalStore({ dir: storeDir, port: STORE_PORT });
    const second = await acquireLocalStore({ dir: storeDir, port: STORE_PORT });
    const pid = readPid(pidFileIn(storeDir));
    expect(pid).toBeDefined();

    const k = key('shared');
    await new Redis({ url: first.url, token: first.token }).set(k, 'from first');
    expect(await new Redis({ url: second.url, token: second.token }).get(k)).toBe('from first');

    await first.release();
    await first.release(); // idempotent
    expect(isPidAlive(pid!)).toBe(true);
    expect(await new Redis({ url: second.url, token: second.token }).get(k)).toBe('from first');

    await second.release();
    expect(isPidAlive(pid!)).toBe(false);
    expect(await readdir(join(storeDir, 'leases'))).toEqual([]);
  });

  it('ignores and removes the lease of a process that died', async () => {
    await writeFile(join(storeDir, 'leases', '2147483646-crashed'), '');
    const store = await acquireLocalStore({ dir: storeDir, port: STORE_PORT });
    const pid = readPid(pidFileIn(storeDir));
    await store.release();
    expect(isPidAlive(pid!)).toBe(false);
    expect(await readdir(join(storeDir, 'leases'))).toEqual([]);
  });

  it("runs beside another checkout's store, each with its own data, stopping only its own", async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'other-checkout-'));
    try {
      const ours = await acquireLocalStore({ dir: storeDir, port: STORE_PORT });
      const theirs = await acquireLocalStore({ dir: otherDir, port: OTHER_STORE_PORT });
      const k = key('checkout');
      await new Redis({ url: ours.url, token: ours.token }).set(k, 'ours');
      await new Redis({ url: theirs.url, token: theirs.token }).set(k, 'theirs');
      expect(await new Redis({ url: ours.url, token: ours.token }).get(k)).toBe('ours');

      const theirPid = readPid(pidFileIn(otherDir))!;
      await ours.release();
      expect(isPidAlive(theirPid)).toBe(true);
      expect(await new Redis({ url: theirs.url, token: theirs.token }).get(k)).toBe('theirs');
      await theirs.release();
      expect(isPidAlive(theirPid)).toBe(false);
    } finally {
      await stopRedisServer(otherDir);
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("fails clearly on a port another checkout's store holds, and leaves nothing behind", async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'other-checkout-'));
    try {
      const theirs = await acquireLocalStore({ dir: otherDir, port: OTHER_STORE_PORT });
      await expect(acquireLocalStore({ dir: storeDir, port: OTHER_STORE_PORT })).rejects.toThrow(
        new RegExp(`port ${OTHER_STORE_PORT} is held by another redis-server .*LOCAL_PORT_BASE`),
      );
      expect(await readdir(join(storeDir, 'leases'))).toEqual([]);
      expect(readPid(pidFileIn(storeDir))).toBeUndefined();
      expect(await readdir(storeDir)).not.toContain('lock');
      // The other checkout's store is untouched, and ours starts once its port is free.
      expect(isPidAlive(readPid(pidFileIn(otherDir))!)).toBe(true);
      await theirs.release();
      const ours = await acquireLocalStore({ dir: storeDir, port: STORE_PORT });
      await ours.release();
    } finally {
      await stopRedisServer(otherDir);
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('leaves an already configured store alone', async () => {
    const before = [process.env.UPSTASH_REDIS_REST_URL, process.env.UPSTASH_REDIS_REST_TOKEN];
    process.env.UPSTASH_REDIS_REST_URL = 'https://example.upstash.io';
    process.env.UPSTASH_REDIS_REST_TOKEN = 'configured';
    try {
      const store = await useLocalStoreIfUnset();
      await store.release();
      expect(process.env.UPSTASH_REDIS_REST_URL).toBe('https://example.upstash.io');
      expect(process.env.UPSTASH_REDIS_REST_TOKEN).toBe('configured');
    } finally {
      [process.env.UPSTASH_REDIS_REST_URL, process.env.UPSTASH_REDIS_REST_TOKEN] = before;
    }
  });
});
