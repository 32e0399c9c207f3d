import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';
import { restartRedis, stopRedis } from './store-control.ts';

let token: string;
let articleId: string;
let enquiryId: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('oncall', 'oncall-password-1');
  token = await login('oncall', 'oncall-password-1');
  articleId = (await call('/api/admin/news', { method: 'POST', token, body: article() })).json.data.id;
  enquiryId = (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '故障前', consent: true } })).json
    .data.id;
});

afterAll(restartRedis);

/** Ids of `{kind}:{id}` record keys, leaving out the index keys that share the pattern. */
function recordIds(keys: string[], kind: string, indexNames: string[]): string[] {
  const pattern = new RegExp(`^${kind}:([^:]+)$`);
  return keys
    .map((key) => pattern.exec(key.slice(prefix.length))?.[1])
    .filter((id): id is string => id !== undefined && !indexNames.includes(id))
    .sort();
}

/** Every record has its index entry and every index entry its record. */
async function expectConsistentStore() {
  const articles = (await redis.zrange<string[]>(`${prefix}news:by-date`, 0, -1)).sort();
  const enquiries = (await redis.zrange<string[]>(`${prefix}contact:by-date`, 0, -1)).sort();
  const keys = await redis.keys(`${prefix}*`);
  expect(recordIds(keys, 'news', ['by-date', 'by-created', 'featured', 'drafts', 'slugs'])).toEqual(articles);
  expect(recordIds(keys, 'contact', ['by-date'])).toEqual(enquiries);
  return { articles, enquiries };
}

describe('with Redis stopped', () => {
  it('answers 503 UNAVAILABLE quickly to public and admin calls, refuses login, and writes nothing', async () => {
    const before = await expectConsistentStore();
    await stopRedis();
    const calls: Array<[string, string, unknown?, string?]> = [
      ['GET', '/api/health'],
      ['GET', '/api/news'],
      ['GET', `/api/news/${articleId}`],
      ['POST', '/api/contact', { message: '故障中', consent: true }],
      ['POST', '/api/admin/login', { username: 'oncall', password: 'oncall-password-1' }],
      ['GET', '/api/admin/news', undefined, token],
      ['POST', '/api/admin/news', article({ title: '故障中写入' }), token],
      ['PUT', `/api/admin/news/${articleId}`, article({ title: '故障中修改' }), token],
      ['DELETE', `/api/admin/news/${articleId}`, undefined, token],
      ['GET', '/api/contact', undefined, token],
      ['GET', `/api/contact/${enquiryId}`, undefined, token],
      ['PATCH', `/api/contact/${enquiryId}`, { status: '已处理' }, token],
      ['DELETE', `/api/contact/${enquiryId}`, undefined, token],
      ['GET', '/api/admin/me', undefined, token],
      ['POST', '/api/admin/users', { username: 'during-outage', name: '故障', role: 'editor' }, token],
      ['GET', '/api/admin/contact/export', undefined, token],
      ['POST', '/api/admin/logout', undefined, token],
    ];
    for (const [method, path, body, auth] of calls) {
      const started = Date.now();
      const res = await call(path, { method, body, token: auth, ip: freshIp() });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 503 });
      expectError(res, 503, 'UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(4_000);
    }

    await restartRedis();
    await expect.poll(async () => (await call('/api/health')).status, { timeout: 10_000 }).toBe(200);
    const after = await expectConsistentStore();
    expect(after).toEqual(before);
    const read = await call(`/api/admin/news/${articleId}`, { token });
    expect(read.json.data.title).toBe(article().title);
    expect((await call('/api/contact', { token })).json.data.map((m: { status: string }) => m.status)).toEqual(['未处理']);
  });

  it('works normally again after the restart', async () => {
    expect((await call('/api/admin/news', { method: 'POST', token, body: article({ title: '恢复后' }) })).status).toBe(201);
    expect(
      (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '恢复后', consent: true } })).status,
    ).toBe(201);
    expect(
      (
        await call('/api/admin/login', {
          method: 'POST',
          ip: freshIp(),
          body: { username: 'oncall', password: 'oncall-password-1' },
        })
      ).status,
    ).toBe(200);
    await expectConsistentStore();
  });
});
