import type { Context } from '@netlify/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './fixtures.ts';

// The functions read JWT_SECRET when loaded, so each case loads them afresh
// in this process with the secret it needs.
async function loadWithSecret(secret: string | undefined) {
  vi.resetModules();
  if (secret === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = secret;
  return {
    login: (await import('../../netlify/functions/api.mts')).default,
    news: (await import('../../netlify/functions/api.mts')).default,
  };
}

const context = { ip: '10.9.9.9', params: {}, waitUntil: () => {} } as unknown as Context;
const loginRequest = () =>
  new Request('http://localhost/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anyone', password: 'whatever-password' }),
  });

afterEach(() => vi.restoreAllMocks());

describe('admin functions without a usable JWT_SECRET', () => {
  it.each([
    ['missing', undefined],
    ['too short', 'short-secret'],
  ])('refuse to serve when the secret is %s, with a clear log line', async (_, secret) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { login, news } = await loadWithSecret(secret);
    for (const response of [
      await login(loginRequest(), context),
      await news(new Request('http://localhost/api/admin/news', { headers: { authorization: 'Bearer x.y.z' } }), context),
    ]) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, error: '服务器内部错误', code: 'INTERNAL' });
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining('JWT_SECRET is missing or shorter than 32 characters'));
  });
});
