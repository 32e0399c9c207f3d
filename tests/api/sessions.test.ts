import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearStore, createAdmin, createEditor, expectError, freshIp, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

// Sessions (docs/API.md, 'Sessions'): each sign-in is a session with its
// device and address; it ends when ended from another session or by an admin,
// after 30 minutes without a call, and 12 hours after sign-in. Time is moved
// in the store (the session's last activity) and in a token signed with the
// run's secret (its issue time), never by waiting.
const PASSWORD = 'sessions-test-pass';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signIn(username: string, userAgent = CHROME) {
  const res = await call('/api/admin/login', {
    method: 'POST',
    body: { username, password: PASSWORD },
    ip: freshIp(),
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}

const sidOf = (token: string) => decodeJwt(token).sid as string;
const me = (token: string) => call('/api/admin/me', { token });

async function sessionEnds(adminToken: string, username: string) {
  const log = await call(`/api/admin/security-log?account=${username}&kind=sessionsEnded`, { token: adminToken });
  return (log.json.data as { detail?: string; actor: string | null }[]).map((entry) => `${entry.detail}/${entry.actor}`);
}

let adminToken: string;

beforeAll(async () => {
  await clearStore();
  await Promise.all([createAdmin('s-admin', PASSWORD), createEditor('s-editor', PASSWORD), createEditor('s-idle', PASSWORD)]);
  adminToken = await signIn('s-admin');
});

describe('the sessions list', () => {
  it('shows each sign-in with its device and address; one ended from another session stops working', async () => {
    const laptop = await signIn('s-editor', FIREFOX);
    const desktop = await signIn('s-editor', CHROME);
    const listed = await call('/api/admin/sessions', { token: desktop });
    expect(listed.status).toBe(200);
    const sessions = listed.json.data as { id: string; device: string; address: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({ id: sidOf(desktop), device: 'Chrome 131 · Windows 10' });
    expect(sessions.find((session) => !session.current)).toMatchObject({
      id: sidOf(laptop),
      device: 'Firefox 133 · macOS 10.15',
    });
    expect(sessions[0]!.address).toMatch(/^10\.\d+\.\d+\.x$/);

    expect((await call(`/api/admin/sessions/${sidOf(laptop)}`, { method: 'DELETE', token: desktop })).status).toBe(200);
    expectError(await me(laptop), 401, 'SESSION_ENDED');
    expect((await me(desktop)).status).toBe(200);
    // Another account's session cannot be ended from here.
    expectError(await call(`/api/admin/sessions/${sidOf(adminToken)}`, { method: 'DELETE', token: desktop }), 404, 'NOT_FOUND');

    // All others at once.
    const third = await signIn('s-editor');
    expect((await call('/api/admin/sessions/end-others', { method: 'POST', token: desktop })).json.data).toEqual({ ended: 1 });
    expectError(await me(third), 401, 'SESSION_ENDED');
    expect(await sessionEnds(adminToken, 's-editor')).toEqual(['endedOthers/s-editor', 'endedByOwner/s-editor']);
  });

  it('lets an admin end every session of a colleague', async () => {
    const [one, two] = [await signIn('s-editor'), await signIn('s-editor')];
    const ended = await call('/api/admin/users/s-editor/end-sessions', { method: 'POST', token: adminToken });
    expect(ended.json.data.ended).toBeGreaterThanOrEqual(2);
    expectError(await me(one), 401, 'SESSION_ENDED');
    expectError(await me(two), 401, 'SESSION_ENDED');
    expect((await sessionEnds(adminToken, 's-editor'))[0]).toBe('endedByAdmin/s-admin');
  });
});

describe('session limits', () => {
  it('ends a session after 30 minutes without a call, and a call keeps it going', async () => {
    const token = await signIn('s-idle');
    const sessionKey = `${prefix}auth:session:${sidOf(token)}`;
    await redis.hset(sessionKey, { lastActiveAt: String(Date.now() - 29 * 60_000) });
    expect((await me(token)).status).toBe(200);
    expect(Number(await redis.hget(sessionKey, 'lastActiveAt'))).toBeGreaterThan(Date.now() - 60_000);
    await redis.hset(sessionKey, { lastActiveAt: String(Date.now() - 31 * 60_000) });
    expectError(await me(token), 401, 'SESSION_IDLE');
    expectError(await me(token), 401, 'SESSION_ENDED');
    expect(await sessionEnds(adminToken, 's-idle')).toEqual(['idle/null']);
  });

  it('does not count background polls of the admin app (the inbox badge) as activity', async () => {
    const token = await signIn('s-idle');
    const sessionKey = `${prefix}auth:session:${sidOf(token)}`;
    const idleSince = String(Date.now() - 29 * 60_000);
    await redis.hset(sessionKey, { lastActiveAt: idleSince });
    const poll = await call('/api/admin/contact/counts', { token, headers: { 'x-session-activity': 'background' } });
    expect(poll.status).toBe(200);
    expect(await redis.hget(sessionKey, 'lastActiveAt')).toBe(idleSince);
    await redis.hset(sessionKey, { lastActiveAt: String(Date.now() - 31 * 60_000) });
    expectError(
      await call('/api/admin/contact/counts', { token, headers: { 'x-session-activity': 'background' } }),
      401,
      'SESSION_IDLE',
    );
  });

  it('refuses a token 12 hours after sign-in even while its session is active', async () => {
    const token = await signIn('s-idle');
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const aged = await new SignJWT({ ...claims, iat: now - 12 * 3600 - 60, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    expect((await me(token)).status).toBe(200);
    expectError(await me(aged), 401, 'UNAUTHORIZED');
  });
});
