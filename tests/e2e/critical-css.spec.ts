// A page's critical CSS (scripts/lib/critical-css.mjs) paints it as the whole stylesheet
// would: with the stylesheet held back, every element has the same box, so nothing moves
// when it arrives (CLS 0). Scripts are off in both loads, the page as first painted: the
// stylesheet then comes from its <noscript> link (scripts/lib/after-paint.mjs).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGES = ['/', '/en/about/', '/news-detail/seed-ets-expansion/', '/en/success-cases/1/'];

async function boxes(page: Page, path: string, withStylesheet: boolean): Promise<string[]> {
  await page.unrouteAll();
  if (!withStylesheet) await page.route(/\.css$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${[x, y, width, height].map(Math.round).join(',')}`;
    }),
  );
}

test.use({ javaScriptEnabled: false });

for (const width of [390, 1280]) {
  test(`at ${width} px the critical CSS lays every page out as the stylesheet does`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      expect(await boxes(page, path, false), path).toEqual(await boxes(page, path, true));
    }
  });
}
