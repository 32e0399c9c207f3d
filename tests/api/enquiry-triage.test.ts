// Triage (docs/API.md, 'Enquiries'): assignment, spam, the reply's status change,
// the badge counts, and the CSV export of exactly what the list shows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

let admin: string;
let editor: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('lead', 'lead-password-1', '王主管');
  await createEditor('clerk', 'clerk-password-1', '李专员');
  [admin, editor] = await Promise.all([login('lead', 'lead-password-1'), login('clerk', 'clerk-password-1')]);
});

async function submit(message: string, contact = 'client@example.com'): Promise<string> {
  const body = { name: '客户', contact, message, source: 'zero-carbon-park', consent: true };
  const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body });
  expect(res.status).toBe(201);
  return res.json.data.id;
}

/** Deletes every enquiry and index, keeping the accounts (and so the tokens). */
async function clearEnquiries(): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, { match: `${prefix}contact:*`, count: 1000 });
    if (keys.length > 0) await redis.del(...keys);
    cursor = String(next);
  } while (cursor !== '0');
}

const patch = (id: string, body: unknown, token = admin) => call(`/api/contact/${id}`, { method: 'PATCH', token, body });
const ids = async (query: string, token = admin) =>
  (await call(`/api/contact${query}`, { token })).json.data.map((m: Enquiry) => m.id);
const counts = async (token: string) => (await call('/api/admin/contact/counts', { token })).json.data;

describe('assignment, spam and their filters and counts', () => {
  it('assigns, filters by assignee, keeps spam aside and counts what is left', async () => {
    const [a, b, c, d] = [await submit('甲'), await submit('乙'), await submit('丙'), await submit('丁')];
    expect((await patch(a, { assignee: 'clerk' })).json.data.assignee).toBe('clerk');
    await patch(b, { assignee: 'clerk', status: '处理中' });
    await patch(c, { assignee: 'lead' });
    await patch(d, { status: '垃圾' });
    expectError(await patch(a, { assignee: 'nobody' }), 400, 'VALIDATION', { assignee: '没有这个可用的员工账号' });

    // Spam is out of the default list and of the unhandled count; its own filter shows it.
    expect(await ids('')).toEqual([c, b, a]);
    expect(await ids('?status=垃圾')).toEqual([d]);
    expect(await ids('?assigned=me', editor)).toEqual([b, a]);
    expect(await ids('?assigned=me&status=处理中', editor)).toEqual([b]);
    expect(await ids('?assigned=none')).toEqual([]);
    expect(await ids('?assigned=none&status=垃圾')).toEqual([d]);
    expect(await counts(editor)).toEqual({ unhandled: 2, assignedToMe: 2 });
    expect(await counts(admin)).toEqual({ unhandled: 2, assignedToMe: 1 });

    // Unassigning moves it to 'unassigned'; the history says who assigned whom.
    await patch(c, { assignee: '' });
    expect(await ids('?assigned=none')).toEqual([c]);
    const history = (await call(`/api/contact/${c}`, { token: admin })).json.data.history;
    expect(history.map((event: { by: string; assignee?: string }) => [event.by, event.assignee])).toEqual([
      ['lead', 'lead'],
      ['lead', ''],
    ]);
    const names = (await call('/api/admin/staff-names', { token: editor })).json.data;
    expect(names).toEqual([
      { username: 'clerk', name: '李专员', disabled: false },
      { username: 'lead', name: '王主管', disabled: false },
    ]);
  });

  it('purges spam older than 30 days with the daily function, keeping newer spam and other enquiries', async () => {
    await clearEnquiries();
    const { saveEnquiry } = await import('../../store/enquiry-repository.ts');
    const day = 24 * 60 * 60 * 1000;
    const stored = (id: string, status: Enquiry['status'], ageDays: number): Enquiry => {
      const at = new Date(Date.now() - ageDays * day).toISOString();
      return {
        id,
        name: id,
        company: '',
        contact: '',
        message: id,
        source: 'about',
        consentAt: at,
        policyVersion: '2025-01',
        status,
        note: '',
        assignee: 'lead',
        createdAt: at,
        updatedAt: at,
      };
    };
    await saveEnquiry(stored('old-spam', '垃圾', 31));
    await saveEnquiry(stored('new-spam', '垃圾', 29));
    await saveEnquiry(stored('old-real', '未处理', 31));
    const purge = (await import('../../netlify/functions/purge-old-enquiries.mts')).default;
    await purge();
    expect(await ids('?status=垃圾')).toEqual(['new-spam']);
    expect(await ids('')).toEqual(['old-real']);
  });
});

