import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { clearStore, createAdmin, expectError, freshIp, login, prefix, redis, storedSessionId } from './fixtures.ts';
import { call } from './helpers.ts';

// Issue 19, findings 4 and 5: a privileged write checks its caller in the same
// atomic step as the write; tokens name the account's incarnation and die at 12 hours.
const PASSWORD = 'privileged-password-1';
const accountKey = (username: string) => `${prefix}admin:user:${username}`;
const stored = async (username: string) => {
  const raw = await redis.get<string>(accountKey(username));
  return raw === null ? null : JSON.parse(raw);
};

beforeAll(async () => {
  await clearStore();
  await createAdmin('keeper', PASSWORD, '守门人');
});

async function newEnquiry(): Promise<string> {
  const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '想了解碳核查', consent: true } });
  return res.json.data.id;
}

/** The actor a write names when its token was issued: the account as the session read it. */
async function actorNow(username: string) {
  const account = await stored(username);
  return { username, tokenVersion: account.tokenVersion, incarnation: account.incarnation, role: 'admin' as const };
}

/** What disabling does to the record (PATCH with disabled: true), written behind the write's back. */
async function disableBehindTheScenes(username: string) {
  const account = await stored(username);
  await redis.set(accountKey(username), JSON.stringify({ ...account, disabled: true, tokenVersion: account.tokenVersion + 1 }));
}

describe('a privileged write by an admin disabled after its token was checked', () => {
  // The HTTP guard has passed; the disabling lands before the write: the write's own script refuses it.
  it('lands no account creation, password reset, account change, enquiry change or erasure', async () => {
    const { createStaff, setPassword, updateStaffAccount, ActorRefusedError } = await import('../../store/staff-repository.ts');
    const { deleteEnquiry, updateEnquiry } = await import('../../store/enquiry-repository.ts');
    await createAdmin('fading', PASSWORD);
    await createAdmin('victim', PASSWORD);
    const enquiry = await newEnquiry();
    const actor = await actorNow('fading');
    await disableBehindTheScenes('fading');
    const victimBefore = await stored('victim');
    const enquiryBefore = await redis.get<string>(`${prefix}contact:${enquiry}`);

    const attempts = {
      create: () => createStaff({ username: 'sneaky', name: '偷偷', role: 'admin' }, new Date(), actor),
      reset: () => setPassword('victim', 'reset-by-a-ghost-1', { mustChange: true, now: new Date(), actor }),
      update: () => updateStaffAccount('victim', (account) => ({ ...account, role: 'editor' }), actor),
      note: () => updateEnquiry(enquiry, { note: '不该写入' }, 'fading', new Date(), { ...actor, role: 'editor' }),
      erase: () => deleteEnquiry(enquiry, actor),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const error = await attempt().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, what).toBeInstanceOf(ActorRefusedError);
      expect((error as InstanceType<typeof ActorRefusedError>).reason, what).toBe('disabled');
    }
    expect(await stored('sneaky')).toBeNull();
    expect(await stored('victim')).toEqual(victimBefore);
    expect(await redis.get<string>(`${prefix}contact:${enquiry}`)).toBe(enquiryBefore);
  });

  it('lands nothing either once demoted to editor (403) or signed out everywhere (401)', async () => {
    const { createStaff, ActorRefusedError } = await import('../../store/staff-repository.ts');
    await createAdmin('demoted', PASSWORD);
    const actor = await actorNow('demoted');
    const account = await stored('demoted');
    await redis.set(accountKey('demoted'), JSON.stringify({ ...account, role: 'editor' }));
    await expect(createStaff({ username: 'by-editor', name: '编辑', role: 'admin' }, new Date(), actor)).rejects.toEqual(
      new ActorRefusedError('lacksRole'),
    );
    await redis.set(accountKey('demoted'), JSON.stringify({ ...account, tokenVersion: account.tokenVersion + 1 }));
    await expect(createStaff({ username: 'by-ghost', name: '幽灵', role: 'admin' }, new Date(), actor)).rejects.toEqual(
      new ActorRefusedError('signedOut'),
    );
    expect(await stored('by-editor')).toBeNull();
    expect(await stored('by-ghost')).toBeNull();
  });

  it('answers 403 ACCOUNT_DISABLED over HTTP and changes nothing', async () => {
    await createAdmin('leaving', PASSWORD);
    await createAdmin('colleague', PASSWORD);
    const token = await login('leaving', PASSWORD);
    const keeper = await login('keeper', PASSWORD);
    const enquiry = await newEnquiry();
    expect((await call('/api/admin/users/leaving', { method: 'PATCH', token: keeper, body: { disabled: true } })).status).toBe(
      200,
    );
    const before = await stored('colleague');
    for (const [method, path, body] of [
      ['POST', '/api/admin/users', { username: 'late-hire', name: '迟到', role: 'admin' }],
      ['POST', '/api/admin/users/colleague/reset-password', undefined],
      ['PATCH', '/api/admin/users/colleague', { role: 'editor' }],
      ['PATCH', `/api/contact/${enquiry}`, { note: '停用后' }],
      ['DELETE', `/api/contact/${enquiry}`, undefined],
    ] as const) {
      expectError(await call(path, { method, token, body }), 403, 'ACCOUNT_DISABLED');
    }
    expect(await stored('late-hire')).toBeNull();
    expect(await stored('colleague')).toEqual(before);
    expect((await call(`/api/contact/${enquiry}`, { token: keeper })).json.data.note).toBe('');
  });
});

