import { expect, test } from './fixtures.ts';
import { hydrated } from './site.ts';

// Issue 19: on the English 404 page at /en//evil.example/..., the pre-paint language
// script (for a visitor who chose Chinese) and the 简体中文 link (without a stored
// choice) built `//evil.example/...` and left the site. Every path they build must stay here.
const HOSTILE_PATHS = [
  '/en//evil.example/p',
  '/en/\\evil.example/p',
  '/en/%2F%2Fevil.example/p',
  '/en/%5C%5Cevil.example/p',
  '/en/%2F/evil.example/p',
];

const onSite = (page: import('@playwright/test').Page, baseURL: string | undefined) =>
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

for (const path of HOSTILE_PATHS) {
  test(`the pre-paint script keeps ${path} on the site`, async ({ page, baseURL }) => {
    await page.goto('/privacy');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto(path);
    await page.waitForURL((url) => !url.pathname.startsWith('/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    onSite(page, baseURL);
    expect(new URL(page.url()).pathname).toMatch(/^\/(?![/\\])/);
  });

  test(`the 简体中文 link keeps ${path} on the site`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Hydrated: the click goes through the links' handler, which builds the path from the address bar.
    await hydrated(page);
    await page.locator('footer').getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/en'));
    onSite(page, baseURL);
    expect(new URL(page.url()).pathname).toMatch(/^\/(?![/\\])/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
  });
}
