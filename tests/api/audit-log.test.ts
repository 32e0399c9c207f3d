import type { Context } from '@netlify/functions';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { clearStore, createAdmin, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

// The API function runs in this process here, so their log lines can be read.
let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = inject('jwtSecret');
  await clearStore();
  await createAdmin('boss', 'boss-password-1', '主管');
  token = await login('boss', 'boss-password-1');
});

afterEach(() => vi.restoreAllMocks());

const context = () => ({ ip: '10.8.8.8', waitUntil: () => {} }) as unknown as Context;
const request = (path: string, method: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the function log', () => {
  it('records every account change and every erased enquiry with who did it, never a password or token', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = (await import('../../netlify/functions/api.mts')).default;

    const created = await (
      await api(request('/api/admin/users', 'POST', { username: 'audited', name: '被 "记录"\n的人', role: 'editor' }), context())
    ).json();
    await api(
      request('/api/admin/users/audited', 'PATCH', { role: 'admin', disabled: true, name: '被 "记录"\n的人' }),
      context(),
    );
    await api(request('/api/admin/users/audited', 'PATCH', { role: 'admin' }), context());
    const resetAnswer = await (await api(request('/api/admin/users/audited/reset-password', 'POST'), context())).json();
    const enquiry = (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '请删除', consent: true } }))
      .json.data.id;
    await api(request(`/api/contact/${enquiry}`, 'DELETE'), context());
    await api(
      request('/api/admin/password', 'POST', { currentPassword: 'boss-password-1', newPassword: 'boss-password-2' }),
      context(),
    );

    const lines = info.mock.calls.map((args) => args.join(' '));
    expect(lines).toEqual([
      '[audit] boss created account audited (role=editor, name="被 \\"记录\\"\\n的人")',
      '[audit] boss updated account audited: role=admin, disabled=true',
      '[audit] boss reset the password of account audited',
      `[audit] boss erased enquiry ${enquiry}`,
      '[audit] boss changed their password',
    ]);
    const log = lines.join('\n');
    for (const secret of [created.data.temporaryPassword, resetAnswer.data.temporaryPassword, 'boss-password', token]) {
      expect(log).not.toContain(secret);
    }
  });
});
