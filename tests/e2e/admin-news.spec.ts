// Articles through the admin screens, each checked through the public API
// (present, or absent for drafts and scheduled ones).
import type { Page } from '@playwright/test';
import { audit, createArticle, expect, expectTitle, publicListHas, publicStatus, signIn, test, unique } from './fixtures.ts';

const field = (page: Page, label: RegExp) => page.getByLabel(label);
const TITLE = /^标题/;
const CONTENT = /^正文/;

/** Beijing time (UTC+8), to the minute, as the back office's <input type="datetime-local"> takes it. */
function localInput(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

async function rowOf(page: Page, title: string) {
  const row = page.getByTestId('news-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

/** The article's public page in a tab of its own (newer than the build: the shell page's island loads it). */
async function expectPublicPage(page: Page, id: string, heading: string) {
  const reader = await page.context().newPage();
  await reader.goto(`/news-detail/${id}`);
  await expectTitle(reader.getByRole('heading', { level: 1 }), heading);
  await reader.close();
}

async function idOf(page: Page, title: string): Promise<string> {
  const href = await (await rowOf(page, title)).getByRole('link', { name: title, exact: true }).getAttribute('href');
  return href!.split('/').pop()!;
}

test('create a featured article, edit it, make it a draft, schedule it, publish it, delete it', async ({
  page,
  request,
  visitAdmin,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  const title = unique('碳市场新闻');
  await visitAdmin('/admin/news', '新闻管理');
  await page.getByRole('link', { name: '添加新闻' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: '添加新闻' })).toBeVisible();
  await audit(page);

  await field(page, TITLE).fill(title);
  await field(page, CONTENT).fill('第一段。\n\n<b>第二段</b>');
  await field(page, /^作者/).fill('测试作者');
  await field(page, /^分类/).selectOption('新闻资讯');
  await page.getByLabel('设为推荐').check();
  await field(page, /^英文标题/).fill(`EN ${title}`);
  await field(page, /^英文作者/).fill('Test Desk');
  // The preview shows a paragraph per non-empty line, as text.
  const preview = page.getByTestId('news-preview');
  await expect(preview.locator('p')).toContainText(['第一段。', '<b>第二段</b>']);
  await expect(preview.locator('b')).toHaveCount(0);
  await page.getByRole('button', { name: '发布', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/news$/);
  const row = await rowOf(page, title);
  await expect(row).toContainText('新闻资讯');
  await expect(row).toContainText('测试作者');
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('推荐');
  const id = await idOf(page, title);
  expect(await publicStatus(request, id)).toBe(200);
  await expectPublicPage(page, id, title);
  const featured = await (await request.get('/api/news?featured=true&limit=100')).json();
  expect(featured.data.map((item: { id: string }) => item.id)).toContain(id);

  // Edit: a new title, no longer featured.
  await row.getByRole('link', { name: `编辑: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '编辑新闻' })).toBeVisible();
  await expect(field(page, TITLE)).toHaveValue(title);
  await audit(page);
  const edited = `${title}-改`;
  await field(page, TITLE).fill(edited);
  await page.getByLabel('设为推荐').uncheck();
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(await rowOf(page, edited)).not.toContainText('推荐');
  const article = (await (await request.get(`/api/news/${id}`)).json()).data;
  expect([article.title, article.featured, article.titleEn, article.authorEn]).toEqual([
    edited,
    false,
    `EN ${title}`,
    'Test Desk',
  ]);

  // Draft: gone from the public API.
  await page.goto(`/admin/news/edit/${id}`);
  await expect(page.getByTestId('article-status')).toHaveText('当前状态：已发布');
  await page.getByRole('button', { name: '撤回为草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  // Other workers' newer articles may fill the list's first page: search for it.
  await page.goto(`/admin/news?q=${encodeURIComponent(edited)}`);
  await expect(await rowOf(page, edited)).toContainText('草稿');
  expect(await publicStatus(request, id)).toBe(404);
  expect(await publicListHas(request, edited)).toBe(false);
  await expectPublicPage(page, id, '新闻不存在');

  // Scheduled: published, but two days ahead.
  await page.goto(`/admin/news/edit/${id}`);
  await expect(page.getByTestId('publish-note')).toHaveText('草稿不会在网站上显示');
  await field(page, /^发布时间/).fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
  await expect(page.getByTestId('publish-note')).toContainText('将于');
  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(await rowOf(page, edited)).toContainText('定时发布');
  expect(await publicStatus(request, id)).toBe(404);
  expect(await publicListHas(request, edited)).toBe(false);

  // Published again, an hour ago: public once more.
  await page.goto(`/admin/news/edit/${id}`);
  await field(page, /^发布时间/).fill(localInput(new Date(Date.now() - 3_600_000)));
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  // An hour back: search for it, as above.
  await page.goto(`/admin/news?q=${encodeURIComponent(edited)}`);
  await expect(await rowOf(page, edited)).toContainText('已发布');
  expect(await publicStatus(request, id)).toBe(200);
  expect(await publicListHas(request, edited)).toBe(true);

  // Delete, after the confirmation dialog (cancel first).
  await (await rowOf(page, edited)).getByRole('button', { name: `删除: ${edited}` }).click();
  const dialog = page.getByRole('dialog', { name: '删除新闻' });
  await expect(dialog).toContainText(`确定要删除《${edited}》吗？`);
  await audit(page);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await (await rowOf(page, edited)).getByRole('button', { name: `删除: ${edited}` }).click();
  await dialog.getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('news-row').filter({ hasText: edited })).toHaveCount(0);
  expect(await publicStatus(request, id)).toBe(404);
});

test('the delete confirmation speaks the admin language', async ({ page, request }) => {
  const session = await signIn(page, request);
  const title = unique('Delete me');
  await createArticle(request, session.token, { title });
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  await (await rowOf(page, title)).getByRole('button', { name: `Delete: ${title}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Delete “${title}”? This cannot be undone.`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(await rowOf(page, title)).toBeVisible();
});

test("invalid fields show the server's messages beside them before anything is sent, and the form stays", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/admin/news/create');
  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().includes('/api/admin/news')) sent.push(call.url());
  });
  await field(page, /^封面图片/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请填写标题')).toBeVisible();
  await expect(page.getByText('请填写正文')).toBeVisible();
  // A new article has no category until one is chosen: a forgotten choice is asked for, not filed under the first.
  await expect(page.getByText('请选择分类')).toBeVisible();
  await expect(page.getByText(/图片地址必须以/)).toBeVisible();
  await expect(field(page, TITLE)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, TITLE)).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('请检查标记的字段');
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  expect(sent).toEqual([]);
  await audit(page);
  // Editing a field clears its message.
  await field(page, TITLE).fill('有标题了');
  await expect(page.getByText('请填写标题')).toHaveCount(0);
});

test('leaving the form with unsaved changes asks first', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/admin/news/create');
  // Untouched: leaving needs no confirmation.
  await page.locator('aside').getByRole('link', { name: '仪表盘' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();

  await page.goto('/admin/news/create');
  await field(page, TITLE).fill('写了一半');
  await page.locator('aside').getByRole('link', { name: '客户留言' }).click();
  const dialog = page.getByRole('dialog', { name: '放弃未保存的修改？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '继续编辑' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await expect(field(page, TITLE)).toHaveValue('写了一半');

  await page.getByRole('button', { name: '取消' }).click();
  await dialog.getByRole('button', { name: '离开' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  // Closing the tab (or reloading) gets the browser's own prompt.
  await page.goto('/admin/news/create');
  await field(page, TITLE).fill('又写了一半');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  expect((await prompt).type()).toBe('beforeunload');
  await (await prompt).accept();
});

test('search, filters and page live in the URL; an empty result says so', async ({ page, request }) => {
  const session = await signIn(page, request);
  const tag = unique('filter');
  await createArticle(request, session.token, { title: `${tag} 政策`, category: '政策解读' });
  await createArticle(request, session.token, { title: `${tag} 草稿`, category: '知识专栏', status: 'draft' });
  await createArticle(request, session.token, {
    title: `${tag} 定时`,
    category: '知识专栏',
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  });

  await page.goto('/admin/news');
  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByTestId('news-row')).toHaveCount(3);

  await page.getByLabel('状态').selectOption('scheduled');
  await expect(page).toHaveURL(/status=scheduled/);
  await expect(page.getByTestId('news-row')).toHaveCount(1);
  await expect(page.getByTestId('news-row')).toContainText('定时发布');

  await page.getByLabel('状态').selectOption('');
  await page.getByLabel('分类').selectOption('知识专栏');
  await expect(page.getByTestId('news-row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('分类')).toHaveValue('知识专栏');
  await expect(page.getByRole('searchbox')).toHaveValue(tag);
  await expect(page.getByTestId('news-row')).toHaveCount(2);

  await page.getByLabel('分类').selectOption('通知公告');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('paging: 21 matching articles make two pages, the page is in the URL; a page past the end goes to the last', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await signIn(page, request);
  const tag = unique('page');
  await Promise.all(Array.from({ length: 21 }, (_, i) => createArticle(request, session.token, { title: `${tag} ${i}` })));
  await page.goto(`/admin/news?q=${tag}`);
  await expect(page.getByTestId('news-row')).toHaveCount(20);
  await expect(page.getByText('第 1 / 2 页，共 21 条')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('news-row')).toHaveCount(1);

  // An old link past the end: the last page, its pager, and the URL says so.
  await page.goto(`/admin/news?q=${tag}&page=9`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));
  await expect(page.getByTestId('news-row')).toHaveCount(1);
  await expect(page.getByText('第 2 / 2 页，共 21 条')).toBeVisible();
  // Deleting the last page's only article shows the page before it.
  const last = page.getByTestId('news-row');
  await last.getByRole('button', { name: /^删除: / }).click();
  await page.getByRole('dialog', { name: '删除新闻' }).getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  await expect(page.getByTestId('news-row')).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: '分页' })).toBeHidden();
});

test('an article that does not exist says so, with a way back', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/admin/news/edit/no-such-article');
  await expect(page.getByText('新闻不存在或已被删除')).toBeVisible();
  await page.getByRole('link', { name: '返回新闻列表' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
});
