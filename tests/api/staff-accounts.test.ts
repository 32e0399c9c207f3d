import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

let admin: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('boss', 'boss-password-1', '主管');
  admin = await login('boss', 'boss-password-1');
});

const signIn = (username: string, password: string) =>
  call('/api/admin/login', { method: 'POST', ip: freshIp(), body: { username, password } });
const createStaffAccount = (body: unknown, headers?: Record<string, string>) =>
  call('/api/admin/users', { method: 'POST', token: admin, body, headers });
const patchUser = (username: string, body: unknown, token = admin) =>
  call(`/api/admin/users/${username}`, { method: 'PATCH', token, body });

describe('POST /api/admin/users and the temporary password', () => {
  it('creates an account whose temporary password works once, only for the password form, until it is changed', async () => {
    const created = await createStaffAccount({ username: ' newbie ', name: '新人', role: 'editor', extra: 'ignored' });
    expect(created.status).toBe(201);
    const { user, temporaryPassword } = created.json.data;
    expect(user).toEqual({
      username: 'newbie',
      name: '新人',
      role: 'editor',
      disabled: false,
      mustChangePassword: true,
      twoFactor: false,
      createdAt: expect.any(String),
    });
    // 24 characters none of which reads as another (no 0/O, 1/l/I, '-'), to read out to a colleague.
    expect(temporaryPassword).toMatch(/^[a-hjkmnp-zA-HJ-NP-Z2-9]{24}$/);
    const stored = (await redis.get<string>(`${prefix}admin:user:newbie`))!;
    expect(stored).not.toContain(temporaryPassword);
    expect(JSON.parse(stored).passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);

    const first = await signIn('newbie', temporaryPassword);
    expect(first.json.data.user).toMatchObject({ username: 'newbie', mustChangePassword: true });
    const token = first.json.data.token;
    for (const [method, path] of [
      ['GET', '/api/admin/news'],
      ['GET', '/api/contact'],
      ['GET', '/api/admin/contact/export'],
      ['POST', '/api/admin/news'],
    ]) {
      expectError(
        await call(path!, { method, token, body: method === 'POST' ? {} : undefined }),
        403,
        'PASSWORD_CHANGE_REQUIRED',
      );
    }
    expect((await call('/api/admin/me', { token })).json.data.mustChangePassword).toBe(true);
    const same = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: temporaryPassword, newPassword: temporaryPassword },
    });
    expectError(same, 400, 'VALIDATION', { newPassword: '新密码不能与当前密码相同' });

    const changed = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: temporaryPassword, newPassword: 'newbie-own-password' },
    });
    expect(changed.json).toEqual({ success: true });
    expectError(await call('/api/admin/me', { token }), 401, 'UNAUTHORIZED');
    expectError(await signIn('newbie', temporaryPassword), 401, 'BAD_CREDENTIALS');
    const after = await signIn('newbie', 'newbie-own-password');
    expect(after.json.data.user.mustChangePassword).toBe(false);
    expect((await call('/api/admin/news', { token: after.json.data.token })).status).toBe(200);
  });

  it('answers 409 CONFLICT for a username already taken, and keeps the account as it was', async () => {
    const res = await createStaffAccount({ username: 'boss', name: '冒名', role: 'editor' }, { 'accept-language': 'en' });
    expectError(res, 409, 'CONFLICT');
    expect(res.json.error).toBe('This username is already taken');
    expect((await call('/api/admin/me', { token: admin })).json.data).toMatchObject({ name: '主管', role: 'admin' });
  });

  it.each([
    [{ username: 'ab', name: '甲', role: 'editor' }, { username: '用户名至少需要 3 个字符' }],
    [{ username: 'x'.repeat(33), name: '甲', role: 'editor' }, { username: '用户名不能超过 32 个字符' }],
    [{ username: 'Upper.Case', name: '甲', role: 'editor' }, { username: '用户名只能包含小写字母、数字、点、下划线和连字符' }],
    [{ username: 'two words', name: '甲', role: 'editor' }, { username: '用户名只能包含小写字母、数字、点、下划线和连字符' }],
    [
      { username: 'valid_name', name: ' ', role: 'owner' },
      { name: '请填写姓名', role: '角色无效' },
    ],
    [{}, { username: '请填写用户名', name: '请填写姓名', role: '请选择角色' }],
  ])('answers 400 VALIDATION to %j', async (body, fields) => {
    expectError(await createStaffAccount(body), 400, 'VALIDATION', fields);
  });
});

