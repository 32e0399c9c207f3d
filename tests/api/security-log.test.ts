import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

// The security log after the real actions, read back through GET /api/admin/security-log
// and straight from Redis (docs/API.md, 'Security log').
const ADMIN_PASSWORD = 'security-admin-pass-1';
const EDITOR_PASSWORD = 'security-editor-pass-1';
const DAY = 24 * 60 * 60 * 1000;
let admin: string;
let editor: string;
/** Every password, token and enquiry text the tests send: none may reach the log. */
const secrets: string[] = [ADMIN_PASSWORD, EDITOR_PASSWORD];

/** An address in 203.0.113.0/24 no other test uses (the throttle counts whole IPv4 addresses). */
const docIp = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;

beforeAll(async () => {
  await clearStore();
  await createAdmin('sec-admin', ADMIN_PASSWORD, '安全管理员');
  await createEditor('sec-editor', EDITOR_PASSWORD);
  admin = await login('sec-admin', ADMIN_PASSWORD);
  editor = await login('sec-editor', EDITOR_PASSWORD);
  secrets.push(admin, editor);
});

async function logOf(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const res = await call(`/api/admin/security-log?${search}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json as { data: any[]; meta: { total: number; limit: number; offset: number } };
}

const newest = async (account: string, kind: string) => (await logOf({ account, kind })).data[0];

async function newStaff(username: string, role: 'admin' | 'editor' = 'editor') {
  const res = await call('/api/admin/users', {
    method: 'POST',
    token: admin,
    body: { username, name: `员工 ${username}`, role },
  });
  expect(res.status).toBe(201);
  secrets.push(res.json.data.temporaryPassword);
  return res.json.data.temporaryPassword as string;
}

describe('the security log records', () => {
  it('a successful sign-in with the account, no actor and the address truncated to its /24', async () => {
    await login('sec-editor', EDITOR_PASSWORD, '203.0.113.77');
    expect(await newest('sec-editor', 'signIn')).toMatchObject({
      kind: 'signIn',
      outcome: 'success',
      subject: 'sec-editor',
      actor: null,
      address: '203.0.113.x',
    });
  });

  it('an IPv6 address truncated to its /48', async () => {
    await login('sec-editor', EDITOR_PASSWORD, '2001:db8:abcd:12::5');
    expect((await newest('sec-editor', 'signIn')).address).toBe('2001:db8:abcd::/48');
  });

  it('a wrong password, and a typed username that names no account is not kept', async () => {
    const ip = docIp();
    const wrong = await call('/api/admin/login', {
      method: 'POST',
      ip,
      body: { username: 'sec-editor', password: 'not-it-at-all' },
    });
    expectError(wrong, 401, 'BAD_CREDENTIALS');
    expect(await newest('sec-editor', 'signIn')).toMatchObject({ outcome: 'wrongPassword', subject: 'sec-editor', actor: null });
    // A password typed into the username field must never be kept.
    const typedPassword = `Pw-${randomBytes(6).toString('hex')}`;
    secrets.push(typedPassword);
    await call('/api/admin/login', { method: 'POST', ip, body: { username: typedPassword, password: 'x' } });
    const [latest] = (await logOf({ kind: 'signIn' })).data;
    expect(latest).toMatchObject({ outcome: 'wrongPassword', subject: null, address: '203.0.113.x' });
  });

  it('a throttled sign-in', async () => {
    await newStaff('sec-throttled');
    const ip = docIp();
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) {
      status = (await call('/api/admin/login', { method: 'POST', ip, body: { username: 'sec-throttled', password: 'wrong' } }))
        .status;
    }
    expect(status).toBe(429);
    expect(await newest('sec-throttled', 'signIn')).toMatchObject({
      outcome: 'throttled',
      subject: 'sec-throttled',
      actor: null,
    });
  });

  it('account created, role changed, disabled (sessions ended), a disabled sign-in, enabled, renamed', async () => {
    const temporary = await newStaff('sec-life');
    expect(await newest('sec-life', 'accountCreated')).toMatchObject({
      subject: 'sec-life',
      actor: 'sec-admin',
      detail: 'editor',
    });
    const patch = (body: object) => call('/api/admin/users/sec-life', { method: 'PATCH', token: admin, body });
    await patch({ role: 'admin' });
    expect(await newest('sec-life', 'roleChanged')).toMatchObject({ subject: 'sec-life', actor: 'sec-admin', detail: 'admin' });
    await patch({ disabled: true });
    expect(await newest('sec-life', 'accountDisabled')).toMatchObject({
      subject: 'sec-life',
      actor: 'sec-admin',
      outcome: 'success',
    });
    expect(await newest('sec-life', 'sessionsEnded')).toMatchObject({ actor: 'sec-admin', detail: 'accountDisabled' });
    const refused = await call('/api/admin/login', {
      method: 'POST',
      ip: docIp(),
      body: { username: 'sec-life', password: temporary },
    });
    expectError(refused, 403, 'ACCOUNT_DISABLED');
    expect(await newest('sec-life', 'signIn')).toMatchObject({ outcome: 'disabled', subject: 'sec-life', actor: null });
    await patch({ disabled: false });
    expect(await newest('sec-life', 'accountEnabled')).toMatchObject({ subject: 'sec-life', actor: 'sec-admin' });
    await patch({ name: '改了名字的人' });
    expect(await newest('sec-life', 'accountChanged')).toMatchObject({ subject: 'sec-life', detail: 'name' });
    // The acting admin's own filter finds what they did too.
    expect((await logOf({ account: 'sec-admin', kind: 'roleChanged' })).data[0]).toMatchObject({ subject: 'sec-life' });
  });

  it('a reset (sessions ended), told to its owner once, then their password change and sign-out', async () => {
    await newStaff('sec-reset');
    const res = await call('/api/admin/users/sec-reset/reset-password', { method: 'POST', token: admin });
    const temporary = res.json.data.temporaryPassword as string;
    secrets.push(temporary);
    expect(await newest('sec-reset', 'passwordReset')).toMatchObject({
      subject: 'sec-reset',
      actor: 'sec-admin',
      outcome: 'success',
    });
    expect(await newest('sec-reset', 'sessionsEnded')).toMatchObject({ actor: 'sec-admin', detail: 'passwordReset' });

    const signIn = await call('/api/admin/login', {
      method: 'POST',
      ip: docIp(),
      body: { username: 'sec-reset', password: temporary },
    });
    expect(signIn.json.data.user.resetBy).toEqual({ name: '安全管理员', at: expect.any(String) });
    const token = signIn.json.data.token as string;
    secrets.push(token);
    expect((await call('/api/admin/me', { token })).json.data.resetBy.name).toBe('安全管理员');

    const newPassword = 'sec-reset-own-password-9';
    secrets.push(newPassword);
    const wrong = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'wrong-one', newPassword },
    });
    expect(wrong.status).toBe(400);
    expect(await newest('sec-reset', 'passwordChanged')).toMatchObject({ outcome: 'wrongPassword', actor: 'sec-reset' });
    const changed = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: temporary, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(await newest('sec-reset', 'passwordChanged')).toMatchObject({
      outcome: 'success',
      subject: 'sec-reset',
      actor: 'sec-reset',
    });
    expect(await newest('sec-reset', 'sessionsEnded')).toMatchObject({ actor: 'sec-reset', detail: 'passwordChanged' });

    const again = await login('sec-reset', newPassword);
    secrets.push(again);
    expect((await call('/api/admin/me', { token: again })).json.data.resetBy).toBeUndefined();
    await call('/api/admin/logout', { method: 'POST', token: again });
    expect(await newest('sec-reset', 'signOut')).toMatchObject({ subject: 'sec-reset', actor: 'sec-reset' });
  });

  it('an erased enquiry, an export and a deleted article, by id only', async () => {
    const text = `请删除我的资料 ${randomBytes(4).toString('hex')}`;
    secrets.push(text, 'secret-contact@example.com');
    const sent = await call('/api/contact', {
      method: 'POST',
      ip: freshIp(),
      body: { message: text, contact: 'secret-contact@example.com', consent: true },
    });
    const id = sent.json.data.id as string;
    expect((await call('/api/admin/contact/export', { token: editor })).status).toBe(200);
    expect(await newest('sec-editor', 'enquiriesExported')).toMatchObject({ subject: 'sec-editor', actor: 'sec-editor' });
    expect((await call(`/api/contact/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await newest('sec-admin', 'enquiryErased')).toMatchObject({ actor: 'sec-admin', detail: id });

    const created = await call('/api/admin/news', { method: 'POST', token: editor, body: article() });
    const articleId = created.json.data.id as string;
    expect((await call(`/api/admin/news/${articleId}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect(await newest('sec-editor', 'articleDeleted')).toMatchObject({ actor: 'sec-editor', detail: articleId });
  });

  it('never a password, token or enquiry text anywhere in its Redis values', async () => {
    // Every entry set; the sequence counter holds only a number.
    const keys = ((await redis.keys(`${prefix}seclog:*`)) as string[]).filter((name) => name !== `${prefix}seclog:sequence`);
    expect(keys).toContain(`${prefix}seclog:entries`);
    const values: string[] = [];
    for (const name of keys) values.push(...((await redis.zrange(name, 0, -1)) as string[]));
    const raw = values.join('\n');
    expect(values.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/temporaryPassword|passwordHash|Bearer/);
  });
});

describe('reading the security log', () => {
  it('is for admins only', async () => {
    expectError(await call('/api/admin/security-log', { token: editor }), 403, 'FORBIDDEN');
    expectError(await call('/api/admin/security-log'), 401, 'UNAUTHORIZED');
  });

  it('filters by account, kind and Beijing days, newest first, and pages', async () => {
    const all = await logOf({ account: 'sec-life' });
    expect(all.data.every((entry) => entry.subject === 'sec-life' || entry.actor === 'sec-life')).toBe(true);
    const times = all.data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = await logOf({ kind: 'accountCreated' });
    expect(kinds.data.length).toBeGreaterThanOrEqual(3);
    expect(kinds.data.every((entry) => entry.kind === 'accountCreated')).toBe(true);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + DAY));
    expect((await logOf({ account: 'sec-life', from: today, to: today })).meta.total).toBe(all.meta.total);
    expect((await logOf({ account: 'sec-life', from: tomorrow })).meta.total).toBe(0);

    const first = await logOf({ account: 'sec-life', limit: 2 });
    const second = await logOf({ account: 'sec-life', limit: 2, offset: 2 });
    expect(first.meta).toEqual({ total: all.meta.total, limit: 2, offset: 0 });
    expect(first.data.map((entry) => entry.id)).toEqual(all.data.slice(0, 2).map((entry) => entry.id));
    expect(second.data.map((entry) => entry.id)).toEqual(all.data.slice(2, 4).map((entry) => entry.id));
  });

  it('refuses queries past its limits', async () => {
    for (const query of ['limit=101', 'kind=everything', 'from=2026-13-45', 'offset=-1']) {
      expectError(await call(`/api/admin/security-log?${query}`, { token: admin }), 400, 'VALIDATION');
    }
  });
});

describe('keeping the security log 180 days', () => {
  const oldEntry = (id: string, ageDays: number) => {
    const at = Date.now() - ageDays * DAY;
    const entry = { id, at: new Date(at).toISOString(), kind: 'signIn', outcome: 'success', subject: 'sec-old', actor: null };
    return { score: at, member: JSON.stringify({ ...entry, address: '198.51.100.x' }) };
  };

  it('the daily purge removes older entries from every set and keeps younger ones', async () => {
    for (const name of [`${prefix}seclog:entries`, `${prefix}seclog:account:sec-old`]) {
      await redis.zadd(name, oldEntry('too-old', 181), oldEntry('still-kept', 179));
    }
    const purge = await import('../../netlify/functions/purge-old-enquiries.mts');
    await purge.default();
    for (const name of [`${prefix}seclog:entries`, `${prefix}seclog:account:sec-old`]) {
      const ids = ((await redis.zrange(name, 0, -1)) as string[]).map((member) => JSON.parse(member).id);
      expect(ids).toContain('still-kept');
      expect(ids).not.toContain('too-old');
    }
  });

  it('every write trims older entries too', async () => {
    await redis.zadd(`${prefix}seclog:entries`, oldEntry('too-old-again', 200));
    await login('sec-admin', ADMIN_PASSWORD);
    const ids = ((await redis.zrange(`${prefix}seclog:entries`, 0, -1)) as string[]).map((member) => JSON.parse(member).id);
    expect(ids).not.toContain('too-old-again');
    expect(ids).toContain('still-kept');
  });
});
