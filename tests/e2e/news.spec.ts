import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated, openWithStoppedClock } from './site.ts';
import { SEED_ARTICLES } from '../../scripts/seed-data.ts';
import { NEWS_LIST } from '../../src/config/news.ts';

const list = (page: Page) => page.locator('#news-list');
const rows = (page: Page) => list(page).locator('ol > li');
const tab = (page: Page, name: string) => list(page).getByRole('group').getByRole('button', { name, exact: true });
const searchBox = (page: Page) => list(page).getByRole('searchbox');

/**
 * What the API says about a query, to compare the page with. `shown` is what the
 * first page of the list holds: other tests add articles meanwhile.
 */
async function api(request: APIRequestContext, query: string) {
  const body = (await (await request.get(`/api/news?${query}`)).json()) as {
    data: { title: string; category: string }[];
    meta: { total: number };
  };
  return {
    titles: body.data.map((item) => item.title),
    total: body.meta.total,
    shown: Math.min(body.meta.total, NEWS_LIST.pageSize),
  };
}

test('?category= preselects its tab, heads the list with its description and scrolls to it', async ({ page, visit, request }) => {
  await visit(`/news-center?category=${encodeURIComponent('通知公告')}`);
  await expect(tab(page, '通知公告')).toHaveAttribute('aria-pressed', 'true');
  await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('交易规则调整、业务通知与公示信息');
  const { shown } = await api(request, `category=${encodeURIComponent('通知公告')}`);
  await expect(rows(page)).toHaveCount(shown);
  for (const row of await rows(page).all()) await expect(row).toContainText('通知公告');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('the header search opens the news centre with ?search= filled in and applied (en)', async ({ page, request }) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search news' }).click();
  await page.getByRole('banner').getByRole('searchbox').fill('CCER');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL('**/en/news-center/?search=CCER');
  await expect(searchBox(page)).toHaveValue('CCER');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Enter keywords');
  const { titles } = await api(request, 'q=CCER');
  await expect(rows(page)).toHaveCount(titles.length);
  await expect(list(page)).toContainText(`${titles.length} articles`);
});

test('tabs and search update the URL; back restores them; view all clears both', async ({ page, visit, request }) => {
  await visit('/news-center');
  await hydrated(page);
  await tab(page, '政策解读').click();
  await expect(page).toHaveURL(`/news-center/?category=${encodeURIComponent('政策解读')}`);
  await searchBox(page).fill('ISO');
  await list(page).getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(`/news-center/?category=${encodeURIComponent('政策解读')}&search=ISO`);
  const found = await api(request, `category=${encodeURIComponent('政策解读')}&q=ISO`);
  await expect(rows(page)).toHaveCount(found.shown);

  await page.goBack();
  await expect(page).toHaveURL(`/news-center/?category=${encodeURIComponent('政策解读')}`);
  await expect(searchBox(page)).toHaveValue('');
  const policy = await api(request, `category=${encodeURIComponent('政策解读')}`);
  await expect(rows(page)).toHaveCount(policy.shown);

  await list(page).getByRole('button', { name: '查看全部' }).click();
  await expect(page).toHaveURL('/news-center/');
  await expect(tab(page, '全部')).toHaveAttribute('aria-pressed', 'true');
  const all = await api(request, 'limit=10');
  await expect(list(page)).toContainText(`共 ${all.total} 条资讯`);
  await expect(rows(page).first()).toContainText(all.titles[0]!);
});

test('ten items a page; "load more" fetches the next page; items link to their articles', async ({ page, visit, request }) => {
  // In Chinese: the English list holds only the six translated seed articles.
  await visit('/news-center');
  await hydrated(page);
  const { total } = await api(request, 'limit=1');
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().getByRole('link', { name: '查看详情' })).toHaveAttribute('href', /^\/news-detail\/[\w-]+\/$/);
  await expect(rows(page).first()).toContainText(/^\d{2}\/\d{2}\d{4}/);
  await list(page).getByRole('button', { name: '加载更多' }).click();
  await expect(rows(page)).toHaveCount(Math.min(total, 20));
  if (total <= 20) await expect(list(page).getByRole('button', { name: '加载更多' })).toHaveCount(0);
});

test('an empty category and a search without results say so', async ({ page, visit }) => {
  await page.route('**/api/news?*category=*', (route) =>
    route.fulfill({ json: { success: true, data: [], meta: { total: 0, limit: 10, offset: 0 } } }),
  );
  await visit('/news-center');
  await hydrated(page);
  await tab(page, '知识专栏').click();
  await expect(list(page)).toContainText('该分类下暂无资讯');
  await tab(page, '全部').click();
  await searchBox(page).fill('没有这样的资讯');
  await searchBox(page).press('Enter');
  await expect(list(page)).toContainText('没有找到与“没有这样的资讯”相关的资讯');
});

test('a failed load says so, and the retry button loads the list', async ({ page }) => {
  await page.route('**/api/news?*category=*', (route) => route.abort());
  // The clock stands still, so the automatic retries (1 s, 2 s, 4 s) wait for the test.
  await openWithStoppedClock(page, '/news-center');
  await tab(page, '本所动态').click();
  const failed = list(page).getByRole('alert');
  await expect(failed).toContainText('资讯加载失败');
  await page.unroute('**/api/news?*category=*');
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(failed).toHaveCount(0);
  await expect(rows(page).first()).toContainText('本所动态');
});

test('without JavaScript the first page of the full list is in the HTML, without a dead load-more button', async ({
  request,
}) => {
  // Without the zero-width spaces between a Chinese title's phrases (src/components/kit/phrases.ts), unseen.
  const html = (await (await request.get('/news-center')).text()).replaceAll('\u200b', '');
  // The build's store held the demo articles: the newest published ones make the first page.
  const published = SEED_ARTICLES.filter(({ daysAgo, article }) => daysAgo >= 0 && article.status !== 'draft');
  const newest = published.sort((a, b) => a.daysAgo - b.daysAgo).slice(0, NEWS_LIST.pageSize);
  for (const { article } of newest) expect(html).toContain(article.title);
  // More pages exist, but 'load more' needs the island: no dead button without it.
  expect(published.length).toBeGreaterThan(NEWS_LIST.pageSize);
  expect(html).not.toMatch(/<button[^>]*>\s*加载更多/);
});
