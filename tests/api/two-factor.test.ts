import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, createEditor, expectError, freshIp, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

// Two-factor sign-in (docs/API.md, 'Two-factor sign-in') against the real store
// at the production scrypt cost (every sign-in is a real one). Codes are made by
// `otpauth` from the secret the set-up answers, for the step they are meant for.
const PASSWORD = 'two-factor-test-pass';

const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const passwordStep = (username: string, ip = freshIp()) =>
  call('/api/admin/login', { method: 'POST', body: { username, password: PASSWORD }, ip });
const codeStep = (challenge: string, code: string, ip = freshIp()) =>
  call('/api/admin/login/code', { method: 'POST', body: { challenge, code }, ip });

/** Sets up and confirms two-factor for the token's account: its secret and recovery codes. */
async function turnOn(token: string) {
  const setup = await call('/api/admin/two-factor/setup', { method: 'POST', token });
  expect(setup.status).toBe(200);
  expect(setup.json.data.qrCode).toMatch(/^data:image\/png;base64,/);
  const { secret } = setup.json.data;
  const enabled = await call('/api/admin/two-factor/enable', { method: 'POST', token, body: { code: codeFor(secret) } });
  expect(enabled.status).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.json.data.recoveryCodes as string[] };
}

async function kindsOf(adminToken: string, account: string) {
  const log = await call(`/api/admin/security-log?account=${account}`, { token: adminToken });
  return (log.json.data as { kind: string; outcome: string; detail?: string }[]).map(
    (entry) => `${entry.kind}/${entry.outcome}${entry.detail ? `/${entry.detail}` : ''}`,
  );
}

let adminToken: string;

beforeAll(async () => {
  await clearStore();
  await Promise.all([createAdmin('tf-admin', PASSWORD, '安全主管'), createEditor('tf-editor', PASSWORD)]);
  adminToken = await login('tf-admin', PASSWORD);
});

