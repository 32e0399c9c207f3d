import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../src/shared/contract.ts';
import { clearStore, createAdmin, login } from './fixtures.ts';
import { call } from './helpers.ts';

// Issue 19: Netlify does not apply netlify.toml's headers to function responses,
// so the API sets its own on every answer, errors included.
const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(EXPECTED)) expect(headers.get(name), name).toBe(value);
}

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('headers-admin', 'headers-admin-password-1');
  token = await login('headers-admin', 'headers-admin-password-1');
});

describe('security headers on every API answer', () => {
  it.each(Object.keys(contract))('%s, without a token', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const res = await call(path.replace(/:[a-z]+/gi, 'some-id'), { method, body: method === 'GET' ? undefined : {} });
    expectSecurityHeaders(res.headers);
  });

  it.each(Object.keys(contract).filter((key) => key.startsWith('GET ')))('%s, signed in', async (key) => {
    const path = key.slice(4).replace(/:[a-z]+/gi, 'some-id');
    const res = await call(path, { token });
    expectSecurityHeaders(res.headers);
  });

  it.each([
    ['404 for an unknown path', () => call('/api/no-such-endpoint'), 404],
    ['405 for another method', () => call('/api/news', { method: 'DELETE' }), 405],
    ['401 without a token', () => call('/api/admin/me'), 401],
    ['400 for a body that is not JSON', () => call('/api/contact', { method: 'POST', body: '{' }), 400],
    ['400 for a field that is not valid', () => call('/api/contact', { method: 'POST', body: { consent: false } }), 400],
    [
      '403 for a foreign write',
      () => call('/api/contact', { method: 'POST', body: {}, headers: { origin: 'https://elsewhere.example' } }),
      403,
    ],
    [
      '415 for another media type',
      () => call('/api/contact', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }),
      415,
    ],
    ['200 for the CSV export', () => call('/api/admin/contact/export', { token }), 200],
  ] as const)('%s', async (_, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });
});
