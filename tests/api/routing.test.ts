import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
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
  ])('sends %s to its own function rather than the /api/* catch-all', async (path, status) => {
    const res = await call(path);
    expect(res.status).toBe(status);
    expect(res.json.error).not.toBe('接口不存在');
  });

  it.each(['/api/admin', '/api/admin/unknown', '/api/news/a/b', '/api/contact/a/b', '/api/admin/login/extra', '/api/admin/users/a/b'])(
    'answers %s with the JSON 404 of the catch-all',
    async (path) => {
      const res = await call(path);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json.error).toBe('接口不存在');
    },
  );

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

  it('excludes every function path from the catch-all, so no router can prefer it', async () => {
    const directory = new URL('../../netlify/functions/', import.meta.url);
    const paths: string[] = [];
    for (const file of (await readdir(directory)).filter((name) => name.endsWith('.mts') && name !== 'api-not-found.mts')) {
      const { config } = await import(new URL(file, directory).href);
      paths.push(...[config.path ?? []].flat());
    }
    const { config: catchAll } = await import('../../netlify/functions/api-not-found.mts');
    expect([catchAll.excludedPath ?? []].flat().sort()).toEqual(paths.sort());
  });

  it('never sends CORS headers', async () => {
    const res = await call('/api/news', { headers: { origin: 'https://elsewhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
