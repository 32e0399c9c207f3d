// A public page asks for nothing but its document and images before its first paint; then
// for its stylesheet, and once that has loaded for its scripts and islands
// (scripts/lib/after-paint.mjs). Without JavaScript the stylesheet still applies.
import { expect, test } from './fixtures.ts';
import { hydrated } from './site.ts';

const PAGES = ['/', '/en/about/', '/news-detail/seed-ets-expansion/', '/en/success-cases/1/'];

test('pages load their stylesheet after the first paint, and their scripts after the stylesheet', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    const { firstPaint, early, stylesheets, scripts } = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const of = (type: string) => resources.filter((entry) => entry.initiatorType === type);
      return {
        firstPaint,
        early: resources
          .filter((entry) => entry.startTime < firstPaint && entry.initiatorType !== 'img')
          .map((entry) => entry.name),
        stylesheets: of('link').map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
        scripts: of('script').map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(early, path).toEqual([]);
    expect(stylesheets, path).toHaveLength(1);
    expect(stylesheets[0]!.start, path).toBeGreaterThanOrEqual(firstPaint);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(stylesheets[0]!.end);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stylesheet applies from its <noscript> link', async ({ page }) => {
    await page.goto('/en/about/');
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/')).length))
      .toBe(1);
  });
});
