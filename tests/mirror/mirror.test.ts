// The mainland mirror answers as the Netlify site does (docs/DEPLOY.md, section
// 10): the same pages, statuses and headers, compressed; and through it the API
// sees the real visitor, accepts the mirror's origin and refuses any other.
import { gunzipSync } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_ADMINS } from '../../scripts/lib/e2e-accounts.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { rawGet } from '../raw-get.ts';

const mirrorUrl = inject('mirrorUrl');
const previewUrl = inject('previewUrl');
const CDN_VISITOR_HEADER = 'X-Cdn-Visitor-Ip';

const ASSETS = join(repoRoot, 'dist', '_astro');
/** The largest built asset of a kind (a tiny one is sent as it is: not worth compressing). */
const asset = (extension: string) =>
  `/_astro/${
    readdirSync(ASSETS)
      .filter((name) => name.endsWith(extension))
      .sort((a, b) => statSync(join(ASSETS, b)).size - statSync(join(ASSETS, a)).size)[0]
  }`;

/** One page of each type, in both languages where it has two. */
const PAGES = [
  '/',
  '/en/',
  '/about/',
  '/en/about/',
  '/product-service/carbon-consulting/',
  '/en/product-service/carbon-consulting/',
  '/success-cases/1/',
  '/en/success-cases/1/',
  '/news-center/',
  '/en/news-center/',
  '/news-detail/seed-ets-expansion/',
  '/en/news-detail/seed-ets-expansion/',
  '/privacy/',
  '/en/privacy/',
  '/admin/',
  '/admin/login',
  '/robots.txt',
  '/sitemap-index.xml',
  '/rss.xml',
  '/favicon.svg',
  // A share card (og:image), drawn by the build.
  '/og/en/about.png',
  asset('.css'),
  asset('.js'),
];

const NOT_FOUND = [
  '/product-service/no-such-service',
  '/en/product-service/no-such-service',
  '/success-cases/99',
  '/en/success-cases/99',
  '/en/no-such-page',
  '/no-such-page',
  '/news-detail/no-such-article',
  '/en/news-detail/no-such-article',
];

/** The headers a visitor's browser acts on (the rest, Date or ETag, differ between any two servers). */
const COMPARED = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
];

async function both(path: string) {
  const [mirror, preview] = await Promise.all([fetch(mirrorUrl + path), fetch(previewUrl + path)]);
  const pick = (res: Response) => Object.fromEntries(COMPARED.map((name) => [name, res.headers.get(name)]));
  return {
    mirror: { status: mirror.status, headers: pick(mirror), body: await mirror.text() },
    preview: { status: preview.status, headers: pick(preview), body: await preview.text() },
  };
}

describe('pages through the mirror', () => {
  it.each(PAGES)('%s: 200 with the headers and body of the preview', async (path) => {
    const { mirror, preview } = await both(path);
    expect(preview.status).toBe(200);
    expect(mirror.status).toBe(200);
    expect(mirror.headers).toEqual(preview.headers);
    expect(mirror.body).toBe(preview.body);
  });

  it.each(NOT_FOUND)('%s: 404 with the page and headers of the preview', async (path) => {
    const { mirror, preview } = await both(path);
    expect(preview.status).toBe(404);
    expect(mirror.status).toBe(404);
    expect(mirror.headers).toEqual(preview.headers);
    expect(mirror.body).toBe(preview.body);
  });

  // Issue 22: a folder without its slash moves to the canonical form, as on Netlify.
  it('redirects /about and /en/about?x=1 to their slash form with 301, as the preview does', async () => {
    for (const [path, location] of [
      ['/about', '/about/'],
      ['/en/about?x=1', '/en/about/?x=1'],
    ]) {
      for (const url of [mirrorUrl, previewUrl]) {
        const res = await fetch(url + path, { redirect: 'manual' });
        expect({ url, path, status: res.status, location: res.headers.get('location') }).toEqual({
          url,
          path,
          status: 301,
          location,
        });
      }
    }
  });

  it('compresses pages, scripts and stylesheets with gzip', async () => {
    for (const path of ['/about/', asset('.js'), asset('.css')]) {
      const compressed = await rawGet(mirrorUrl + path, 'gzip');
      expect({ path, encoding: compressed.headers['content-encoding'] }).toEqual({ path, encoding: 'gzip' });
      expect(gunzipSync(compressed.body).toString()).toBe(await (await fetch(previewUrl + path)).text());
    }
  });

  it('answers writes to pages with 405 and Allow, as the preview does', async () => {
    for (const url of [mirrorUrl, previewUrl]) {
      const res = await fetch(`${url}/about/`, { method: 'PUT' });
      expect({ url, status: res.status, allow: res.headers.get('allow') }).toEqual({ url, status: 405, allow: 'GET, HEAD' });
    }
  });
});

