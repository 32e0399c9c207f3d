import type { Page } from '@playwright/test';
import { SEED_ARTICLES } from '../../scripts/seed-data.ts';
import { expect, test } from './fixtures.ts';
import { header, openWithStoppedClock } from './site.ts';

const seed = (id: string) => SEED_ARTICLES.find((article) => article.id === id)!.article;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const article = (page: Page) => page.getByRole('article');
const recommended = (page: Page) => page.getByRole('complementary', { name: /推荐资讯|Recommended news/ }).getByRole('link');

test('a pre-rendered article has its full text in the static HTML', async ({ request }) => {
  const { content, contentEn } = seed('seed-ets-expansion');
  const zh = await (await request.get('/news-detail/seed-ets-expansion')).text();
  for (const paragraph of lines(content)) expect(zh).toContain(`<p>${paragraph}</p>`);
  const en = await (await request.get('/en/news-detail/seed-ets-expansion')).text();
  for (const paragraph of lines(contentEn!)) expect(en).toContain(`<p>${paragraph}</p>`);
});

test('an article (zh): breadcrumb, title, category, zh-CN date, paragraphs, source and five recommended others', async ({
  page,
  visit,
}) => {
  const { title, content } = seed('seed-ccer-relaunch');
  await visit('/news-detail/seed-ccer-relaunch');
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs).toHaveText(/当前位置：\s*首页\s*-\s*新闻中心\s*-\s*正文/);
  await expect(crumbs.getByRole('link', { name: '新闻中心' })).toHaveAttribute('href', '/news-center/');
  await expect(header(page)).toHaveAttribute('data-header-style', 'solid');
  await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article(page)).toContainText('政策解读');
  await expect(article(page).locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(article(page).locator('p', { hasText: /。$/ })).toHaveCount(lines(content).length);
  await expect(article(page)).toContainText('来源：政策研究部');
  await expect(recommended(page)).toHaveCount(5);
  for (const link of await recommended(page).all()) {
    await expect(link).toHaveAttribute('href', /^\/news-detail\/(?!seed-ccer-relaunch\/$)[\w-]+\/$/);
  }
});

