// Screenshots of every admin screen at 1440 and 390 px in both languages, for
// a visual check: `npm run screenshots:admin` (builds, then runs only this file
// with ADMIN_SCREENSHOTS=1). PNGs go to .screenshots/admin-*.png (git-ignored).
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SEED_ARTICLES, SEED_ENQUIRIES } from '../../scripts/seed-data.ts';
import { test } from './fixtures.ts';
import { createArticle, sendEnquiry, signIn } from './admin-helpers.ts';
import { createStaff, newUsername, readyStaff, staffLogin } from './staff-helpers.ts';

test.skip(!process.env.ADMIN_SCREENSHOTS, 'visual check only: npm run screenshots:admin');
test.describe.configure({ mode: 'serial' });

const OUT = join(process.cwd(), '.screenshots');
const WIDTHS = [1440, 390];
const LOCALES = ['zh', 'en'];

/** `dialog`: the act opens a modal, so the visible window is taken (a whole-page shot would scroll it away). */
type Shot = { name: string; path: string; act?: (page: Page) => Promise<void>; dialog?: boolean };
const SHOTS: Shot[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'news', path: '/admin/news' },
  { name: 'news-create', path: '/admin/news/create' },
  { name: 'news-edit', path: '/admin/news/edit/seed-ets-expansion' },
  { name: 'contact', path: '/admin/contact-messages' },
  { name: 'contact-detail', path: '/admin/contact-messages/(set below)' },
  {
    name: 'contact-erase',
    path: '/admin/contact-messages/(set below)',
    act: async (page) => page.getByRole('button', { name: /永久删除此留言|Delete this enquiry for good/ }).click(),
    dialog: true,
  },
  { name: 'users', path: '/admin/users' },
  {
    name: 'users-created',
    path: '/admin/users',
    act: async (page) => {
      await page.getByRole('button', { name: /新建账号|New account/ }).click();
      await page.getByLabel(/^(用户名|Username)/).fill(newUsername('shot'));
      await page.getByLabel(/^(显示名称|Display name)/).fill('陈晓');
      await page.getByRole('button', { name: /创建账号|Create account/ }).click();
      await page.getByTestId('temporary-password').waitFor();
    },
    dialog: true,
  },
  {
    name: 'users-edit',
    path: '/admin/users',
    act: async (page) => page.getByRole('button', { name: /^(编辑|Edit): e2e-shared-admin$/ }).click(),
    dialog: true,
  },
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

async function shoot(page: Page, locale: string, width: number, { name, path, act, dialog }: Shot, session?: object) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.goto('/admin/login');
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem('language', l as string);
      localStorage.removeItem('adminSidebarCollapsed');
      if (s) {
        const { token, user } = s as { token: string; user: object };
        localStorage.setItem('adminToken', token);
        localStorage.setItem('adminUser', JSON.stringify(user));
      }
    },
    [locale, session] as const,
  );
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(300);
  await act?.(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, `admin-${locale}-${width}-${name}.png`), fullPage: !dialog });
}

test('screenshots of every admin screen', async ({ page, request }) => {
  test.setTimeout(420_000);
  const session = await signIn(page, request);
  for (const { article, daysAgo, id } of SEED_ARTICLES.slice(0, 8)) {
    const publishedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const created = await createArticle(request, session.token, { ...article, publishedAt });
    if (id === 'seed-ets-expansion') SHOTS.find((s) => s.name === 'news-edit')!.path = `/admin/news/edit/${created.id}`;
  }
  const enquiries = [];
  for (const { name, company, contact, message, source } of SEED_ENQUIRIES.slice(0, 7)) {
    enquiries.push(await sendEnquiry(request, { name, company, contact, message, source }));
  }
  // An enquiry someone has worked on: two status changes and a note in its history.
  const worked = enquiries.at(-1)!.id;
  const headers = { Authorization: `Bearer ${session.token}` };
  await request.patch(`/api/contact/${worked}`, { headers, data: { status: '处理中' } });
  await request.patch(`/api/contact/${worked}`, { headers, data: { note: '已电话回访，客户希望下周到现场了解用能数据。\n报价待确认。' } });
  await request.patch(`/api/contact/${worked}`, { headers, data: { status: '已处理' } });
  for (const shot of SHOTS) if (shot.name.startsWith('contact-')) shot.path = `/admin/contact-messages/${worked}`;
  await readyStaff(request, 'editor', '王编辑');

  for (const locale of LOCALES) for (const width of WIDTHS) for (const shot of SHOTS) await shoot(page, locale, width, shot);

  // Other accounts: a first sign-in with a temporary password, and an editor on an admin-only screen.
  const fresh = await createStaff(request, 'editor', '陈晓');
  const first = await staffLogin(request, fresh.username, fresh.temporaryPassword);
  const editor = (await readyStaff(request, 'editor', '李编辑')).session;
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      await shoot(page, locale, width, { name: 'set-password', path: '/admin' }, first);
      await shoot(page, locale, width, { name: 'not-allowed', path: '/admin/users' }, editor);
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
