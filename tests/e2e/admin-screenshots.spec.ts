// Screenshots of every admin screen at 1440 and 390 px in both languages, for
// a visual check: `npm run screenshots:admin` (builds, then runs only this file
// with ADMIN_SCREENSHOTS=1). PNGs go to .screenshots/admin-*.png (git-ignored).
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SEED_ARTICLES, SEED_ENQUIRIES } from '../../scripts/seed-data.ts';
import { test } from './fixtures.ts';
import { createArticle, sendEnquiry, signIn } from './admin-helpers.ts';

test.skip(!process.env.ADMIN_SCREENSHOTS, 'visual check only: npm run screenshots:admin');
test.describe.configure({ mode: 'serial' });

const OUT = join(process.cwd(), '.screenshots');
const WIDTHS = [1440, 390];

type Shot = { name: string; path: string; act?: (page: Page) => Promise<void> };
const SHOTS: Shot[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'news', path: '/admin/news' },
  { name: 'news-create', path: '/admin/news/create' },
  { name: 'news-edit', path: '/admin/news/edit/seed-ets-expansion' },
  { name: 'contact', path: '/admin/contact-messages' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'not-found', path: '/admin/no-such-screen' },
  {
    name: 'news-delete',
    path: '/admin/news',
    act: async (page) => {
      await page.getByRole('button', { name: /^(删除|Delete):/ }).first().click();
    },
  },
  {
    name: 'menu',
    path: '/admin',
    act: async (page) => {
      const open = page.getByRole('button', { name: /打开菜单|Open menu/ });
      if (await open.isVisible()) await open.click();
      else await page.getByRole('button', { name: /收起侧边栏|Collapse sidebar/ }).click();
    },
  },
];

test('screenshots of every admin screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await signIn(page, request);
  for (const { article, daysAgo, id } of SEED_ARTICLES.slice(0, 8)) {
    const publishedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const created = await createArticle(request, session.token, { ...article, publishedAt });
    if (id === 'seed-ets-expansion') SHOTS.find((s) => s.name === 'news-edit')!.path = `/admin/news/edit/${created.id}`;
  }
  for (const { name, company, contact, message, source } of SEED_ENQUIRIES.slice(0, 7)) {
    await sendEnquiry(request, { name, company, contact, message, source });
  }
  for (const locale of ['zh', 'en']) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      for (const shot of SHOTS) {
        await page.goto('/admin/login');
        await page.evaluate((l) => localStorage.setItem('language', l), locale);
        await page.evaluate(() => localStorage.removeItem('adminSidebarCollapsed'));
        await page.goto(shot.path);
        await page.locator('main h1').first().waitFor();
        await page.waitForTimeout(300);
        await shot.act?.(page);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `admin-${locale}-${width}-${shot.name}.png`), fullPage: true });
      }
    }
  }
  // The login screen, signed out.
  await page.evaluate(() => {
    localStorage.removeItem('adminToken');
    localStorage.setItem('language', 'zh');
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/login');
    await page.getByRole('heading').first().waitFor();
    await page.screenshot({ path: join(OUT, `admin-zh-${width}-login.png`), fullPage: true });
  }
});
