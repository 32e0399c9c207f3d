import { beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { clearStore, createAdmin, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let token: string;

function message(id: string, ageDays: number): Enquiry {
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  return {
    id,
    name: id,
    company: '',
    contact: `${id}@example.com`,
    message: '',
    source: 'about',
    consentAt: at,
    policyVersion: '2025-01',
    status: ageDays > 100 ? '已处理' : '未处理',
    note: '',
    assignee: '',
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  await clearStore();
  await createAdmin('privacy', 'privacy-password-1');
  token = await login('privacy', 'privacy-password-1');
  const { saveEnquiry } = await import('../../store/enquiry-repository.ts');
  for (const [id, age] of [
    ['old-1', 400],
    ['old-2', 366],
    ['recent-1', 364],
    ['recent-2', 10],
    ['week-old', 8],
  ] as const) {
    await saveEnquiry(message(id, age));
  }
});

const inboxIds = async () => ((await call('/api/contact', { token })).json.data as Enquiry[]).map((m) => m.id);

describe('purging enquiries past retention', () => {
  it('deletes enquiries older than the cutoff, with their history, from every list and count, keeping the rest', async () => {
    const { purgeEnquiriesBefore } = await import('../../store/enquiry-repository.ts');
    await call('/api/contact/old-1', { method: 'PATCH', token, body: { note: '超期前的备注' } });
    expect(await redis.exists(`${prefix}contact:history:old-1`)).toBe(1);
    const { retentionCutoff } = await import('../../netlify/lib/retention.ts');
    expect(await purgeEnquiriesBefore(retentionCutoff(new Date(), undefined))).toBe(2);
    expect(await inboxIds()).toEqual(['week-old', 'recent-2', 'recent-1']);
    const meta = (await call('/api/contact', { token })).json.meta;
    expect(meta.counts).toEqual({ 未处理: 2, 处理中: 0, 已处理: 1, 垃圾: 0 });
    expect(await redis.exists(`${prefix}contact:history:old-1`)).toBe(0);
    expect(await purgeEnquiriesBefore(retentionCutoff(new Date(), undefined))).toBe(0);
  });

  it('runs daily as a scheduled function that honours CONTACT_RETENTION_DAYS', async () => {
    const purge = await import('../../netlify/functions/purge-old-enquiries.mts');
    expect(purge.config).toEqual({ schedule: '@daily' });
    process.env.CONTACT_RETENTION_DAYS = '9';
    try {
      await purge.default();
    } finally {
      delete process.env.CONTACT_RETENTION_DAYS;
    }
    expect(await inboxIds()).toEqual(['week-old']);
  });
});
