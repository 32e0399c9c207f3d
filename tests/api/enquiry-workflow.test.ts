import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

let admin: string;
let editor: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('boss', 'boss-password-1', '主管');
  await createEditor('writer', 'writer-password-1', '编辑小王');
  admin = await login('boss', 'boss-password-1');
  editor = await login('writer', 'writer-password-1');
});

async function newEnquiry(message = '想了解碳核查'): Promise<string> {
  return (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { name: '赵女士', message, consent: true } })).json
    .data.id;
}
const patch = (id: string, body: unknown, token = admin, headers?: Record<string, string>) =>
  call(`/api/contact/${id}`, { method: 'PATCH', token, body, headers });
const detail = async (id: string) => (await call(`/api/contact/${id}`, { token: admin })).json.data;

describe('GET /api/contact/{id}', () => {
  it('answers the enquiry with an empty note and no history at first', async () => {
    const id = await newEnquiry();
    const res = await call(`/api/contact/${id}`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, name: '赵女士', message: '想了解碳核查', status: '未处理', note: '', history: [] });
  });

  it('answers 404 留言不存在 for an unknown id', async () => {
    const res = await call('/api/contact/no-such-enquiry', { token: admin });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe('留言不存在');
  });
});

describe('PATCH /api/contact/{id}', () => {
  it('appends one history entry per change with the username, oldest first; a call that changes nothing adds none', async () => {
    const id = await newEnquiry();
    expect((await patch(id, { status: '处理中' })).json.data).toMatchObject({ status: '处理中', note: '' });
    expect((await patch(id, { note: '  已电话联系  ' }, editor)).json.data).toMatchObject({
      status: '处理中',
      note: '已电话联系',
    });
    const both = await patch(id, { status: '已处理', note: '已报价' });
    expect(both.json.data).toMatchObject({ status: '已处理', note: '已报价' });
    expect(both.json.data.history).toBeUndefined();
    expect((await patch(id, { status: '已处理', note: '已报价' }, editor)).status).toBe(200);
    expect((await patch(id, { status: '已处理' })).status).toBe(200);

    const { history, updatedAt } = await detail(id);
    expect(history).toEqual([
      { at: expect.any(String), by: 'boss', status: '处理中' },
      { at: expect.any(String), by: 'writer', note: '已电话联系' },
      { at: expect.any(String), by: 'boss', status: '已处理', note: '已报价' },
    ]);
    const times = history.map((event: { at: string }) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(updatedAt).toBe(history[2].at);
  });

  it('keeps one history entry for each of 20 simultaneous changes, the last of them in the record', async () => {
    const id = await newEnquiry('并发备注');
    const notes = Array.from({ length: 20 }, (_, i) => `备注 ${i}`);
    const answers = await Promise.all(notes.map((note, i) => patch(id, { note }, i % 2 ? admin : editor)));
    expect(answers.map((res) => res.status)).toEqual(notes.map(() => 200));
    const { history, note } = await detail(id);
    expect(history.map((event: { note: string }) => event.note).sort()).toEqual([...notes].sort());
    expect(note).toBe(history.at(-1).note);
  });

  it('records a cleared note and moves the enquiry between the status lists', async () => {
    const id = await newEnquiry('状态列表');
    await patch(id, { status: '处理中', note: '临时备注' });
    await patch(id, { note: '' });
    expect((await detail(id)).history.at(-1)).toEqual({ at: expect.any(String), by: 'boss', note: '' });
    const inProgress = await call(`/api/contact?status=${encodeURIComponent('处理中')}`, { token: admin });
    expect(inProgress.json.data.map((m: { id: string }) => m.id)).toContain(id);
    const untouched = await call(`/api/contact?status=${encodeURIComponent('未处理')}`, { token: admin });
    expect(untouched.json.data.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  it('refuses a note over 2000 characters or an unknown status, in the request language', async () => {
    const id = await newEnquiry();
    expectError(await patch(id, { note: '备'.repeat(2001), status: 'done' }), 400, 'VALIDATION', {
      note: '备注不能超过 2000 个字符',
      status: '状态无效',
    });
    expectError(await patch(id, { note: 'x'.repeat(2001) }, admin, { 'accept-language': 'en-US' }), 400, 'VALIDATION', {
      note: 'Note must be at most 2000 characters',
    });
    expect((await patch(id, { note: '备'.repeat(2000) })).status).toBe(200);
  });
});

describe('DELETE /api/contact/{id}', () => {
  it('erases the enquiry, its history and its index entries for good; a later PATCH answers 404', async () => {
    const id = await newEnquiry('请删除我的数据');
    await patch(id, { status: '处理中', note: '访客要求删除' });
    expect(await redis.llen(`${prefix}contact:history:${id}`)).toBe(1);

    expect((await call(`/api/contact/${id}`, { method: 'DELETE', token: admin })).json).toEqual({ success: true });
    expectError(await call(`/api/contact/${id}`, { token: admin }), 404, 'NOT_FOUND');
    expectError(await patch(id, { status: '已处理' }), 404, 'NOT_FOUND');
    expectError(await call(`/api/contact/${id}`, { method: 'DELETE', token: admin }), 404, 'NOT_FOUND');
    const keys = (await redis.keys(`${prefix}contact:*`)).filter((key) => key.includes(id));
    expect(keys).toEqual([]);
    for (const index of ['by-date', 'status:未处理', 'status:处理中', 'status:已处理']) {
      expect(await redis.zscore(`${prefix}contact:${index}`, id)).toBeNull();
    }
    const search = await call(`/api/contact?q=${encodeURIComponent('请删除我的数据')}`, { token: admin });
    expect(search.json.meta.total).toBe(0);
  });
});

describe('enquiries stored before notes existed', () => {
  it('read with an empty note and take a note like any other', async () => {
    const at = new Date().toISOString();
    const old = {
      id: 'before-notes',
      name: '老客户',
      company: '',
      contact: 'old@example.com',
      message: '旧留言',
      source: 'about',
      consentAt: at,
      policyVersion: '2025-01',
      status: '未处理',
      createdAt: at,
      updatedAt: at,
    };
    await redis.set(`${prefix}contact:before-notes`, JSON.stringify(old));
    await redis.zadd(`${prefix}contact:by-date`, { score: Date.parse(at), member: 'before-notes' });
    await redis.zadd(`${prefix}contact:status:未处理`, { score: Date.parse(at), member: 'before-notes' });

    expect(await detail('before-notes')).toMatchObject({ note: '', history: [] });
    const listed = (await call('/api/contact', { token: admin })).json.data.find((m: { id: string }) => m.id === 'before-notes');
    expect(listed.note).toBe('');
    expect((await patch('before-notes', { note: '补充备注' })).json.data).toMatchObject({ note: '补充备注', status: '未处理' });
    expect((await detail('before-notes')).history).toEqual([{ at: expect.any(String), by: 'boss', note: '补充备注' }]);
  });
});
