import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../store/password.ts';
import { article, clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

let admin: string;
let editor: string;
let enquiryId: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('boss', 'boss-password-1', '主管');
  await createEditor('writer', 'writer-password-1', '编辑小王');
  admin = await login('boss', 'boss-password-1');
  editor = await login('writer', 'writer-password-1');
  enquiryId = (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '请删除我的信息', consent: true } }))
    .json.data.id;
});

describe('GET /api/admin/me', () => {
  it('answers the signed-in account, editor or admin', async () => {
    const me = await call('/api/admin/me', { token: editor });
    expect(me.status).toBe(200);
    expect(me.json.data).toEqual({
      username: 'writer',
      name: '编辑小王',
      role: 'editor',
      disabled: false,
      mustChangePassword: false,
      twoFactor: false,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect((await call('/api/admin/me', { token: admin })).json.data).toMatchObject({ username: 'boss', role: 'admin' });
  });
});

describe('role editor', () => {
  it('gets 403 FORBIDDEN on every staff account call and on deleting an enquiry, and changes nothing', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { username: 'sneaky', name: '偷偷', role: 'admin' }],
      ['PATCH', '/api/admin/users/writer', { role: 'admin' }],
      ['PATCH', '/api/admin/users/boss', { disabled: true }],
      ['POST', '/api/admin/users/boss/reset-password'],
      ['DELETE', `/api/contact/${enquiryId}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(path, { method, body, token: editor });
      expect({ method, path, status: res.status, code: res.json.code }).toEqual({ method, path, status: 403, code: 'FORBIDDEN' });
    }
    expect((await call(`/api/contact/${enquiryId}`, { token: admin })).status).toBe(200);
    const users = (await call('/api/admin/users', { token: admin })).json.data;
    expect(
      users.map((user: { username: string; role: string; disabled: boolean }) => [user.username, user.role, user.disabled]),
    ).toEqual([
      ['boss', 'admin', false],
      ['writer', 'editor', false],
    ]);
    expect(
      (await call('/api/admin/login', { method: 'POST', ip: freshIp(), body: { username: 'boss', password: 'boss-password-1' } }))
        .status,
    ).toBe(200);
  });

  it('handles news and enquiries', async () => {
    const created = await call('/api/admin/news', { method: 'POST', token: editor, body: article() });
    expect(created.status).toBe(201);
    expect(created.json.data.author).toBe('编辑小王');
    const id = created.json.data.id;
    expect((await call(`/api/admin/news/${id}`, { method: 'PUT', token: editor, body: article({ title: '改' }) })).status).toBe(
      200,
    );
    expect((await call(`/api/admin/news/${id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await call('/api/admin/news', { token: editor })).status).toBe(200);
    expect((await call('/api/contact', { token: editor })).status).toBe(200);
    expect((await call(`/api/contact/${enquiryId}`, { token: editor })).status).toBe(200);
    expect((await call(`/api/contact/${enquiryId}`, { method: 'PATCH', token: editor, body: { status: '处理中' } })).status).toBe(
      200,
    );
    expect((await call('/api/admin/contact/export', { token: editor })).status).toBe(200);
  });

  it('becomes admin on the next call when promoted, and editor again when demoted', async () => {
    expectError(await call('/api/admin/users', { token: editor }), 403, 'FORBIDDEN');
    expect(
      (await call('/api/admin/users/writer', { method: 'PATCH', token: admin, body: { role: 'admin' } })).json.data.role,
    ).toBe('admin');
    expect((await call('/api/admin/users', { token: editor })).status).toBe(200);
    expect(
      (await call('/api/admin/users/writer', { method: 'PATCH', token: admin, body: { role: 'editor' } })).json.data.role,
    ).toBe('editor');
    expectError(await call('/api/admin/users', { token: editor }), 403, 'FORBIDDEN');
  });
});

describe('role admin', () => {
  it('may delete an enquiry', async () => {
    expect((await call(`/api/contact/${enquiryId}`, { method: 'DELETE', token: admin })).json).toEqual({ success: true });
    expectError(await call(`/api/contact/${enquiryId}`, { token: admin }), 404, 'NOT_FOUND');
  });
});

describe('accounts stored before roles, or with a role the API does not know', () => {
  async function storeLegacy(username: string, extra: Record<string, unknown>) {
    const now = new Date().toISOString();
    const record = {
      username,
      name: '旧账号',
      passwordHash: await hashPassword('legacy-password-1'),
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
      ...extra,
    };
    await redis.set(`${prefix}admin:user:${username}`, JSON.stringify(record));
    const res = await call('/api/admin/login', {
      method: 'POST',
      ip: freshIp(),
      body: { username, password: 'legacy-password-1' },
    });
    expect(res.status).toBe(200);
    return res.json.data as { token: string; user: unknown };
  }
  const listed = async (username: string) =>
    (await call('/api/admin/users', { token: admin })).json.data.find((user: { username: string }) => user.username === username);

  it('reads an account without a role as an enabled admin that need not change its password', async () => {
    const { token, user } = await storeLegacy('legacy-none', {});
    expect(user).toMatchObject({ username: 'legacy-none', role: 'admin', disabled: false, mustChangePassword: false });
    expect((await call('/api/admin/users', { token })).status).toBe(200);
    expect(await listed('legacy-none')).toMatchObject({ role: 'admin', disabled: false, mustChangePassword: false });
  });

  it.each([
    ['superuser', 'legacy-superuser'],
    ['Editor', 'legacy-capital'],
    [null, 'legacy-null'],
  ])('reads the unknown role %j as the least privilege (editor), never admin', async (role, username) => {
    const { token, user } = await storeLegacy(username, { role });
    expect(user).toMatchObject({ username, role: 'editor', disabled: false });
    expectError(await call('/api/admin/users', { token }), 403, 'FORBIDDEN');
    expect((await call('/api/admin/news?limit=1', { token })).status).toBe(200);
    expect(await listed(username)).toMatchObject({ role: 'editor' });
  });
});
