import { expect, test } from './fixtures.ts';

const pages = [
  { path: '/', lang: 'zh-CN', alternate: '/en/' },
  { path: '/en/', lang: 'en', alternate: '/' },
];

for (const { path, lang, alternate } of pages) {
  test(`${path} is served in ${lang} with canonical and hreflang links`, async ({ page, visit }) => {
    const response = await visit(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('link[hreflang=zh-CN]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[hreflang=en]')).toHaveAttribute('href', /\/en\/$/);
    await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', /[^n]\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    // The language switch: the phone menu's copy is hidden on a desktop screen.
    await expect(page.locator(`a[data-language-switch][href="${alternate}"]:visible`).first()).toBeVisible();
  });
}

test('the API answers on the same origin as the pages', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  // The e2e server has a build hook: its stand-in for Netlify (scripts/lib/build-hook-stand-in.ts).
  expect(await res.json()).toEqual({ success: true, data: { store: 'ok', buildHook: 'configured' } });
});