describe('two-factor sign-in', () => {
  it('takes a valid code once, refuses a wrong or replayed one, each recovery code once, and throttles guesses', async () => {
    await createEditor('tf-user', PASSWORD);
    const { secret, recoveryCodes } = await turnOn(await login('tf-user', PASSWORD));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored sealed (AES-256-GCM) and hashed: neither the secret nor a recovery code in clear.
    const stored = (await redis.get<string>(`${prefix}admin:user:tf-user`))!;
    expect(JSON.parse(stored).twoFactor.secret).toMatch(/^v1\./);
    for (const clear of [secret, ...recoveryCodes]) expect(stored).not.toContain(clear);

    // The password step answers with a challenge, not a session.
    const first = await passwordStep('tf-user');
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ twoFactor: true, challenge: expect.any(String) });
    expect(first.json.data.token).toBeUndefined();
    const challenge = first.json.data.challenge as string;

    const wrong = String((Number(codeFor(secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    expectError(await codeStep(challenge, wrong), 400, 'VALIDATION', { code: expect.any(String) });
    const next = codeFor(secret, 1);
    const signedIn = await codeStep(challenge, next);
    expect(signedIn.status).toBe(200);
    expect((await call('/api/admin/me', { token: signedIn.json.data.token })).status).toBe(200);
    // The challenge served its sign-in.
    expectError(await codeStep(challenge, next), 401, 'UNAUTHORIZED');

    // The same code, within its window, with a fresh password step: refused.
    const again = (await passwordStep('tf-user')).json.data.challenge;
    expectError(await codeStep(again, next), 400, 'VALIDATION');
    // A recovery code (typed with capitals and spaces) works once.
    const recovery = recoveryCodes[0]!;
    expect((await codeStep(again, ` ${recovery.toUpperCase()} `)).status).toBe(200);
    const third = (await passwordStep('tf-user')).json.data.challenge;
    expectError(await codeStep(third, recovery), 400, 'VALIDATION');

    // Guessing is throttled like a password: five codes from one address, then 429 unchecked.
    const ip = freshIp();
    for (let guess = 0; guess < 5; guess++) expectError(await codeStep(third, '000000', ip), 400, 'VALIDATION');
    const throttled = await codeStep(third, codeFor(secret, 2), ip);
    expectError(throttled, 429, 'RATE_LIMITED');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(await kindsOf(adminToken, 'tf-user')).toEqual(
      expect.arrayContaining([
        'signIn/success/totp',
        'signIn/success/recoveryCode',
        'signIn/wrongCode',
        'signIn/throttled',
        'twoFactorEnabled/success',
      ]),
    );
  });

  it('is turned off only with the password and a current code', async () => {
    await createEditor('tf-off', PASSWORD);
    const token = await login('tf-off', PASSWORD);
    const { recoveryCodes } = await turnOn(token);
    const disable = (password: string, code: string) =>
      call('/api/admin/two-factor/disable', { method: 'POST', token, body: { password, code }, ip: freshIp() });
    expectError(await disable('not-the-password!', recoveryCodes[0]!), 400, 'VALIDATION', { password: expect.any(String) });
    expectError(await disable(PASSWORD, '000000'), 400, 'VALIDATION', { code: expect.any(String) });
    expect((await disable(PASSWORD, recoveryCodes[0]!)).status).toBe(200);
    // Off: the password alone signs in again.
    expect((await passwordStep('tf-off')).json.data.token).toEqual(expect.any(String));
    expect(await kindsOf(adminToken, 'tf-off')).toContain('twoFactorDisabled/success');
  });
});

describe('two-factor required of every staff account', () => {
  it('lets an account without it only set it up after its password', async () => {
    const require = () =>
      call('/api/admin/security-settings', { method: 'PUT', token: adminToken, body: { requireTwoFactor: true } });
    // Not before the admin's own account has it.
    expectError(await require(), 409, 'CONFLICT');
    await turnOn(adminToken);
    const required = await call('/api/admin/security-settings', {
      method: 'PUT',
      token: adminToken,
      body: { requireTwoFactor: true },
    });
    expect(required.json.data).toEqual({ requireTwoFactor: true });
    try {
      const signedIn = await passwordStep('tf-editor');
      expect(signedIn.json.data.user.mustSetUpTwoFactor).toBe(true);
      const token = signedIn.json.data.token as string;
      expectError(await call('/api/contact', { token }), 403, 'TWO_FACTOR_REQUIRED');
      await turnOn(token);
      expect((await call('/api/contact', { token })).status).toBe(200);
      expect((await call('/api/admin/me', { token })).json.data).toMatchObject({ twoFactor: true });
    } finally {
      await call('/api/admin/security-settings', { method: 'PUT', token: adminToken, body: { requireTwoFactor: false } });
    }
    expect(await kindsOf(adminToken, 'tf-admin')).toContain('twoFactorPolicyChanged/success/required');
  });
});

describe('an admin resetting a colleague’s two-factor', () => {
  it('turns it off, is logged, and the colleague is told once who did it and when', async () => {
    await createEditor('tf-lost', PASSWORD);
    await turnOn(await login('tf-lost', PASSWORD));
    expect((await call('/api/admin/users/tf-lost/reset-two-factor', { method: 'POST', token: adminToken })).status).toBe(200);

    const after = await passwordStep('tf-lost');
    expect(after.json.data.user).toMatchObject({
      twoFactor: false,
      twoFactorResetBy: { name: '安全主管', at: expect.any(String) },
    });
    expect((await passwordStep('tf-lost')).json.data.user.twoFactorResetBy).toBeUndefined();
    expect(await kindsOf(adminToken, 'tf-lost')).toContain('twoFactorReset/success');
  });
});

describe('who may call the new endpoints', () => {
  it('refuses editors the admin-only ones and everyone signed out', async () => {
    await createEditor('tf-plain', PASSWORD);
    const token = await login('tf-plain', PASSWORD);
    for (const [method, path] of [
      ['GET', '/api/admin/security-settings'],
      ['POST', '/api/admin/users/tf-admin/reset-two-factor'],
      ['POST', '/api/admin/users/tf-admin/end-sessions'],
    ] as const) {
      expectError(await call(path, { method, token }), 403, 'FORBIDDEN');
      expectError(await call(path, { method }), 401, 'UNAUTHORIZED');
    }
    for (const path of ['/api/admin/two-factor', '/api/admin/sessions']) expectError(await call(path), 401, 'UNAUTHORIZED');
  });
});