test('an article (en): the English text, an English date, recommended links in English', async ({ page, visit }) => {
  const { titleEn, contentEn } = seed('seed-ccer-relaunch');
  await visit('/en/news-detail/seed-ccer-relaunch');
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(
    /You are here: Home\s*-\s*News Center\s*-\s*Article/,
  );
  await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(titleEn!);
  await expect(article(page).locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  for (const paragraph of lines(contentEn!)) await expect(article(page).getByText(paragraph, { exact: true })).toBeVisible();
  await expect(article(page)).toContainText('Policy Interpretation');
  await expect(article(page)).toContainText('Source: Policy Research Desk');
  await expect(article(page)).not.toContainText('政策研究部');
  for (const link of await recommended(page).all()) await expect(link).toHaveAttribute('href', /^\/en\/news-detail\//);
});

test('an English page without a translation says the article is published in Chinese (news-languages.spec.ts)', async ({
  page,
  visit,
}) => {
  await visit('/en/news-detail/seed-footprint-system');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is published in Chinese');
  await expect(page.getByRole('link', { name: 'Read the article in Chinese' })).toHaveAttribute(
    'href',
    '/news-detail/seed-footprint-system/',
  );
});

// Issue 19: one view per visitor (a salted hash of the address) per article per day.
test('a visitor counts one view a day, another visitor one more, and the page shows the real count', async ({ page }) => {
  const path = '/news-detail/seed-public-training';
  const views = async (navigate: () => Promise<unknown>) => {
    const response = page.waitForResponse((r) => r.url().endsWith('/api/news/seed-public-training'));
    await navigate();
    const count = ((await (await response).json()) as { data: { views: number } }).data.views;
    await expect(article(page).locator('[data-views]')).toHaveText(`浏览 ${count} 次`);
    return count;
  };
  const first = await views(() => page.goto(path));
  expect(await views(() => page.reload())).toBe(first);
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(await views(() => page.reload())).toBe(first + 1);
});

for (const [prefix, notFound, back] of [
  ['', '新闻不存在', '返回新闻中心'],
  ['/en', 'Article not found', 'Back to the News Center'],
] as const) {
  test(`an unknown id shows '${notFound}' with a link back`, async ({ page, visit }) => {
    const response = await visit(`${prefix}/news-detail/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
    await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', `${prefix}/news-center/`);
  });
}

// netlify/functions/article-page.mts asks the store on every article address: what
// staff take down is gone at once, for crawlers, without JavaScript and with it.
test('an article unpublished since the build, or deleted, answers 404 in both languages at once', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const id = 'seed-permits-vs-carbon';
  const { title, content } = seed(id);
  const { data: stored } = await (await request.get(`/api/admin/news/${id}`, { headers })).json();
  const input = { ...stored, status: 'draft' };
  for (const field of ['id', 'views', 'createdAt', 'updatedAt']) delete input[field];
  const put = (status: string) => request.put(`/api/admin/news/${id}`, { headers, data: { ...input, status } });

  expect((await request.get(`/news-detail/${id}`)).status()).toBe(200);
  try {
    expect((await put('draft')).status()).toBe(200);
    for (const [prefix, notFound] of [
      ['', '新闻不存在'],
      ['/en', 'Article not found'],
    ] as const) {
      const html = await request.get(`${prefix}/news-detail/${id}`);
      expect(html.status()).toBe(404);
      const body = await html.text();
      expect(body).toContain(notFound);
      expect(body).not.toContain(title);
      expect(body).not.toContain(lines(content)[0]);
    }
    // Without JavaScript, as a visitor sees it.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await reader.goto(`/en/news-detail/${id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(reader.getByRole('link', { name: 'Back to the News Center' })).toHaveAttribute('href', '/en/news-center/');
    await noScript.close();
    // With it: no island brings the text back.
    await page.goto(`/news-detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新闻不存在');
    await expect(page.getByText(title)).toHaveCount(0);
  } finally {
    expect((await put('published')).status()).toBe(200);
  }
  expect((await request.get(`/news-detail/${id}`)).status()).toBe(200);

  // Deleted: an article newer than the build (the shell served it) is gone too.
  const created = await request.post('/api/admin/news', {
    headers,
    data: { title: '即将删除的资讯', content: '正文。', category: '本所动态', publishedAt: '2020-01-03', status: 'published' },
  });
  const { id: newer } = ((await created.json()) as { data: { id: string } }).data;
  expect((await request.get(`/news-detail/${newer}`)).status()).toBe(200);
  expect((await request.delete(`/api/admin/news/${newer}`, { headers })).status()).toBe(200);
  for (const prefix of ['', '/en']) expect((await request.get(`${prefix}/news-detail/${newer}`)).status()).toBe(404);
});

test('an article created after the build opens through the shell; a failed load offers a retry', async ({
  page,
  request,
  visit,
  adminToken: token,
}) => {
  const created = await request.post('/api/admin/news', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: '构建之后发布的资讯',
      content: '第一段。\n\n第二段。',
      category: '本所动态',
      publishedAt: '2020-01-02',
      status: 'published',
    },
  });
  // It lives at its slug (made from the title in pinyin); its id answers 301 to it.
  const { slug: id } = ((await created.json()) as { data: { slug: string } }).data;

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/news/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await visit(`/news-detail/${id}`);
  await expect(page.getByRole('status')).toHaveText('加载中…');
  release();
  await expect(article(page).getByRole('heading', { level: 1 })).toHaveText('构建之后发布的资讯');
  await expect(article(page).getByText(/^第[一二]段。$/)).toHaveCount(2);
  await expect(page).toHaveTitle(/^构建之后发布的资讯 \| /);
  await page.unroute(`**/api/news/${id}`);

  await page.route(`**/api/news/${id}`, (route) => route.abort());
  // The clock stands still, so the automatic retries wait for the test.
  await openWithStoppedClock(page, `/en/news-detail/${id}`);
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('could not be loaded');
  await page.unroute(`**/api/news/${id}`);
  await failed.getByRole('button', { name: 'Try again' }).click();
  // No English text: the English shell says so once the article has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is published in Chinese');
  await expect(page.getByRole('link', { name: 'Read the article in Chinese' })).toHaveAttribute('href', `/news-detail/${id}/`);
  await expect(page.getByText('构建之后发布的资讯', { exact: true })).toHaveAttribute('lang', 'zh-CN');
});
