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
    await expect(page.locator(`a[href="${alternate}"]`).first()).toBeVisible();
  });
}

test('the API answers on the same origin as the pages', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ success: true, data: { store: 'ok' } });
});

test('an unknown path answers 404 with the 404 page, in the language of its prefix', async ({ page, visit }) => {
  const zh = await visit('/no-such-page');
  expect(zh?.status()).toBe(404);
  await expect(page.getByText('404 Oops! Page not found').or(page.getByText('Oops! Page not found'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  const en = await visit('/en/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