let visitorSequence = 0;
/** A mainland visitor the CDN names (203.0.113.0/24 documentation addresses, one per call). */
const newVisitor = () => `203.0.113.${10 + visitorSequence++}`;

/** A call to the mirror's API from one of its pages, as the CDN passes it on. */
async function viaMirror(
  path: string,
  init: { method?: string; body?: unknown; token?: string; visitor?: string; origin?: string },
) {
  const headers: Record<string, string> = { origin: init.origin ?? mirrorUrl, 'content-type': 'application/json' };
  if (init.visitor) headers[CDN_VISITOR_HEADER] = init.visitor;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(mirrorUrl + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, headers: res.headers, json: await res.json().catch(() => undefined) };
}

const enquiry = (message: string) => ({ name: '大陆访客', company: '镜像测试', contact: '13800000000', message, consent: true });
const signIn = (visitor: string) =>
  viaMirror('/api/admin/login', {
    method: 'POST',
    visitor,
    body: { username: E2E_ADMINS.sharedAdmin.username, password: E2E_ADMIN_PASSWORD },
  });

describe('the API through the mirror', () => {
  it('stores an enquiry sent from the mirror, and counts its rate limit per visitor, not per proxy', async () => {
    const visitor = newVisitor();
    const first = await viaMirror('/api/contact', { method: 'POST', visitor, body: enquiry('经镜像提交的留言') });
    expect(first.status).toBe(201);
    const token = (await signIn(newVisitor())).json.data.token;
    const inbox = await viaMirror('/api/contact?search=经镜像提交的留言', { token });
    expect(inbox.json.data.map((item: { id: string }) => item.id)).toContain(first.json.data.id);

    // The limit (5 in ten minutes) runs out for this visitor only.
    const statuses = [];
    for (let sent = 1; sent <= 5; sent++) {
      statuses.push(
        (await viaMirror('/api/contact', { method: 'POST', visitor, body: enquiry(`第 ${sent} 条追加留言`) })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const another = await viaMirror('/api/contact', { method: 'POST', visitor: newVisitor(), body: enquiry('另一位访客') });
    expect(another.status).toBe(201);
  });

  it('ignores a client-IP header that comes without the secret: the sender is counted by its own address', async () => {
    const limited = newVisitor();
    for (let sent = 0; sent < 5; sent++)
      await viaMirror('/api/contact', { method: 'POST', visitor: limited, body: enquiry('用完限额') });
    expect((await viaMirror('/api/contact', { method: 'POST', visitor: limited, body: enquiry('超限') })).status).toBe(429);
    // Straight to the Netlify side, naming the limited visitor, without (or with a wrong) secret: not that visitor.
    for (const secret of [undefined, 'not-the-secret']) {
      const res = await fetch(`${previewUrl}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-mirror-visitor-ip': limited,
          'x-forwarded-for': limited,
          ...(secret ? { 'x-trusted-proxy-secret': secret } : {}),
        },
        body: JSON.stringify(enquiry('伪造地址')),
      });
      expect(res.status).toBe(201);
    }
  });

  it('signs staff in, records the visitor in the security log, and saves an article', async () => {
    const visitor = '198.51.100.23';
    const login = await signIn(visitor);
    expect(login.status).toBe(200);
    const token = login.json.data.token;
    const log = await viaMirror(`/api/admin/security-log?account=${E2E_ADMINS.sharedAdmin.username}&kind=signIn`, { token });
    expect(log.json.data[0]).toMatchObject({ subject: E2E_ADMINS.sharedAdmin.username, address: '198.51.100.x' });

    const created = await viaMirror('/api/admin/news', {
      method: 'POST',
      token,
      body: { title: '镜像保存的文章', content: '经大陆镜像保存。', category: '政策解读' },
    });
    expect(created.status).toBe(201);
    const saved = await viaMirror(`/api/admin/news/${created.json.data.id}`, {
      method: 'PUT',
      token,
      body: { title: '镜像修改的文章', content: '经大陆镜像修改。', category: '政策解读' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.title).toBe('镜像修改的文章');
  });

  it('still refuses a write from a foreign origin, and answers its preflight with no CORS permission', async () => {
    const res = await viaMirror('/api/contact', {
      method: 'POST',
      visitor: newVisitor(),
      origin: 'https://evil.example',
      body: enquiry('跨站'),
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('FORBIDDEN');
    const preflight = await fetch(`${mirrorUrl}/api/contact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
