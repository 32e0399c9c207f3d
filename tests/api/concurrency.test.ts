import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, login } from './fixtures.ts';
import { call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('busy', 'busy-password-1');
  token = await login('busy', 'busy-password-1');
});

describe('under concurrent requests', () => {
  it('stores 200 enquiries posted at once from distinct addresses, each once with its own id', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call('/api/contact', {
          method: 'POST',
          ip: `172.16.${Math.floor(i / 250)}.${i % 250}`,
          body: { name: `访客 ${i}`, message: `并发留言 ${i}`, consent: true },
        }),
      ),
    );
    expect(responses.filter((res) => res.status !== 201).map((res) => [res.status, res.json])).toEqual([]);
    const ids = responses.map((res) => res.json.data.id);
    expect(new Set(ids).size).toBe(200);

    const first = await call('/api/contact?limit=100', { token });
    const second = await call('/api/contact?limit=100&offset=100', { token });
    expect(first.json.meta).toMatchObject({ total: 200, counts: { 未处理: 200, 处理中: 0, 已处理: 0 } });
    const stored = [...first.json.data, ...second.json.data];
    expect(new Set(stored.map((m: { id: string }) => m.id))).toEqual(new Set(ids));
    expect(new Set(stored.map((m: { message: string }) => m.message)).size).toBe(200);
  });

  it('gives parallel article creates distinct ids and exact statistics', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('/api/admin/news', { method: 'POST', token, body: article({ title: `并发文章 ${i}`, featured: i % 3 === 0 }) }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(30).fill(201));
    expect(new Set(responses.map((res) => res.json.data.id)).size).toBe(30);
    const stats = (await call('/api/admin/news?limit=1', { token })).json.data.statistics;
    expect(stats).toEqual({ total: 30, featured: 10, thisMonth: 30, categories: { 政策解读: 30 } });
  });

  // 50 visitors (one view each per day, issue 19), then the same 50 again: counted once each.
  it('counts 50 simultaneous views of one article by 50 visitors exactly', async () => {
    const { data } = (await call('/api/admin/news', { method: 'POST', token, body: article() })).json;
    const visitors = Array.from({ length: 50 }, (_, i) => `10.66.0.${i + 1}`);
    const views = await Promise.all(visitors.map((ip) => call(`/api/news/${data.id}`, { ip })));
    expect(views.map((res) => res.json.data.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const again = await Promise.all(visitors.map((ip) => call(`/api/news/${data.id}`, { ip })));
    expect(again.every((res) => res.json.data.views === 50)).toBe(true);
    expect((await call(`/api/admin/news/${data.id}`, { token })).json.data.views).toBe(50);
  });
});
