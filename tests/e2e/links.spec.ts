import { expect, test } from './fixtures.ts';
import { hydrated } from './helpers.ts';

/**
 * Routes the header, footer and shell pages link to that later issues build.
 * Each of them must still answer 404 (so the list shrinks as pages land), and
 * the list must end empty: no link on the site may lead to a 404.
 */
export const MISSING_ROUTES: readonly string[] = [
  '/solution',
  '/zero-carbon-park',
  '/zero-carbon-factory',
  '/corporate-carbon-management',
  '/carbon-footprint',
  '/local-carbon-trading',
  '/news-center',
];

/** Pages whose header, footer, customer-service panel and content are checked. */
const PAGES = ['/', '/en/', '/privacy', '/en/privacy', '/no-such-page', '/en/no-such-page'];

/** `/en/about/?x#y` → `/about`: the route a link leads to, whatever its language. */
const route = (pathname: string) => pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';

test('no link in the header, footer or shell pages leads to a 404', async ({ page, visit, request, baseURL }) => {
  const targets = new Set<string>();
  for (const path of PAGES) {
    await visit(path);
    await hydrated(page);
    // Mega-menu panels and the customer-service panel are in the DOM while closed.
    const hrefs = await page
      .locator('header a[href], footer a[href], aside a[href], main a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin === new URL(baseURL!).origin) targets.add(url.pathname + url.search);
    }
  }
  expect(targets.size).toBeGreaterThan(40);

  const linked = new Set<string>();
  const failures: string[] = [];
  for (const target of targets) {
    const neutral = route(new URL(target, baseURL).pathname);
    linked.add(neutral);
    const status = (await request.get(target, { maxRedirects: 0 })).status();
    const expected = MISSING_ROUTES.includes(neutral) ? 404 : 200;
    if (status !== expected) failures.push(`${target}: ${status}, expected ${expected}`);
  }
  expect(failures, 'a route that now exists leaves MISSING_ROUTES; any other 404 is a broken link').toEqual([]);
  expect(
    MISSING_ROUTES.filter((r) => !linked.has(r)),
    'stale entries of MISSING_ROUTES',
  ).toEqual([]);
});
