import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { article, clearStore, createAdmin, expectError, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

const PASSWORD = 'correct-password-1';

beforeAll(async () => {
  await clearStore();
  await createAdmin('chief', PASSWORD, '总编');
});

describe('POST /api/admin/login', () => {
  it('returns a token, the user and the expiry eight hours ahead', async () => {
    const before = Date.now();
    const res = await call('/api/admin/login', {
      method: 'POST',
      body: { username: 'chief', password: PASSWORD },
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        token: expect.any(String),
        user: {
          username: 'chief',
          name: '总编',
          role: 'admin',
          disabled: false,
          mustChangePassword: false,
          twoFactor: false,
          createdAt: expect.any(String),
          lastLoginAt: expect.any(String),
        },
        expiresAt: expect.any(String),
      },
    });
    expect(Date.parse(res.json.data.user.lastLoginAt)).toBeGreaterThanOrEqual(before - 1000);
    // Eight hours from the moment the token was issued, somewhere during the call (scrypt is slow on a busy machine).
    const after = Date.now();
    const expiresAt = Date.parse(res.json.data.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + 8 * 3600_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 8 * 3600_000);
    const [header, payload] = res.json.data.token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe('chief');
  });

  it.each([
    ['a wrong password', { username: 'chief', password: 'wrong-password' }],
    ['an unknown username', { username: 'nobody', password: PASSWORD }],
  ])('answers 401 BAD_CREDENTIALS 用户名或密码错误 for %s', async (_, body) => {
    const res = await call('/api/admin/login', { method: 'POST', body, ip: freshIp() });
    expectError(res, 401, 'BAD_CREDENTIALS');
    expect(res.json.error).toBe('用户名或密码错误');
  });

  it('takes about as long for an unknown username as for a wrong password', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await call('/api/admin/login', { method: 'POST', body: { username, password: 'wrong-password' }, ip: freshIp() });
      return performance.now() - started;
    };
    const known = (await time('chief')) + (await time('chief'));
    const unknown = (await time('ghost')) + (await time('ghost'));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('answers 400 VALIDATION naming missing fields', async () => {
    const res = await call('/api/admin/login', { method: 'POST', body: { username: '  ' }, ip: freshIp() });
    expectError(res, 400, 'VALIDATION', { username: '请填写用户名', password: '请填写密码' });
  });

  it('answers 415, 413 and 400 INVALID_JSON for bodies it cannot read', async () => {
    const ip = freshIp();
    expectError(
      await call('/api/admin/login', { method: 'POST', body: 'username=a', headers: { 'content-type': 'text/plain' }, ip }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await call('/api/admin/login', { method: 'POST', body: { username: 'x'.repeat(5000), password: 'p' }, ip }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(await call('/api/admin/login', { method: 'POST', body: '{"username":', ip }), 400, 'INVALID_JSON');
    expectError(await call('/api/admin/login', { method: 'POST', body: '["chief"]', ip }), 400, 'INVALID_JSON');
  });

  it('refuses a sixth attempt after five failures with 429 and Retry-After, even with the right password', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await call('/api/admin/login', { method: 'POST', body: { username: 'chief', password: 'wrong-password' }, ip });
      expectError(res, 401, 'BAD_CREDENTIALS');
    }
    const blocked = await call('/api/admin/login', { method: 'POST', body: { username: 'chief', password: PASSWORD }, ip });
    expectError(blocked, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address is not affected.
    expect(
      (await call('/api/admin/login', { method: 'POST', body: { username: 'chief', password: PASSWORD }, ip: freshIp() })).status,
    ).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = freshIp();
    const attempt = (password: string) => call('/api/admin/login', { method: 'POST', body: { username: 'chief', password }, ip });
    for (let i = 0; i < 4; i++) await attempt('wrong-password');
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });
});

describe('admin calls without a valid token', () => {
  const secret = new TextEncoder().encode(inject('jwtSecret'));
  const claims = () =>
    new SignJWT({ ver: 0 })
      .setIssuer('carbon-site')
      .setAudience('carbon-site-admin')
      .setSubject('chief')
      .setJti(`t-${Math.random()}`)
      .setIssuedAt();

  async function forged(): Promise<Record<string, string | undefined>> {
    const valid = await login('chief', PASSWORD);
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    return {
      'no token': undefined,
      'a malformed token': 'not-a-jwt',
      'a tampered signature': `${header}.${payload}.${flipped}`,
      'a tampered payload': `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'other' })).toString('base64url')}.${signature}`,
      'another secret': await claims()
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(64))),
      'alg none': `${noneHeader}.${payload}.`,
      'an expired token': await claims()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(secret),
      'the wrong audience': await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('carbon-site')
        .setAudience('someone-else')
        .setSubject('chief')
        .setJti('x')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret),
    };
  }

  it('answers 401 UNAUTHORIZED to every admin route and changes nothing', async () => {
    const tokens = await forged();
    const good = await login('chief', PASSWORD);
    const before = (await call('/api/admin/news?limit=1', { token: good })).json.data.statistics.total;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/news'],
      ['POST', '/api/admin/news', article()],
      ['GET', '/api/admin/news/some-id'],
      ['PUT', '/api/admin/news/some-id', article()],
      ['DELETE', '/api/admin/news/some-id'],
      ['GET', '/api/contact'],
      ['GET', '/api/contact/some-id'],
      ['PATCH', '/api/contact/some-id', { status: '已处理' }],
      ['DELETE', '/api/contact/some-id'],
      ['GET', '/api/admin/contact/export'],
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { username: 'intruder', name: 'X', role: 'admin' }],
      ['PATCH', '/api/admin/users/chief', { disabled: true }],
      ['POST', '/api/admin/users/chief/reset-password'],
      ['POST', '/api/admin/logout'],
      ['POST', '/api/admin/password', { currentPassword: PASSWORD, newPassword: 'another-password-2' }],
    ];
    for (const [label, token] of Object.entries(tokens)) {
      for (const [method, path, body] of routes) {
        const res = await call(path, { method, body, token });
        expect({ label, method, path, status: res.status, code: res.json?.code }).toEqual({
          label,
          method,
          path,
          status: 401,
          code: 'UNAUTHORIZED',
        });
      }
    }
    expect((await call('/api/admin/news?limit=1', { token: good })).json.data.statistics.total).toBe(before);
    // The password did not change.
    expect(
      (await call('/api/admin/login', { method: 'POST', body: { username: 'chief', password: PASSWORD }, ip: freshIp() })).status,
    ).toBe(200);
  });

  it('refuses a token sent with another scheme than Bearer', async () => {
    const token = await login('chief', PASSWORD);
    const res = await call('/api/admin/news', { headers: { authorization: `Basic ${token}` } });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the presented token at once and leaves other sessions alone', async () => {
    const token = await login('chief', PASSWORD);
    const other = await login('chief', PASSWORD);
    const res = await call('/api/admin/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expectError(await call('/api/admin/news', { token }), 401, 'UNAUTHORIZED');
    expectError(await call('/api/admin/logout', { method: 'POST', token }), 401, 'UNAUTHORIZED');
    expect((await call('/api/admin/news?limit=1', { token: other })).status).toBe(200);
  });
});

