import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { article, clearStore, createAdmin, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

// Issue 11: an update racing a delete (or the retention purge) used to write
// the record back. Each test runs 200 races against the real store, the two
// calls of a race fired together, 25 races at a time (all 400 calls at once
// can outlast the store's 3 s timeout on a busy machine, which proves nothing).
const PAIRS = 200;
const WAVE = 25;
const DAY = 24 * 60 * 60 * 1000;
let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('racer', 'racer-password-1');
  token = await login('racer', 'racer-password-1');
});

// Each test starts without articles or enquiries, so what it finds left over is its own.
beforeEach(async () => {
  const keys = [...(await redis.keys(`${prefix}news:*`)), ...(await redis.keys(`${prefix}contact:*`))];
  if (keys.length > 0) await redis.del(...keys);
});

/** Keys under the test prefix that start with `kind:`, prefix removed. */
async function keysOf(kind: string): Promise<string[]> {
  return (await redis.keys(`${prefix}${kind}:*`)).map((key) => key.slice(prefix.length)).sort();
}

async function seedEnquiries(count: number, ageDays: number): Promise<string[]> {
  const { saveEnquiry } = await import('../../store/enquiry-repository.ts');
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  const ids = Array.from({ length: count }, (_, i) => `race-${ageDays}-${i}`);
  await inWaves(ids, async (id) => {
    const message: Enquiry = {
      id,
      name: id,
      company: '',
      contact: `${id}@example.com`,
      message: '',
      source: 'about',
      consentAt: at,
      policyVersion: '2025-01',
      status: '未处理',
      note: '',
      assignee: '',
      createdAt: at,
      updatedAt: at,
    };
    await saveEnquiry(message);
  });
  return ids;
}

/** `race` for every item, `WAVE` at a time. */
async function inWaves<T>(items: string[], race: (item: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < items.length; start += WAVE)
    results.push(...(await Promise.all(items.slice(start, start + WAVE).map(race))));
  return results;
}

const patch = (id: string, body: unknown) => call(`/api/contact/${id}`, { method: 'PATCH', token, body });

describe('updates never bring back a deleted record', { timeout: 120_000 }, () => {
  it('PUT racing DELETE of 200 articles: every deleted article stays deleted, every PUT answers 200 or 404', async () => {
    const titles = Array.from({ length: PAIRS }, (_, i) => `竞态 ${i}`);
    const created = await inWaves(titles, (title) =>
      call('/api/admin/news', { method: 'POST', token, body: article({ title, featured: true }) }),
    );
    const ids: string[] = created.map((res) => res.json.data.id);

    const results = await inWaves(ids, async (id) => {
      const [put, del] = await Promise.all([
        call(`/api/admin/news/${id}`, {
          method: 'PUT',
          token,
          body: article({ title: '修改后', featured: true }),
        }),
        call(`/api/admin/news/${id}`, { method: 'DELETE', token }),
      ]);
      return { id, put: put.status, del: del.status };
    });

    expect(results.filter((r) => r.del !== 200)).toEqual([]);
    expect(results.filter((r) => r.put !== 200 && r.put !== 404)).toEqual([]);
    const survivors = (await inWaves(ids, (id) => call(`/api/admin/news/${id}`, { token }))).filter((res) => res.status !== 404);
    expect(survivors.map((res) => res.json.data.id)).toEqual([]);
    expect((await call('/api/admin/news?limit=1', { token })).json.data.statistics).toEqual({
      total: 0,
      featured: 0,
      thisMonth: 0,
      categories: {},
    });
    expect((await call('/api/news')).json.meta.total).toBe(0);
    // No record, counter or index entry is left behind.
    expect(await keysOf('news')).toEqual([]);
  });

  it('PATCH racing DELETE of 200 enquiries: every deleted enquiry stays deleted with its history', async () => {
    const ids = await seedEnquiries(PAIRS, 1);
    const results = await inWaves(ids, async (id) => {
      const [update, del] = await Promise.all([
        patch(id, { status: '已处理', note: '已回电' }),
        call(`/api/contact/${id}`, { method: 'DELETE', token }),
      ]);
      return { id, patch: update.status, del: del.status };
    });

    expect(results.filter((r) => r.del !== 200)).toEqual([]);
    expect(results.filter((r) => r.patch !== 200 && r.patch !== 404)).toEqual([]);
    const survivors = (await inWaves(ids, (id) => call(`/api/contact/${id}`, { token }))).filter((res) => res.status !== 404);
    expect(survivors.map((res) => res.json.data.id)).toEqual([]);
    expect((await call('/api/contact?limit=1', { token })).json.meta).toMatchObject({
      total: 0,
      counts: { 未处理: 0, 处理中: 0, 已处理: 0 },
    });
    expect(await keysOf('contact')).toEqual([]);
  });

  it('PATCH racing the retention purge of 200 enquiries: nothing purged comes back', async () => {
    const { purgeEnquiriesBefore } = await import('../../store/enquiry-repository.ts');
    const statuses: number[] = [];
    // Each wave: old enquiries, a PATCH for each, and a purge that starts as soon as the first
    // PATCH is done, while the others are between reading their enquiry and writing it back.
    for (let wave = 0; wave < PAIRS / WAVE; wave++) {
      const ids = await seedEnquiries(WAVE, 400 + wave);
      const patches = ids.map((id) => patch(id, { status: '处理中', note: '跟进中' }));
      await Promise.race(patches);
      const purged = await purgeEnquiriesBefore(new Date(Date.now() - 365 * DAY));
      const answers = await Promise.all(patches);
      statuses.push(...answers.map((res) => res.status));
      expect(purged).toBe(WAVE);
      const survivors = (await Promise.all(ids.map((id) => call(`/api/contact/${id}`, { token })))).filter(
        (res) => res.status !== 404,
      );
      expect(survivors.map((res) => res.json.data.id)).toEqual([]);
    }
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    expect(await keysOf('contact')).toEqual([]);
  });
});