describe('PATCH /api/admin/users/{username}', () => {
  it('renames, changes the role, and disabling refuses the existing token at once and every sign-in', async () => {
    await createEditor('helper', 'helper-password-1');
    const token = await login('helper', 'helper-password-1');
    expect((await call('/api/admin/news?limit=1', { token })).status).toBe(200);

    const disabled = await patchUser('helper', { disabled: true });
    expect(disabled.json.data).toMatchObject({ username: 'helper', disabled: true });
    // Issue 19: its holder is told the account is disabled, not that the session expired.
    const news = await call('/api/admin/news?limit=1', { token });
    expectError(news, 403, 'ACCOUNT_DISABLED');
    expect(news.json.error).toBe('账号已停用，请联系管理员');
    const me = await call('/api/admin/me', { token, headers: { 'accept-language': 'en' } });
    expectError(me, 403, 'ACCOUNT_DISABLED');
    expect(me.json.error).toBe('This account is disabled. Please contact an administrator.');
    // Signing in with the right password says so too; a wrong one still learns nothing.
    const refused = await signIn('helper', 'helper-password-1');
    expectError(refused, 403, 'ACCOUNT_DISABLED');
    expect(refused.json.error).toBe('账号已停用，请联系管理员');
    const guessed = await signIn('helper', 'not-the-password');
    expectError(guessed, 401, 'BAD_CREDENTIALS');
    expect(guessed.json.error).toBe('用户名或密码错误');

    const enabled = await patchUser('helper', { disabled: false, role: 'admin', name: '助手' });
    expect(enabled.json.data).toMatchObject({ username: 'helper', name: '助手', role: 'admin', disabled: false });
    // Enabling again does not revive the tokens that disabling ended.
    expectError(await call('/api/admin/me', { token }), 401, 'UNAUTHORIZED');
    const fresh = (await signIn('helper', 'helper-password-1')).json.data.token;
    expect((await call('/api/admin/users', { token: fresh })).status).toBe(200);
  });

  it('refuses to let an admin disable or demote their own account, which stays as it was', async () => {
    expectError(await patchUser('boss', { disabled: true }), 400, 'VALIDATION', { disabled: '不能停用自己的账号' });
    const demote = await call('/api/admin/users/boss', {
      method: 'PATCH',
      token: admin,
      body: { role: 'editor' },
      headers: { 'accept-language': 'en' },
    });
    expectError(demote, 400, 'VALIDATION', { role: 'You cannot remove the admin role from your own account' });
    expect((await call('/api/admin/me', { token: admin })).json.data).toMatchObject({ role: 'admin', disabled: false });
    expect((await patchUser('boss', { name: '总主管', role: 'admin', disabled: false })).json.data.name).toBe('总主管');
  });

  it('answers 404 for an unknown username and 400 for a wrong value', async () => {
    const missing = await patchUser('nobody', { name: '谁' });
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.json.error).toBe('账号不存在');
    expectError(await patchUser('helper', { disabled: 'yes', role: 'owner', name: '' }), 400, 'VALIDATION', {
      disabled: '停用必须是 true 或 false',
      role: '角色无效',
      name: '请填写姓名',
    });
  });
});

describe('POST /api/admin/users/{username}/reset-password', () => {
  it('gives a new temporary password, ends the account tokens and requires a change; logout still works', async () => {
    await createEditor('forgetful', 'forgetful-password-1');
    const before = await login('forgetful', 'forgetful-password-1');
    const res = await call('/api/admin/users/forgetful/reset-password', { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    const { temporaryPassword } = res.json.data;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    expectError(await call('/api/admin/me', { token: before }), 401, 'UNAUTHORIZED');
    expectError(await signIn('forgetful', 'forgetful-password-1'), 401, 'BAD_CREDENTIALS');

    const temporary = await signIn('forgetful', temporaryPassword);
    expect(temporary.json.data.user.mustChangePassword).toBe(true);
    const token = temporary.json.data.token;
    expectError(await call('/api/contact', { token }), 403, 'PASSWORD_CHANGE_REQUIRED');
    expect((await call('/api/admin/logout', { method: 'POST', token })).json).toEqual({ success: true });
    expectError(await call('/api/admin/me', { token }), 401, 'UNAUTHORIZED');
  });

  it('answers 404 for an unknown username', async () => {
    expectError(await call('/api/admin/users/nobody/reset-password', { method: 'POST', token: admin }), 404, 'NOT_FOUND');
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account by username with its sign-in time, never a hash', async () => {
    const res = await call('/api/admin/users', { token: admin });
    const usernames = res.json.data.map((user: { username: string }) => user.username);
    expect(usernames).toEqual([...usernames].sort());
    expect(usernames).toEqual(expect.arrayContaining(['boss', 'forgetful', 'helper', 'newbie']));
    expect(res.json.data.find((user: { username: string }) => user.username === 'boss').lastLoginAt).toEqual(expect.any(String));
    expect(res.text).not.toMatch(/scrypt|passwordHash|tokenVersion/);
  });
});
