// The admin area at 390 px: the sidebar becomes a top bar with a drawer, and
// every screen fits the width.
import type { Locator } from '@playwright/test';
import { audit, expect, sendEnquiry, signIn, test } from './fixtures.ts';

test('the drawer holds the navigation, the user and sign-out; screens fit the width', async ({ page, request, visitAdmin }) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  const enquiry = await sendEnquiry(request, {
    name: '窄屏检查',
    contact: 'narrow-screen-check@example.com',
    message: '一段较长的留言，检查窄屏上的换行。',
  });
  await visitAdmin('/admin', '仪表盘');
  await expect(page.locator('aside')).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '后台导航' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('共用管理员')).toBeVisible();
  await audit(page);
  await drawer.getByRole('link', { name: '新闻管理' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '新闻管理' })).toBeVisible();

  const paths = [
    '/admin',
    '/admin/news',
    '/admin/news/create',
    '/admin/contact-messages',
    `/admin/contact-messages/${enquiry.id}`,
    '/admin/users',
    '/admin/security',
    '/admin/settings',
    '/admin/login',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }

  await page.goto('/admin');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await drawer.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '管理员登录' })).toBeVisible();
});

test("on a phone the news list and the inbox are compact cards: each row's actions sit beside its title or name", async ({
  page,
  request,
  visitAdmin,
}) => {
  test.setTimeout(60_000); // two axe audits of phone-sized screens
  await signIn(page, request);
  await sendEnquiry(request, { name: '卡片检查', contact: 'card-check@example.com', message: '窄屏卡片。' });
  const expectBeside = async (label: Locator, control: Locator) => {
    const [text, action] = [await label.boundingBox(), await control.boundingBox()];
    if (!text || !action) throw new Error('not rendered');
    expect(action.x, 'to the right of the title').toBeGreaterThanOrEqual(text.x + 40);
    // On the title's first line: the control's middle is within it.
    expect(Math.abs(action.y + action.height / 2 - (text.y + 14))).toBeLessThanOrEqual(10);
  };
  await visitAdmin('/admin/news', '新闻管理');
  await audit(page);
  const article = page.getByTestId('news-row').first();
  await expectBeside(article.getByRole('link').first(), article.getByRole('button', { name: /^删除/ }));
  await visitAdmin('/admin/contact-messages', '客户留言');
  await audit(page);
  const enquiry = page.getByTestId('contact-row').first();
  await expectBeside(enquiry.getByRole('link').first(), enquiry.getByRole('combobox'));
});