describe('POST /api/admin/password', () => {
  it('answers 400 VALIDATION on currentPassword when it is wrong, and changes nothing', async () => {
    const token = await login('chief', PASSWORD);
    const res = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'not-it-at-all', newPassword: 'brand-new-password' },
    });
    expectError(res, 400, 'VALIDATION', { currentPassword: '当前密码不正确' });
    expect((await call('/api/admin/news?limit=1', { token })).status).toBe(200);
  });

  it('answers 400 VALIDATION for a new password under 12 or over 200 characters', async () => {
    const token = await login('chief', PASSWORD);
    const short = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: PASSWORD, newPassword: 'eleven-char' },
    });
    expectError(short, 400, 'VALIDATION', { newPassword: '新密码至少需要 12 个字符' });
    const long = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: PASSWORD, newPassword: 'x'.repeat(201) },
    });
    expectError(long, 400, 'VALIDATION', { newPassword: '新密码不能超过 200 个字符' });
  });

  it('changes the password and ends every session issued before', async () => {
    await createAdmin('deputy', 'deputy-password-1');
    const token = await login('deputy', 'deputy-password-1');
    const other = await login('deputy', 'deputy-password-1');
    const res = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: 'deputy-password-1', newPassword: '  新的密码-emoji-🌱  ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expectError(await call('/api/admin/news', { token }), 401, 'UNAUTHORIZED');
    expectError(await call('/api/admin/news', { token: other }), 401, 'UNAUTHORIZED');
    expectError(
      await call('/api/admin/login', {
        method: 'POST',
        body: { username: 'deputy', password: 'deputy-password-1' },
        ip: freshIp(),
      }),
      401,
      'BAD_CREDENTIALS',
    );
    // Used exactly as typed (issue 19): the spaces are part of it.
    expectError(
      await call('/api/admin/login', {
        method: 'POST',
        body: { username: 'deputy', password: '新的密码-emoji-🌱' },
        ip: freshIp(),
      }),
      401,
      'BAD_CREDENTIALS',
    );
    const fresh = await login('deputy', '  新的密码-emoji-🌱  ');
    expect((await call('/api/admin/news?limit=1', { token: fresh })).status).toBe(200);
  });

  // Issue 19: common passwords and ones made of the account's or the site's name are refused, saying why.
  it.each([
    ['zh-CN', 'passwordpassword', '这个密码出现在已泄露的常见密码列表中，很容易被猜到，请换一个'],
    [
      'en',
      'Qwertyuiopasdfgh',
      'This password is on a list of common leaked passwords and is easy to guess; please choose another',
    ],
    ['zh-CN', 'chiefchiefchief', '密码不能主要由用户名、姓名或网站名称组成，请换一个'],
    [
      'en',
      'Chief-2025-chief!',
      'The password must not be made mostly of your username, your name or the site’s name; please choose another',
    ],
    ['zh-CN', '碳中和综合服务中心2025', '密码不能主要由用户名、姓名或网站名称组成，请换一个'],
  ])('refuses, in %s, the new password %s', async (language, newPassword, message) => {
    const token = await login('chief', PASSWORD);
    const res = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: PASSWORD, newPassword },
      headers: { 'accept-language': language },
    });
    expectError(res, 400, 'VALIDATION', { newPassword: message });
    expect((await call('/api/admin/me', { token })).status).toBe(200);
  });

  it('signs in with the username trimmed and lower-cased, the password as typed', async () => {
    const res = await call('/api/admin/login', {
      method: 'POST',
      body: { username: '  CHIEF ', password: PASSWORD },
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user.username).toBe('chief');
    const spaced = await call('/api/admin/login', {
      method: 'POST',
      body: { username: 'chief', password: ` ${PASSWORD}` },
      ip: freshIp(),
    });
    expectError(spaced, 401, 'BAD_CREDENTIALS');
  });

  it('checks the current password as typed: surrounding spaces make it wrong', async () => {
    const token = await login('chief', PASSWORD);
    const res = await call('/api/admin/password', {
      method: 'POST',
      token,
      body: { currentPassword: ` ${PASSWORD} `, newPassword: 'a-fresh-passphrase-7' },
    });
    expectError(res, 400, 'VALIDATION', { currentPassword: '当前密码不正确' });
  });
});
