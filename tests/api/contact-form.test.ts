// POST /api/contact as a browser's form without JavaScript posts it
// (docs/API.md, 'POST /api/contact', form posts): every rule of the JSON call,
// and pages for answers: a 303 to the thank-you page of the form's language, or
// the form again with the errors and the typed values, escaped.
import { beforeAll, describe, expect, it } from 'vitest';
import { clearStore, createAdmin, freshIp, login } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('form-inbox', 'form-inbox-password-1');
  token = await login('form-inbox', 'form-inbox-password-1');
});

const fields = (overrides: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    name: '李雷',
    company: '绿能制造有限公司',
    contact: '13800000000',
    message: `想了解碳盘查 ${Math.random()}`,
    source: 'about',
    page: '/about',
    consent: 'on',
    website: '',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

const post = (body: URLSearchParams | string, { ip = freshIp(), origin = new URL(apiUrl).origin } = {}) =>
  fetch(`${apiUrl}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, origin },
    body: body.toString(),
  });

const stored = async (text: string) =>
  (await call(`/api/contact?q=${encodeURIComponent(text)}`, { token })).json.data as unknown[];

describe('POST /api/contact from a form without JavaScript', () => {
  it('stores the enquiry with its source and answers 303 to the thank-you page of the form’s language', async () => {
    for (const [page, location] of [
      ['/about', '/enquiry-sent/?from=%2Fabout'],
      ['/en/about', '/en/enquiry-sent/?from=%2Fen%2Fabout'],
      ['/en/zero-carbon-park', '/en/enquiry-sent/?from=%2Fen%2Fzero-carbon-park'],
    ] as const) {
      const body = fields({ page });
      const res = await post(body);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await stored(body.get('message')!)).toEqual([expect.objectContaining({ name: '李雷', source: 'about' })]);
    }
  });

  it('replaces a page that is not a path of this site by the home page of the request’s language', async () => {
    for (const page of ['https://evil.example/', '//evil.example', '/\\evil.example', 'about']) {
      const res = await post(fields({ page }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/enquiry-sent/?from=%2F');
    }
  });

  it('answers a missing consent with the form again, 400, errors beside their fields and every value kept, escaped', async () => {
    const message = `<script>alert(1)</script> "quoted" & ${Math.random()}`;
    const res = await post(fields({ consent: undefined, message, page: '/en/about' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/,
    );
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Please read and agree to the Privacy Policy');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="李雷"');
    expect(html).toContain('<form method="post" action="/api/contact"');
    expect(html).toContain('name="page" value="/en/about"');
    expect(await stored(message)).toEqual([]);
  });

  it('answers neither contact nor message, and a message too long, in Chinese for a Chinese page', async () => {
    const empty = await post(fields({ contact: '', message: '' }));
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toMatch(/id="contact-error">请填写联系方式或留言内容/);
    const long = await post(fields({ message: '碳'.repeat(5001) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('留言内容不能超过 5000 个字符');
  });

  it('answers a filled honeypot with the usual 303 and stores nothing', async () => {
    const body = fields({ website: 'http://spam.example' });
    const res = await post(body);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/enquiry-sent/?from=%2Fabout');
    expect(await stored(body.get('message')!)).toEqual([]);
  });

  it('counts form posts toward the limit of 5 per address, then a page with the wait, values kept', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(fields(), { ip })).status).toBe(303);
    const limited = await post(fields({ page: '/en/about', name: 'Kept Name' }), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    const html = await limited.text();
    expect(html).toMatch(/please send again in 10 minutes/);
    expect(html).toContain('value="Kept Name"');
  });

  it('refuses a post from another site with a page, 403, storing nothing', async () => {
    const body = fields();
    const res = await post(body, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).not.toContain(body.get('message')!);
    expect(await stored(body.get('message')!)).toEqual([]);
  });

  it('refuses a body over 48 KiB (three times the JSON limit, for percent-encoding) with a page, 413', async () => {
    const res = await post(fields({ message: '碳'.repeat(6000) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('still answers other media types than JSON and form posts with the JSON 415', async () => {
    const res = await call('/api/contact', { method: 'POST', body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
