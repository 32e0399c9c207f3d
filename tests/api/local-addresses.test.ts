// The preview answers at any address it listens on, as Netlify answers at any of
// the site's domains: functions get the URL the browser asked for, so a page
// opened at 127.0.0.1 may send an enquiry and sign in as one opened at localhost.
// And it answers methods as Netlify does (405 with Allow, never 500).
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, freshIp } from './fixtures.ts';
import { apiUrl } from './helpers.ts';

const port = new URL(apiUrl).port;
const ADDRESSES = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

beforeAll(async () => {
  await clearStore();
  await createAdmin('anywhere', 'anywhere-password-1');
});

/** A write as the page at `origin` sends it: to its own origin, with its Origin header. */
function postFrom(origin: string, path: string, body: unknown) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(body),
  });
}

describe.each(ADDRESSES)('the preview opened at %s', (origin) => {
  it('takes an enquiry', async () => {
    const res = await postFrom(origin, '/api/contact', { name: '本机访客', message: `从 ${origin} 留言`, consent: true });
    expect(res.status).toBe(201);
  });

  it('signs staff in', async () => {
    const res = await postFrom(origin, '/api/admin/login', { username: 'anywhere', password: 'anywhere-password-1' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.token).toEqual(expect.any(String));
  });
});

describe('methods on pages and files', () => {
  it.each(['PUT', 'DELETE', 'PROPFIND', 'POST'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    for (const path of ['/about/', '/favicon.svg', '/no-such-page']) {
      const res = await fetch(`${apiUrl}${path}`, { method });
      expect({ path, status: res.status, allow: res.headers.get('allow') }).toEqual({ path, status: 405, allow: 'GET, HEAD' });
    }
  });

  it('answers TRACE with 405, on a page and on the API alike', async () => {
    for (const path of ['/about/', '/api/health']) {
      // fetch refuses to send TRACE: a raw request, as a scanner sends it.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const sent = request(`${apiUrl}${path}`, { method: 'TRACE' }, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        sent.on('error', reject);
        sent.end();
      });
      expect({ path, status }).toEqual({ path, status: 405 });
    }
  });
});
