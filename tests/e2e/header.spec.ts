import { expect, test } from './fixtures.ts';
import { at, backdrop, expectExpanded, header, hydrated, LABELS, LOCALES, mainLink, openWithStoppedClock } from './site.ts';

const GREEN = 'rgb(21, 112, 73)'; // --color-brand-600
const WHITE = 'rgb(255, 255, 255)';

// Plain visits: each page is audited by axe in its own spec (home.spec.ts, pages.spec.ts, ...).
for (const { locale, prefix } of LOCALES) {
  test.describe(`header (${locale})`, () => {
    test('is transparent with white text at the top, white with a shadow and dark text once scrolled', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      const bar = header(page);
      await expect(bar).toHaveAttribute('data-header-style', 'transparent');
      await expect(bar).toHaveCSS('height', '88px');
      await expect(bar).toHaveCSS('box-shadow', 'none');
      await expect(mainLink(page, LABELS.cases)).toHaveCSS('color', WHITE);

      await page.mouse.wheel(0, 400);
      await expect(bar).toHaveAttribute('data-header-style', 'solid');
      await expect(bar).toHaveCSS('background-color', WHITE);
      await expect(bar).not.toHaveCSS('box-shadow', 'none');
      await expect(mainLink(page, LABELS.cases)).toHaveCSS('color', 'rgb(15, 31, 26)'); // --color-ink

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveAttribute('data-header-style', 'transparent');
    });

    test('names the logo link by the name it shows (full or short, by width) and "home"', async ({ page }) => {
      await page.goto(at('/', prefix));
      const logo = header(page).getByRole('link').first();
      const home = locale === 'zh' ? '首页' : 'home';
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        // The name a person sees: not the one hidden at this width, nor the screen-reader-only "home".
        const shown = await logo.evaluate((link) =>
          [...link.querySelectorAll('span:not(.sr-only)')]
            .filter((span) => span.checkVisibility())
            .map((span) => span.textContent?.trim())
            .join(''),
        );
        expect(shown, `${width} px`).toMatch(/\S/);
        // Chromium puts a space between the link's flex items, in Chinese too.
        await expect(logo, `${width} px`).toHaveAccessibleName(`${shown} ${home}`);
      }
    });

    test('marks the current section by path prefix, green once scrolled', async ({ page }) => {
      const cases = [
        ['/product-service/carbon-finance', LABELS.products],
        ['/green-certificate-trading', LABELS.products],
        ['/zero-carbon-park', LABELS.solutions],
        ['/success-cases/1', LABELS.cases],
        ['/news-detail/abc', LABELS.news],
        ['/about', LABELS.about],
      ] as const;
      for (const [path, label] of cases) {
        await page.goto(at(path, prefix));
        await hydrated(page);
        const current = header(page).locator('nav > ul > li > a[aria-current]');
        await expect(current, path).toHaveCount(1);
        await expect(current, path).toHaveAccessibleName(label);
      }
      // The last page, /about: white at the top, green once scrolled.
      const about = mainLink(page, LABELS.about);
      await expect(about).toHaveCSS('color', WHITE);
      await page.mouse.wheel(0, 400);
      await expect(about).toHaveCSS('color', GREEN);

      await page.goto(at('/', prefix));
      await hydrated(page);
      await expect(header(page).locator('nav > ul > li > a[aria-current]')).toHaveCount(0);
    });

    test('highlights the current product-service page in the products mega-menu', async ({ page }) => {
      await page.goto(at('/product-service/carbon-finance', prefix));
      await hydrated(page);
      await mainLink(page, LABELS.products).hover();
      const panel = page.locator('#mega-products');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveCSS('height', '506px');
      const current = panel.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', at('/product-service/carbon-finance', prefix));
      await expect(current).toHaveCSS('color', GREEN);
    });

    test('opens a mega-menu on hover and closes it 150 ms after the pointer leaves', async ({ page }) => {
      // The page's clock stands still, so the delay is measured exactly, however busy the machine.
      await openWithStoppedClock(page, at('/', prefix));
      for (const [id, label, height] of [
        ['products', LABELS.products, 506],
        ['solutions', LABELS.solutions, 308],
        ['news', LABELS.news, 266],
      ] as const) {
        const link = mainLink(page, label);
        const panel = page.locator(`#mega-${id}`);
        await link.hover();
        await expect(panel).toBeVisible();
        await expectExpanded(link, true);
        const box = (await panel.boundingBox())!;
        const fullWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect([box.y, box.height, box.width]).toEqual([88, height, fullWidth]);
        expect((await panel.locator('[data-panel-side]').boundingBox())!.width).toBe(340);

        await page.mouse.move(700, 880);
        await page.clock.runFor(140);
        await expect(panel, `${id} still open 140 ms after the pointer left`).toBeVisible();
        await page.clock.runFor(20);
        await expect(panel, `${id} closed 160 ms after the pointer left`).toBeHidden();
        await expectExpanded(link, false);
      }
    });

    test('keeps a mega-menu open when the pointer comes back within the delay', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      const link = mainLink(page, LABELS.news);
      await link.hover();
      const panel = page.locator('#mega-news');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      await page.mouse.move(700, 880);
      await page.mouse.move(box.x + 400, box.y + 40);
      await page.waitForTimeout(300);
      await expect(panel).toBeVisible();
      // The News title goes to the news centre; each category to its filtered list.
      await expect(panel.getByRole('link', { name: LABELS.news })).toHaveAttribute('href', at('/news-center', prefix));
      await expect(panel.locator('a[href*="category="]')).toHaveCount(5);
    });

    test('opens a mega-menu on focus and closes it with Escape', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      const link = mainLink(page, LABELS.solutions);
      await page.keyboard.press('Tab'); // the skip link
      await expect(page.getByRole('link', { name: /跳到主要内容|Skip to main content/ })).toBeFocused();
      while (!(await link.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
      const panel = page.locator('#mega-solutions');
      await expect(panel).toBeVisible();
      await expectExpanded(link, true);

      await page.keyboard.press('Tab'); // into the panel
      await expect(panel.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectExpanded(link, false);
      await expect(link).toBeFocused();

      // Focus leaving the item closes it; the item it moves to opens.
      await link.blur();
      await link.focus();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(panel).toBeHidden();
      await expect(page.locator('#mega-products')).toBeVisible();
    });

    test('toggles each overlay with its button; the backdrop closes them all', async ({ page }) => {
      await page.goto(at('/privacy', prefix));
      await hydrated(page);
      const search = page.getByRole('button', { name: LABELS.search });
      const language = page.getByRole('button', { name: LABELS.language });

      await search.click();
      await expectExpanded(search, true);
      await expect(page.locator('#search-overlay')).toBeVisible();
      await expect(header(page)).toHaveAttribute('data-header-style', 'solid');
      await search.click();
      await expectExpanded(search, false);
      await expect(page.locator('#search-overlay')).toBeHidden();

      await language.click();
      await expectExpanded(language, true);
      await expect(page.locator('#language-menu')).toBeVisible();
      await language.click();
      await expect(page.locator('#language-menu')).toBeHidden();

      // One at a time, and the backdrop closes whatever is open.
      for (const button of [search, language]) {
        await button.click();
        await expect(backdrop(page)).toBeVisible();
        await backdrop(page).click({ position: { x: 700, y: 700 } });
        await expectExpanded(button, false);
        await expect(backdrop(page)).toBeHidden();
      }
      await search.click();
      await language.click();
      await expectExpanded(search, false);
      await expectExpanded(language, true);
      await page.keyboard.press('Escape');
      await expectExpanded(language, false);
      await expect(language).toBeFocused();
    });

    test('search: blank text does nothing, text goes to the news centre encoded', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      await page.getByRole('button', { name: LABELS.search }).click();
      const box = page.getByRole('searchbox');
      await expect(box).toBeFocused();
      await box.fill('   ');
      await page.getByRole('button', { name: /^(搜索|Search)$/ }).click();
      await expect(page.locator('#search-overlay')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(at('/', prefix));

      const text = '碳市场 & CCER/2025';
      await box.fill(text);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === at('/news-center', prefix));
      expect(new URL(page.url()).search).toBe(`?search=${encodeURIComponent(text)}`);
    });

    test('search: cancel closes the overlay and clears the box', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      const open = page.getByRole('button', { name: LABELS.search });
      await open.click();
      await page.getByRole('searchbox').fill('ESG');
      await page.getByRole('button', { name: /^(取消|Cancel)$/ }).click();
      await expect(page.locator('#search-overlay')).toBeHidden();
      await open.click();
      await expect(page.getByRole('searchbox')).toHaveValue('');
    });

    test('the customer-service button opens and closes its panel', async ({ page }) => {
      await page.goto(at('/', prefix));
      await hydrated(page);
      const button = page.getByRole('button', { name: LABELS.service });
      const panel = page.locator('#customer-service-panel');
      await expect(panel).toBeHidden();
      await button.click();
      await expect(panel).toBeVisible();
      await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
      await expect(panel.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(panel.locator(`a[href="${at('/about', prefix)}#contact"]`)).toBeVisible();
      await button.click();
      await expect(panel).toBeHidden();
    });
  });
}

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('the first tap on a mega-menu item opens it, the second follows the link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const link = mainLink(page, LABELS.products);
    await link.tap();
    await expect(page.locator('#mega-products')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await link.tap();
    await page.waitForURL('**/product-service/');
  });
});
