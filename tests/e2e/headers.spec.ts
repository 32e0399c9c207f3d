// The security and cache headers, read from the served responses (netlify.toml
// and the functions' own answers), for every kind of page and API answer.
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PAGE_TYPES } from './site.ts';

const EVERY_RESPONSE = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectPageHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  expect(headers, path).toMatchObject(EVERY_RESPONSE);
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, path).toMatch(/^\s*script-src 'self'/);
  expect(scriptSrc, path).not.toContain('unsafe-inline');
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
    expect(csp, path).toContain(directive);
  }
  // Restrictive: every powerful feature the site does not use is switched off.
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(headers['permissions-policy'], path).toContain(`${feature}=()`);
  }
}

test('every kind of public page, in both languages, carries the security headers', async ({ request }) => {
  for (const { path, status } of PAGE_TYPES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expectPageHeaders(response, path);
  }
});

test('admin pages are never stored by a cache and never indexed', async ({ request }) => {
  for (const path of ['/admin', '/admin/', '/admin/login', '/admin/news/edit/some-id', '/admin/no-such-screen']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectPageHeaders(response, path);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('every admin API answer, success or refusal, says no-store', async ({ request, adminToken: token }) => {
  const signedIn = { Authorization: `Bearer ${token}` };
  const answers = [
    await request.post('/api/admin/login', { data: { username: 'nobody', password: 'wrong-password' } }),
    await request.get('/api/admin/me'),
    await request.get('/api/admin/me', { headers: signedIn }),
    await request.get('/api/admin/news?limit=1', { headers: signedIn }),
    await request.get('/api/admin/news/no-such-article', { headers: signedIn }),
    await request.get('/api/admin/users', { headers: signedIn }),
    await request.get('/api/contact?limit=1', { headers: signedIn }),
    await request.get('/api/admin/contact/export', { headers: signedIn }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([401, 401, 200, 200, 404, 200, 200, 200]);
  for (const answer of answers) expect(answer.headers()['cache-control'], answer.url()).toBe('no-store');
});

test('hashed assets are cached for a year; pages are revalidated', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control'] ?? '').not.toContain('immutable');
  const assets = [...(await home.text()).matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of new Set(assets)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
});
