import { expect, test } from './fixtures.ts';
import { hydrated, LABELS } from './site.ts';

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('language'));

test('without a stored choice nobody is moved', async ({ page, visit }) => {
  await visit('/en/privacy');
  await expect(page).toHaveURL(/\/en\/privacy\/?$/);
  await visit('/privacy');
  await expect(page).toHaveURL(/\/privacy\/?$/);
  expect(await stored(page)).toBeNull();
});

test('the language menu opens the same page in the other language, stores the choice and applies it next time', async ({
  page,
  visit,
}) => {
  await visit('/privacy#storage');
  await hydrated(page);
  await page.getByRole('button', { name: LABELS.language }).click();
  await page.locator('#language-menu').getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/en\/privacy\/?#storage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stored(page)).toBe('en');

  // Next visit to a Chinese page: replaced by its English counterpart before it paints.
  await page.goto('/?utm=x');
  await page.waitForURL(/\/en\/\?utm=x$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back: choosing Chinese sticks the same way.
  await hydrated(page);
  await page.getByRole('button', { name: LABELS.language }).click();
  await page.locator('#language-menu').getByRole('link', { name: '简体中文' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await stored(page)).toBe('zh');
  await page.goto('/en/privacy');
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the footer language link stores the choice too', async ({ page, visit }) => {
  await visit('/en/privacy');
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: '简体中文' }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/privacy');
  expect(await stored(page)).toBe('zh');
});
