// Every admin screen in both languages: axe clean, no console error or CSP
// refusal; failures show a retry, crashes the error screen; the shell's tooltips.
import { apiLogin, audit, createArticle, expect, sendEnquiry, signIn, test } from './fixtures.ts';

const SCREENS = [
  { path: '/admin', zh: '仪表盘', en: 'Dashboard' },
  { path: '/admin/dashboard', zh: '仪表盘', en: 'Dashboard' },
  { path: '/admin/news', zh: '新闻管理', en: 'News' },
  { path: '/admin/news/create', zh: '添加新闻', en: 'Add article' },
  { path: '/admin/contact-messages', zh: '客户留言', en: 'Enquiries' },
  { path: '/admin/settings', zh: '账号设置', en: 'Settings' },
  { path: '/admin/users', zh: '账号管理', en: 'Staff accounts' },
  { path: '/admin/security', zh: '安全日志', en: 'Security log' },
  { path: '/admin/nothing-here', zh: '页面不存在', en: 'Page not found' },
];

for (const locale of ['zh', 'en'] as const) {
  test.describe(`admin screens in ${locale}`, () => {
    let errors: string[] = [];
    // Sign-in (scrypt) plus one or two axe runs: allow for a busy machine.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page, request }) => {
      errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((l) => {
        localStorage.setItem('language', l);
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective}`));
      }, locale);
      await signIn(page, request);
    });
    test.afterEach(() => expect(errors).toEqual([]));

    for (const screen of SCREENS) {
      test(`${screen.path} is axe clean and logs no error`, async ({ page, request, visitAdmin }) => {
        if (screen.path === '/admin/contact-messages') {
          await sendEnquiry(request, { name: '屏幕检查', contact: 'screen@example.com', message: '检查' });
        }
        await visitAdmin(screen.path, screen[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
        await expect(page).toHaveTitle(new RegExp(`${screen[locale]} \\| (管理后台|Back office)`));
        if (screen.path === '/admin') {
          // The collapsed sidebar is audited too.
          await page.getByRole('button', { name: /收起侧边栏|Collapse sidebar/ }).click();
          await audit(page);
        }
      });
    }

    test('the edit screen is axe clean and logs no error', async ({ page, request, visitAdmin }) => {
      const session = await apiLogin(request, 'sharedAdmin');
      const article = await createArticle(request, session.token, { title: `屏幕检查 ${locale}` });
      await visitAdmin(`/admin/news/edit/${article.id}`, locale === 'zh' ? '编辑新闻' : 'Edit article');
      await expect(page.getByLabel(/^(标题|Title)/)).toHaveValue(`屏幕检查 ${locale}`);
    });

    test('the enquiry detail screen is axe clean and logs no error', async ({ request, visitAdmin }) => {
      const enquiry = await sendEnquiry(request, { name: '屏幕检查', contact: 'screen@example.com', message: `详情 ${locale}` });
      await visitAdmin(`/admin/contact-messages/${enquiry.id}`, locale === 'zh' ? '留言详情' : 'Enquiry');
    });
  });
}

test('a failed load shows an error with a retry button, and retrying loads the data', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  const unavailable = { status: 503, json: { success: false, error: '服务暂时不可用，请稍后再试', code: 'UNAVAILABLE' } };
  // The store is down for every call: with /api/health answering, the app would see it back and reload by itself.
  await page.route('**/api/health', (route) => route.fulfill(unavailable));
  await page.route('**/api/contact?*', (route) => route.fulfill(unavailable));
  await page.goto('/admin/contact-messages');
  // Three retries with back-off (1 s, 2 s, 4 s) come first.
  const failure = page.getByRole('alert').filter({ hasText: '数据加载失败' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText('服务暂时不可用，请稍后再试');
  await audit(page);
  await page.unroute('**/api/health');
  await page.unroute('**/api/contact?*');
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByTestId('contact-row').or(page.getByText('暂无留言')).first()).toBeVisible();
});

test('a 4xx is not retried: the error shows at once', async ({ page, request }) => {
  await signIn(page, request);
  let calls = 0;
  await page.route('**/api/admin/news?*', (route) => {
    calls++;
    return route.fulfill({ status: 400, json: { success: false, error: '搜索词不能超过 100 个字符', code: 'VALIDATION' } });
  });
  await page.goto('/admin/news');
  await expect(page.getByRole('alert')).toContainText('搜索词不能超过 100 个字符', { timeout: 3_000 });
  expect(calls).toBe(1);
});

test('an unexpected crash shows the error screen with a way back to the dashboard', async ({ page, request }) => {
  await signIn(page, request);
  // An answer without the fields the screen relies on makes it throw while rendering.
  await page.route('**/api/admin/news?limit=1*', (route) =>
    route.fulfill({
      json: { success: true, data: { items: [], statistics: { total: 1 } }, meta: { total: 0, limit: 1, offset: 0 } },
    }),
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/undefined|null/);
  await audit(page);
  await page.unroute('**/api/admin/news?limit=1*');
  await page.getByRole('link', { name: '返回仪表盘' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
});

test('collapsed sidebar icons get tooltips after 700 ms; the page scrolls to the top on a path change', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/admin');
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await page.mouse.move(800, 500);
  await page.waitForTimeout(400); // the width transition ends, no skip window is open
  const newsIcon = page.locator('aside').getByRole('link', { name: '新闻管理' });
  const box = (await newsIcon.boundingBox())!;
  const start = Date.now();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('tooltip')).toHaveText('新闻管理');
  expect(Date.now() - start).toBeGreaterThanOrEqual(650);
  // Moving straight to the next icon: no second wait.
  await page.locator('aside').getByRole('link', { name: '客户留言' }).hover();
  await expect(page.getByTestId('tooltip')).toHaveText('客户留言', { timeout: 250 });
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();
  await page.getByRole('button', { name: '展开侧边栏' }).click();

  await page.setViewportSize({ width: 1440, height: 400 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('aside').getByRole('link', { name: '账号设置' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the dashboard counts articles and shows the latest enquiries, with quick actions', async ({ page, request }) => {
  const session = await signIn(page, request);
  const statistics = async () =>
    (await (await request.get('/api/admin/news?limit=1', { headers: { Authorization: `Bearer ${session.token}` } })).json()).data
      .statistics as Record<'total' | 'featured' | 'thisMonth', number>;
  const before = await statistics();
  // Not 通知公告: the home page's test needs that category without featured articles.
  await createArticle(request, session.token, { title: '仪表盘推荐', featured: true, category: '政策解读' });
  // Written now with an old publish date: recent activity goes by the latest change, not the publish date.
  const backdated = `仪表盘旧日期 ${Date.now()}`;
  await createArticle(request, session.token, { title: backdated, publishedAt: '2020-03-01T08:00:00.000Z' });
  const enquiry = `仪表盘留言 ${Date.now()}`;
  await sendEnquiry(request, { name: '仪表盘访客', contact: 'dash@example.com', message: enquiry });
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: '最新留言' })).toContainText(enquiry);
  // Other tests add articles meanwhile: the screen shows the store's figures, which counted ours.
  const after = await statistics();
  for (const name of ['total', 'featured', 'thisMonth'] as const) {
    expect(after[name]).toBeGreaterThanOrEqual(before[name] + 1);
    await expect(page.getByTestId(`stat-${name}`)).toHaveText(String(after[name]));
  }
  await expect(page.getByRole('region', { name: '最近动态' })).toContainText('仪表盘访客');
  await expect(page.getByRole('region', { name: '最近动态' })).toContainText(`新增新闻《${backdated}》`);
  await expect(page.getByRole('link', { name: '添加新闻' })).toHaveAttribute('href', '/admin/news/create');
  await expect(page.getByRole('link', { name: '查看网站' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: '查看全部留言' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '客户留言' })).toBeVisible();
});
