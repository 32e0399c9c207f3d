import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contract } from '../../src/shared/contract.ts';
import { expectError } from './fixtures.ts';
import { call } from './helpers.ts';

describe('routing under /api', () => {
  it.each([
    ['/api/news', 200],
    ['/api/news/unknown-id', 404],
    ['/api/admin/news', 401],
    ['/api/admin/news/unknown-id', 401],
    ['/api/contact', 401],
    ['/api/admin/contact/export', 401],
    ['/api/admin/me', 401],
    ['/api/admin/users', 401],
  ])('sends %s to its own function rather than the JSON 404', async (path, status) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    expect(res.json.error).not.toBe('接口不存在');
  });

  it.each([
    '/api/admin',
    '/api/admin/unknown',
    '/api/news/a/b',
    '/api/contact/a/b',
    '/api/admin/login/extra',
    '/api/admin/users/a/b',
  ])('answers %s with the JSON 404', async (path) => {
    const res = await call(path);
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe('接口不存在');
  });

  it.each([
    ['GET', '/api/admin/login', 'POST'],
    ['GET', '/api/admin/logout', 'POST'],
    ['PUT', '/api/admin/password', 'POST'],
    ['POST', '/api/admin/contact/export', 'GET'],
    ['DELETE', '/api/news', 'GET'],
    ['PATCH', '/api/news/some-id', 'GET'],
    ['POST', '/api/admin/me', 'GET'],
    ['GET', '/api/admin/users/someone', 'PATCH'],
    ['GET', '/api/admin/users/someone/reset-password', 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await call(path, { method });
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe(allow);
  });

  it.each(Object.keys(contract))('routes %s to its handler, not the JSON 404', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const res = await call(path.replace(/:[a-z]+/gi, 'some-id'), { method, body: method === 'GET' ? undefined : {} });
    expect(res.json?.error).not.toBe('接口不存在');
    expect(res.status).not.toBe(405);
  });

  it('documents every endpoint of the contract in docs/API.md', async () => {
    const doc = await readFile(new URL('../../docs/API.md', import.meta.url), 'utf8');
    const missing = Object.keys(contract).filter((key) => !doc.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });

  it('never sends CORS headers', async () => {
    const res = await call('/api/news', { headers: { origin: 'https://elsewhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
