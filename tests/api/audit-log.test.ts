import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { clearStore, createAdmin, login } from './fixtures.ts';
import { restartRedis, stopRedis } from './store-control.ts';

// The security log replaced the function log's [audit] lines (docs/API.md,
// 'Security log'): account changes write none, and recording with the store
// unreachable is logged, never thrown. The API function runs in this process here.
let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = inject('jwtSecret');
  await clearStore();
  await createAdmin('boss', 'boss-password-1', '主管');
  token = await login('boss', 'boss-password-1');
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => restartRedis());

const context = () => ({ ip: '10.8.8.8', waitUntil: () => {} }) as unknown as Context;
const request = (path: string, method: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the function log', () => {
  it('says nothing of account changes: they are in the security log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = (await import('../../netlify/functions/api.mts')).default;
    const created = await api(
      request('/api/admin/users', 'POST', { username: 'audited', name: '被记录的人', role: 'editor' }),
      context(),
    );
    expect(created.status).toBe(201);
    await api(request('/api/admin/users/audited/reset-password', 'POST'), context());
    expect(info.mock.calls.filter((args) => String(args[0]).startsWith('[audit]'))).toEqual([]);
    const log = await api(request('/api/admin/security-log?account=audited', 'GET'), context());
    const kinds = ((await log.json()).data as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds).toEqual(['sessionsEnded', 'passwordReset', 'accountCreated']);
  });

  it('gets a line when the store cannot be reached while recording, and the caller goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { recordSecurity } = await import('../../netlify/lib/security-log.ts');
    await stopRedis();
    try {
      await expect(recordSecurity(context(), { kind: 'signOut', subject: 'boss', actor: 'boss' })).resolves.toBeUndefined();
    } finally {
      await restartRedis();
    }
    const lines = error.mock.calls.map((args) => args.map(String).join(' '));
    expect(lines.some((line) => line.startsWith('[security-log] not recorded (signOut/success boss)'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
  });
});
