// Issue 22: a page's address ends with "/" (its canonical form). Netlify answers
// `/about` with a 301 to `/about/`, and so does the preview; the site's own links
// go straight to the slash form, so no click costs a redirect.
import { expect, test } from './fixtures.ts';

test('a page asked for without its slash moves to the slash form with 301, the query kept', async ({ request }) => {
  for (const [path, location] of [
    ['/about', '/about/'],
    ['/en/about?x=1', '/en/about/?x=1'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: response.status(), location: response.headers().location }).toEqual({ path, status: 301, location });
  }
  // An article's address is answered by its function in both forms (netlify/functions/article-page.mts).
  expect((await request.get('/news-detail/seed-ets-expansion', { maxRedirects: 0 })).status()).toBe(200);
});

test('no internal page link lacks its slash', async ({ request }) => {
  for (const path of ['/', '/en/', '/about/', '/en/news-center/', '/success-cases/1/', '/en/news-detail/seed-ets-expansion/']) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/(?:href|action)="(\/[^"#?]*)[^"]*"/g)].map((match) => match[1] ?? '');
    expect(links.length, path).toBeGreaterThan(10);
    // Files (`/rss.xml`, `/favicon.svg`) and the API keep their form.
    const withoutSlash = links.filter((link) => !link.endsWith('/') && !/\.\w+$/.test(link) && !link.startsWith('/api/'));
    expect(withoutSlash, path).toEqual([]);
  }
});