describe('tokens name the account they were issued for', () => {
  it('a token does not revive when a deleted username is created again', async () => {
    const { upsertStaffAccount } = await import('../../store/staff-repository.ts');
    await upsertStaffAccount({ username: 'phoenix', name: '凤凰', role: 'admin', password: PASSWORD });
    const token = await login('phoenix', PASSWORD);
    expect((await call('/api/admin/users', { token })).status).toBe(200);
    const first = await stored('phoenix');
    await redis.del(accountKey('phoenix'));
    // Created again under the same name: token version 0 again, as the old token says.
    await upsertStaffAccount({ username: 'phoenix', name: '凤凰', role: 'admin', password: PASSWORD });
    const second = await stored('phoenix');
    expect(second.tokenVersion).toBe(first.tokenVersion);
    expect(second.incarnation).not.toBe(first.incarnation);
    expectError(await call('/api/admin/users', { token }), 401, 'UNAUTHORIZED');
    expectError(await call('/api/admin/me', { token }), 401, 'UNAUTHORIZED');
    expect((await call('/api/admin/me', { token: await login('phoenix', PASSWORD) })).status).toBe(200);
  });

  it('a token of an account created in the admin area dies with it too', async () => {
    const keeper = await login('keeper', PASSWORD);
    const create = () =>
      call('/api/admin/users', { method: 'POST', token: keeper, body: { username: 'temp-one', name: '临时', role: 'editor' } });
    const created = await create();
    expect(created.status).toBe(201);
    const token = await login('temp-one', created.json.data.temporaryPassword);
    expect((await call('/api/admin/me', { token })).status).toBe(200);
    await redis.del(accountKey('temp-one'));
    expect((await create()).status).toBe(201);
    expectError(await call('/api/admin/me', { token }), 401, 'UNAUTHORIZED');
  });
});

describe('tokens die 12 hours after they were issued, whatever their expiry says', () => {
  const secret = new TextEncoder().encode(inject('jwtSecret'));
  const now = () => Math.floor(Date.now() / 1000);
  async function tokenIssuedAgo(hours: number) {
    const account = await stored('keeper');
    const sid = await storedSessionId('keeper', account);
    return new SignJWT({ ver: account.tokenVersion, inc: account.incarnation, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('carbon-site')
      .setAudience('carbon-site-admin')
      .setSubject('keeper')
      .setJti(`aged-${hours}-${Math.random()}`)
      .setIssuedAt(now() - hours * 3600)
      .setExpirationTime(now() + 3600)
      .sign(secret);
  }

  it('accepts one issued 11 hours ago and refuses one issued 13 hours ago', async () => {
    expect((await call('/api/admin/me', { token: await tokenIssuedAgo(11) })).status).toBe(200);
    expectError(await call('/api/admin/me', { token: await tokenIssuedAgo(13) }), 401, 'UNAUTHORIZED');
  });

  it('refuses one issued in the future', async () => {
    expectError(await call('/api/admin/me', { token: await tokenIssuedAgo(-1) }), 401, 'UNAUTHORIZED');
  });
});
