// A public page asks for nothing but its document and images before its first paint; then
// for its stylesheet, and once that has loaded for its scripts and islands
// (scripts/lib/after-paint.mjs). Without JavaScript the stylesheet still applies. A hero
// photograph is asked for by the preload at the top of the page (scripts/lib/hero-preload.mjs),
// and that one download is what the page shows.
import { expect, test } from './fixtures.ts';
import { expectExpanded, hydrated, LABELS } from './site.ts';

const PAGES = ['/', '/en/about/', '/news-detail/seed-ets-expansion/', '/en/success-cases/1/'];

test('pages load their stylesheet after the first paint, and their scripts after the stylesheet', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    const { firstPaint, early, stylesheets, scripts } = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const of = (type: string) => resources.filter((entry) => entry.initiatorType === type);
      const images = new Set([...document.images].map((image) => image.currentSrc));
      return {
        firstPaint,
        early: resources
          .filter((entry) => entry.startTime < firstPaint && entry.initiatorType !== 'img' && !images.has(entry.name))
          .map((entry) => entry.name),
        stylesheets: of('link')
          .filter((entry) => !images.has(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
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

test('a slow hero photograph does not hold the menus back for more than a second after the first paint', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The photograph as a slow connection brings it: long after the page has painted.
  await page.route(/park-at-dawn\.[^/]+\.(avif|webp|jpg)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/zero-carbon-park/', { waitUntil: 'commit' });
  await hydrated(page);
  const { sincePaint, photoShown } = await page.evaluate(() => ({
    sincePaint: performance.now() - performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    photoShown: document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.complete,
  }));
  expect(photoShown).toBe(false);
  expect(sincePaint).toBeLessThan(3_000);
  // The header's menu works: its island hydrated while the photograph was still on its way.
  const language = page.getByRole('button', { name: LABELS.language });
  await language.click();
  await expectExpanded(language, true);
  release();
  await expect(page.locator('img[fetchpriority="high"]')).toHaveJSProperty('complete', true);
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a hero photograph is downloaded once, by its preload', async ({ page }) => {
      for (const path of ['/zero-carbon-park/', '/en/news-detail/seed-ets-expansion/']) {
        await page.goto(path);
        const hero = page.locator('img[fetchpriority="high"]');
        await expect(hero).toHaveJSProperty('complete', true);
        const downloads = await hero.evaluate((image: HTMLImageElement) => {
          // Every candidate of the same photograph, whichever width or format: the address up to its width.
          const photo = (name: string) => name.replace(/(_[\w-]+\.(avif|webp|jpg)|&w=\d+)$/, '');
          const shown = image.currentSrc;
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => photo(entry.name) === photo(shown))
            .map((entry) => ({ shown: entry.name === shown, by: entry.initiatorType }));
        });
        expect(downloads, path).toEqual([{ shown: true, by: 'link' }]);
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stylesheet applies from its <noscript> link', async ({ page }) => {
    await page.goto('/en/about/');
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/')).length))
      .toBe(1);
  });
});
