import { expect, test } from './fixtures.ts';
import { at, hydrated, LOCALES, PAGE_TYPES } from './site.ts';

for (const { locale, prefix, lang } of LOCALES) {
  test(`an unknown path answers 404 with the ${locale} 404 page and a link home`, async ({ page, visit }) => {
    const response = await visit(at('/no-such/page', prefix));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Oops! Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: /返回首页|Back to home/ })).toHaveAttribute(
      'href',
      at('/', prefix),
    );
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  });

  test(`the privacy policy (${locale}) says what, why, where, how long and how to delete`, async ({ page, visit }) => {
    const response = await visit(at('/privacy', prefix));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(locale === 'zh' ? '隐私政策' : 'Privacy Policy');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(main).toContainText(locale === 'zh' ? '中国大陆境外' : 'outside mainland China');
    await expect(main).toContainText(locale === 'zh' ? '保存 365 天' : 'for 365 days');
    await expect(main).toContainText('Upstash');
    await expect(main).toContainText(/2025-01/);
  });

  test(`pages carry their SEO tags in ${locale}`, async ({ page, visit }) => {
    await visit(at('/privacy', prefix));
    await expect(page).toHaveTitle(locale === 'zh' ? /^隐私政策 \| 碳中和综合服务中心$/ : /^Privacy Policy \| CNSC$/);
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${at('/privacy', prefix)}/?$`));
    await expect(page.locator('link[hreflang=zh-CN]')).toHaveAttribute('href', /[^n]\/privacy\/?$/);
    await expect(page.locator('link[hreflang=en]')).toHaveAttribute('href', /\/en\/privacy\/?$/);
    await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', /[^n]\/privacy\/?$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale === 'zh' ? 'zh_CN' : 'en_US');
  });

  test(`the home page (${locale}) has landmarks, a skip link and its dark hero`, async ({ page, visit }) => {
    await visit(at('/', prefix));
    await hydrated(page);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /跳到主要内容|Skip to main content/ });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page.getByRole('region', { name: /^(重点业务|Highlights)$/ })).toHaveAttribute('data-surface', 'dark');
  });
}

test('robots.txt keeps /admin out and points at the sitemap, which lists both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap-index\.xml$/);
  const index = await (await request.get('/sitemap-index.xml')).text();
  const part = index.match(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/)?.[1];
  const sitemap = await (await request.get(part!)).text();
  for (const path of ['/', '/en/', '/privacy/', '/en/privacy/']) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain('hreflang="en"');
  expect(sitemap).not.toContain('404');
});

test('no page of any kind, in either language, breaks its Content-Security-Policy or logs an error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser reports a 404 page's own status as a failed resource; anything else counts.
    if (message.type() === 'error' && !/Failed to load resource.*404/.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.violatedDirective} for ${event.blockedURI}`),
    );
  });
  for (const { path } of [...PAGE_TYPES, { path: '/admin/login' }]) {
    await page.goto(path);
    await hydrated(page);
    // Scrolling brings in the islands that hydrate when visible (the enquiry forms).
    await page.mouse.wheel(0, 100_000);
    await hydrated(page);
  }
  // The header's panels and popovers, opened once in each language.
  for (const path of ['/', '/en/']) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: /在线客服|Customer service/ }).click();
    await page.getByRole('button', { name: /搜索资讯|Search news/ }).click();
  }
  expect(errors).toEqual([]);
});