describe('POST /api/contact/{id}/reply', () => {
  it('moves a new enquiry to 处理中 once, in its history, and leaves any other status alone', async () => {
    const id = await submit('请回复我');
    const replied = await call(`/api/contact/${id}/reply`, { method: 'POST', token: editor });
    expect(replied.json.data.status).toBe('处理中');
    await patch(id, { status: '已处理' });
    expect((await call(`/api/contact/${id}/reply`, { method: 'POST', token: editor })).json.data.status).toBe('已处理');
    const history = (await call(`/api/contact/${id}`, { token: admin })).json.data.history;
    expect(history.map((event: { by: string; status?: string }) => [event.by, event.status])).toEqual([
      ['clerk', '处理中'],
      ['lead', '已处理'],
    ]);
    expectError(await call('/api/contact/no-such-id/reply', { method: 'POST', token: editor }), 404, 'NOT_FOUND');
    expectError(await call(`/api/contact/${id}/reply`, { method: 'POST' }), 401, 'UNAUTHORIZED');
  });
});

async function exportCsv(query: string, token: string, lang: string): Promise<string[]> {
  const res = await fetch(`${apiUrl}/api/admin/contact/export${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
}

describe('GET /api/admin/contact/export', () => {
  it('exports what the list shows, in the staff member’s language, with Beijing times', async () => {
    await clearEnquiries();
    const { saveEnquiry } = await import('../../store/enquiry-repository.ts');
    const base = { company: '', contact: 'c@example.com', source: 'zero-carbon-park', policyVersion: '2025-01' };
    // 2026-03-01T16:30Z is 2026-03-02 00:30 in Beijing: the date moves too.
    const at = '2026-03-01T16:30:00.000Z';
    const record = { ...base, consentAt: at, createdAt: at, updatedAt: at };
    await saveEnquiry({
      ...record,
      id: 'mine-1',
      name: '甲',
      message: '碳盘查',
      status: '处理中',
      note: '已回电',
      assignee: 'clerk',
    });
    await saveEnquiry({ ...record, id: 'mine-2', name: '乙', message: '绿证', status: '未处理', note: '', assignee: 'clerk' });
    await saveEnquiry({ ...record, id: 'other', name: '丙', message: '碳盘查', status: '未处理', note: '', assignee: '' });
    await saveEnquiry({ ...record, id: 'spam', name: '丁', message: '碳盘查', status: '垃圾', note: '', assignee: '' });

    const zh = await exportCsv('?assigned=me&q=碳盘查', editor, 'zh-CN');
    expect(zh).toEqual([
      '编号,提交时间（北京时间）,姓名,公司,联系方式,留言,来源页面,状态,负责人,备注',
      'mine-1,2026-03-02 00:30,甲,,c@example.com,碳盘查,零碳园区,处理中,李专员,已回电',
    ]);
    // Security-logged with the number of rows sent.
    const log = await call('/api/admin/security-log?kind=enquiriesExported&account=clerk&limit=1', { token: admin });
    expect(log.json.data[0]).toMatchObject({ actor: 'clerk', detail: '1' });
    const en = await exportCsv('?assigned=none', admin, 'en-GB,en;q=0.8');
    expect(en).toEqual([
      'ID,Submitted (Beijing time),Name,Company,Contact,Message,Source page,Status,Assignee,Note',
      'other,2026-03-02 00:30,丙,,c@example.com,碳盘查,Zero-carbon park,New,,',
    ]);
    // No filter: every enquiry but spam; the spam filter: only spam.
    expect((await exportCsv('', admin, 'zh')).map((row) => row.split(',')[0])).toEqual(['编号', 'other', 'mine-2', 'mine-1']);
    expect((await exportCsv('?status=垃圾', admin, 'zh')).length).toBe(2);
  });

  it('streams a large export in full, row by row', async () => {
    await clearEnquiries();
    const count = 2_000;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let offset = 0; offset < count; offset += 500) {
      const tx = redis.multi();
      for (let i = offset; i < offset + 500; i++) {
        const at = new Date(start + i * 60_000).toISOString();
        const id = `bulk-${String(i).padStart(5, '0')}`;
        const record = {
          id,
          name: `客户${i}`,
          company: '',
          contact: '',
          message: '留言',
          source: 'about',
          consentAt: at,
          policyVersion: '2025-01',
          status: '未处理',
          note: '',
          assignee: '',
          createdAt: at,
          updatedAt: at,
        };
        tx.set(`${prefix}contact:${id}`, JSON.stringify(record));
        tx.zadd(`${prefix}contact:by-date`, { score: start + i * 60_000, member: id });
        tx.zadd(`${prefix}contact:status:未处理`, { score: start + i * 60_000, member: id });
      }
      await tx.exec();
    }
    const res = await fetch(`${apiUrl}/api/admin/contact/export`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-length')).toBeNull();
    // Read as it arrives: the file comes in several chunks, not one body built in memory.
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      chunks++;
      text += decoder.decode(chunk, { stream: true });
    }
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(count);
    expect(rows[0]).toMatch(/^bulk-01999,/);
    expect(rows.at(-1)).toMatch(/^bulk-00000,2026-01-01 08:00,/);
    expect(chunks).toBeGreaterThan(5);
  });
});
