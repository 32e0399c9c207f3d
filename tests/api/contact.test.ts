import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('inbox', 'inbox-password-1');
  token = await login('inbox', 'inbox-password-1');
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  company: '某制造有限公司',
  contact: 'zhang@example.com',
  message: '想了解产品碳足迹核算',
  source: 'carbon-footprint',
  consent: true,
  ...overrides,
});
const send = (body: unknown, ip = freshIp(), headers?: Record<string, string>) =>
  call('/api/contact', { method: 'POST', body, ip, headers });
const inbox = (query = '') => call(`/api/contact${query}`, { token });

describe('POST /api/contact', () => {
  it('stores the enquiry with consent time and policy version, then answers 201 with its id', async () => {
    const before = Date.now();
    const res = await send(enquiry({ extra: 'ignored', name: '  张三  ' }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, data: { id: expect.stringMatching(/^[A-Za-z0-9_-]+$/) } });
    const list = await inbox();
    const stored = list.json.data.find((m: { id: string }) => m.id === res.json.data.id);
    expect(stored).toEqual({
      id: res.json.data.id,
      name: '张三',
      company: '某制造有限公司',
      contact: 'zhang@example.com',
      message: '想了解产品碳足迹核算',
      source: 'carbon-footprint',
      consentAt: expect.any(String),
      policyVersion: '2025-01',
      status: '未处理',
      note: '',
      assignee: '',
      createdAt: stored.consentAt,
      updatedAt: stored.consentAt,
    });
    expect(Date.parse(stored.consentAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['consent missing', { consent: undefined }, { consent: '请阅读并同意隐私政策' }],
    ['consent false', { consent: false }, { consent: '请阅读并同意隐私政策' }],
    ['consent as a string', { consent: 'true' }, { consent: '请阅读并同意隐私政策' }],
    [
      'neither contact nor message',
      { contact: ' ', message: '' },
      { contact: '请填写联系方式或留言内容', message: '请填写联系方式或留言内容' },
    ],
    ['a number for a name', { name: 12 }, { name: '姓名必须是文本' }],
    ['a message over 5000 characters', { message: '碳'.repeat(5001) }, { message: '留言内容不能超过 5000 个字符' }],
  ])('answers 400 VALIDATION for %s and stores nothing', async (_, overrides, fields) => {
    const before = (await inbox('?limit=1')).json.meta.total;
    expectError(await send(enquiry(overrides)), 400, 'VALIDATION', fields);
    expect((await inbox('?limit=1')).json.meta.total).toBe(before);
  });

  it('answers 201 to a filled honeypot and stores nothing', async () => {
    const before = (await inbox('?limit=1')).json.meta.total;
    const res = await send(enquiry({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, data: { id: expect.any(String) } });
    expect((await inbox('?limit=1')).json.meta.total).toBe(before);
  });

  it('stores the same message from the same address once within 10 minutes', async () => {
    const ip = freshIp();
    const body = enquiry({ message: `重复提交 ${Math.random()}` });
    const first = await send(body, ip);
    const again = await send({ ...body, message: `  ${body.message.toUpperCase()} ` }, ip);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(first.json.data.id);
    const otherAddress = await send(body);
    expect(otherAddress.json.data.id).not.toBe(first.json.data.id);
    const found = await inbox(`?q=${encodeURIComponent(body.message)}`);
    expect(found.json.meta.total).toBe(2);
    const ttl = await redis.ttl((await redis.keys(`${prefix}contact:dedupe:*`))[0]!);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('stores the same message again once its first copy was erased', async () => {
    const ip = freshIp();
    const body = enquiry({ message: `请删除后再提交 ${Math.random()}` });
    const first = await send(body, ip);
    expect((await call(`/api/contact/${first.json.data.id}`, { method: 'DELETE', token })).status).toBe(200);
    const again = await send(body, ip);
    expect(again.status).toBe(201);
    expect(again.json.data.id).not.toBe(first.json.data.id);
    expect((await call(`/api/contact/${again.json.data.id}`, { token })).status).toBe(200);
  });

  it('allows 5 enquiries per address in 10 minutes, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(enquiry({ message: `第 ${i} 条` }), ip)).status).toBe(201);
    const limited = await send(enquiry({ message: '第 6 条' }), ip);
    expectError(limited, 429, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await send(enquiry({ message: '另一个地址' }))).status).toBe(201);
  });

  it('does not count invalid enquiries toward the limit: six refused, then a valid one is stored', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++)
      expectError(await send(enquiry({ consent: undefined, message: `忘记勾选 ${i}` }), ip), 400, 'VALIDATION');
    const valid = await send(enquiry({ message: '这次勾选了' }), ip);
    expect(valid.status).toBe(201);
    expect((await inbox(`?q=${encodeURIComponent('这次勾选了')}`)).json.data.map((m: { id: string }) => m.id)).toEqual([
      valid.json.data.id,
    ]);
  });

  it('counts a filled honeypot toward the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(enquiry({ website: 'spam', message: `机器人 ${i}` }), ip)).status).toBe(201);
    expectError(await send(enquiry({ message: '机器人之后' }), ip), 429, 'RATE_LIMITED');
    expectError(await send(enquiry({ website: 'spam' }), ip), 429, 'RATE_LIMITED');
  });

  // A browser form's post (application/x-www-form-urlencoded) is accepted too: contact-form.test.ts.
  it('answers 413 past 16 KiB, 415 for other content types and 400 INVALID_JSON for broken JSON', async () => {
    expectError(await send(enquiry({ message: 'x'.repeat(17 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
    expectError(
      await send('name=a&consent=true', freshIp(), { 'content-type': 'multipart/form-data; boundary=x' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await send('{"consent": true', freshIp()), 400, 'INVALID_JSON');
    expectError(await send('"just a string"', freshIp()), 400, 'INVALID_JSON');
  });

  it('counts the bytes of a chunked body without Content-Length and stops at 16 KiB', async () => {
    // A stream body is sent chunked: the server sees no Content-Length.
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${apiUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body,
      duplex: 'half',
    } as RequestInit);
    expectError({ status: res.status, json: await res.json(), headers: res.headers }, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('keeps HTML, Chinese and emoji verbatim', async () => {
    const message = "<b>粗体</b><script>alert(1)</script> 🌱 “引号” 'single' \\ backslash";
    const { json } = await send(enquiry({ message }));
    const found = (await inbox()).json.data.find((m: { id: string }) => m.id === json.data.id);
    expect(found.message).toBe(message);
  });
});

describe('GET /api/contact', () => {
  beforeAll(async () => {
    await clearStore();
    await createAdmin('inbox', 'inbox-password-1');
    token = await login('inbox', 'inbox-password-1');
    for (const [i, name] of ['甲', '乙', '丙', '丁'].entries()) {
      await send(enquiry({ name, message: `留言 ${i}`, company: i === 2 ? 'Green Factory Ltd' : '某公司' }));
    }
  });

  it('lists enquiries newest first with total, paging and counts per status', async () => {
    const res = await inbox();
    expect(res.status).toBe(200);
    expect(res.json.data.map((m: { name: string }) => m.name)).toEqual(['丁', '丙', '乙', '甲']);
    expect(res.json.meta).toEqual({ total: 4, limit: 100, offset: 0, counts: { 未处理: 4, 处理中: 0, 已处理: 0, 垃圾: 0 } });
    const page = await inbox('?limit=2&offset=1');
    expect(page.json.data.map((m: { name: string }) => m.name)).toEqual(['丙', '乙']);
    expect(page.json.meta).toMatchObject({ total: 4, limit: 2, offset: 1 });
  });

  it('filters by status and searches name, company, contact and message case-insensitively', async () => {
    const [latest] = (await inbox()).json.data;
    await call(`/api/contact/${latest.id}`, { method: 'PATCH', token, body: { status: '处理中' } });
    const inProgress = await inbox(`?status=${encodeURIComponent('处理中')}`);
    expect(inProgress.json.data.map((m: { id: string }) => m.id)).toEqual([latest.id]);
    expect(inProgress.json.meta).toMatchObject({ total: 1, counts: { 未处理: 3, 处理中: 1, 已处理: 0 } });
    expect((await inbox('?q=green%20FACTORY')).json.data.map((m: { name: string }) => m.name)).toEqual(['丙']);
    expect((await inbox(`?q=${encodeURIComponent('留言 1')}`)).json.meta.total).toBe(1);
  });

  it('answers 400 VALIDATION for a bad status or limit', async () => {
    expectError(await inbox('?status=done'), 400, 'VALIDATION', { status: '状态无效' });
    expectError(await inbox('?limit=500'), 400, 'VALIDATION', { limit: '每页数量必须是 1 到 100 之间的整数' });
  });

  it('answers 401 without a token', async () => {
    expectError(await call('/api/contact'), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/contact/{id}', () => {
  it('sets any status from any other and returns the message', async () => {
    const { json } = await send(enquiry());
    for (const status of ['已处理', '未处理', '处理中']) {
      const res = await call(`/api/contact/${json.data.id}`, { method: 'PATCH', token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: json.data.id, status, name: '张三' });
    }
  });

  it('answers 400 VALIDATION for an unknown status and 404 for an unknown id', async () => {
    const { json } = await send(enquiry());
    expectError(
      await call(`/api/contact/${json.data.id}`, { method: 'PATCH', token, body: { status: 'done' } }),
      400,
      'VALIDATION',
      { status: '状态无效' },
    );
    expectError(await call(`/api/contact/${json.data.id}`, { method: 'PATCH', token, body: {} }), 400, 'VALIDATION', {
      status: '请修改状态、备注或负责人',
      note: '请修改状态、备注或负责人',
      assignee: '请修改状态、备注或负责人',
    });
    expectError(await call('/api/contact/no-such-id', { method: 'PATCH', token, body: { status: '已处理' } }), 404, 'NOT_FOUND');
  });

  it('answers 405 with Allow for other methods', async () => {
    const item = await call('/api/contact/x', { method: 'PUT', token, body: {} });
    expectError(item, 405, 'METHOD_NOT_ALLOWED');
    expect(item.headers.get('allow')).toBe('GET, PATCH, DELETE');
    const collection = await call('/api/contact', { method: 'PUT', body: {} });
    expectError(collection, 405, 'METHOD_NOT_ALLOWED');
    expect(collection.headers.get('allow')).toBe('POST, GET');
  });
});

describe('GET /api/admin/contact/export', () => {
  it('downloads every enquiry with its note as CSV with a BOM, RFC 4180 quoting and formulas defused', async () => {
    await clearStore();
    await createAdmin('inbox', 'inbox-password-1');
    token = await login('inbox', 'inbox-password-1');
    const { json } = await send(
      enquiry({ name: '=HYPERLINK("http://x")', company: '+86 公司', message: '第一行\n第二行, "引号"', contact: '@me' }),
    );
    await send(enquiry({ name: '李四', message: '🌱' }));
    await call(`/api/contact/${json.data.id}`, { method: 'PATCH', token, body: { note: '=已回电, 待报价' } });
    // Read as bytes: Response.text() would drop the byte order mark.
    const res = await fetch(`${apiUrl}/api/admin/contact/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('编号,提交时间（北京时间）,姓名,公司,联系方式,留言,来源页面,状态,负责人,备注\r\n')).toBe(true);
    const rows = text.split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/,李四,某制造有限公司,zhang@example.com,🌱,碳足迹,未处理,,$/);
    expect(rows[2]).toContain(`${json.data.id},`);
    expect(rows[2]).toContain(
      `,"'=HYPERLINK(""http://x"")",'+86 公司,'@me,"第一行\n第二行, ""引号""",碳足迹,未处理,,"'=已回电, 待报价"`,
    );
    expect(rows[3]).toBe('');
  });
});
