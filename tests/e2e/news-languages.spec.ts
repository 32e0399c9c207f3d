// English pages list only articles with English text; an article without it
// has an English address that says so; the feeds and the sitemap follow the
// same rule. Other tests add articles meanwhile, so lists are checked against
// the rule (and the API's English list), feeds against the seeded articles.
import type { APIRequestContext, Locator } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { SEED_ARTICLES } from '../../scripts/seed-data.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './site.ts';

const CHINESE_ONLY = 'seed-footprint-system';
const english = (article: (typeof SEED_ARTICLES)[number]['article']) => Boolean(article.titleEn && article.contentEn);
const publicSeed = SEED_ARTICLES.filter(({ daysAgo, article }) => daysAgo >= 0 && article.status !== 'draft');
const englishSeedIds = publicSeed.filter(({ article }) => english(article)).map(({ id }) => id);

/** The ids of the API's English list (every translated public article). */
async function englishIds(request: APIRequestContext): Promise<Set<string>> {
  const body = (await (await request.get('/api/news?lang=en&limit=100')).json()) as { data: { id: string }[] };
  return new Set(body.data.map((item) => item.id));
}

/** Article ids a list links to, and that none of its titles is marked Chinese. */
async function expectOnlyTranslated(list: Locator, translated: Set<string>) {
  const links = list.locator('a[href^="/en/news-detail/"]');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).map(
    (href) => href.split('/').filter(Boolean).pop()!,
  );
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(translated, `${id} has English text`).toContain(id);
  expect(ids).not.toContain(CHINESE_ONLY);
  await expect(list.locator('[lang="zh-CN"]')).toHaveCount(0);
}

test('the API lists a Chinese-only article in Chinese, never in English', async ({ request }) => {
  const translated = await englishIds(request);
  expect(translated).not.toContain(CHINESE_ONLY);
  for (const id of englishSeedIds) expect(translated).toContain(id);
});

test('the English home news section holds only translated articles, as built and once hydrated', async ({ page, request }) => {
  const translated = await englishIds(request);
  await page.goto('/en/');
  const news = page.locator('astro-island[component-url*="HomeNews"]');
  await expectOnlyTranslated(news, translated);
  await hydrated(page);
  await expectOnlyTranslated(news, translated);
});

test('the English news centre holds only translated articles, and its count is theirs', async ({ page, request }) => {
  const translated = await englishIds(request);
  const listed = page.waitForResponse((r) => r.url().includes('/api/news?') && r.url().includes('lang=en'));
  await page.goto('/en/news-center');
  await hydrated(page);
  const { meta } = (await (await listed).json()) as { meta: { total: number } };
  await expectOnlyTranslated(page.locator('#news-list'), translated);
  await expect(page.locator('#news-list')).toContainText(`${meta.total} article`);
});

test('a Chinese-only article: its English page says so in English and links to the Chinese one', async ({ page, visit }) => {
  const { title } = SEED_ARTICLES.find(({ id }) => id === CHINESE_ONLY)!.article;
  await visit(`/en/news-detail/${CHINESE_ONLY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is published in Chinese');
  await expect(page).toHaveTitle(/^This article is published in Chinese \| /);
  await expect(page.getByText(title, { exact: true })).toHaveAttribute('lang', 'zh-CN');
  const link = page.getByRole('link', { name: 'Read the article in Chinese' });
  await expect(link).toHaveAttribute('href', `/news-detail/${CHINESE_ONLY}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const hreflangs = page.locator('link[rel="alternate"][hreflang]');
  await expect(hreflangs).toHaveCount(2);
  expect(
    await hreflangs.evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
    ),
  ).toEqual([`zh-CN /news-detail/${CHINESE_ONLY}/`, `x-default /news-detail/${CHINESE_ONLY}/`]);
  await link.click();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a translated article names both languages in hreflang', async ({ page }) => {
  await page.goto('/en/news-detail/seed-ccer-relaunch');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
});

test('the sitemap lists every public article in its languages with lastmod, the English page of a Chinese-only one not', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const urls = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml)
    .urlset.url as { loc: string; lastmod?: string }[];
  const entry = (path: string) => urls.find((url) => new URL(url.loc).pathname === path);
  for (const { id, article } of publicSeed) {
    expect(entry(`/news-detail/${id}/`)?.lastmod, id).toBeTruthy();
    if (english(article)) expect(entry(`/en/news-detail/${id}/`)?.lastmod, id).toBeTruthy();
    else expect(entry(`/en/news-detail/${id}/`), id).toBeUndefined();
  }
});

test.describe('RSS feeds', () => {
  // Read by a feed reader's parser: a feed it cannot read fails here.
  const parse = (xml: string) => {
    const feed = parseFeed(xml);
    expect([feed.meta.type, feed.meta.version]).toEqual(['rss', '2.0']);
    return feed;
  };

  for (const { path, locale } of [
    { path: '/rss.xml', locale: 'zh' },
    { path: '/en/rss.xml', locale: 'en' },
  ] as const) {
    test(`${path} is RSS 2.0 with the ${locale} articles, newest first, linked from the head and the news centre`, async ({
      page,
      request,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const feed = parse(await res.text());
      expect(feed.language).toBe(locale === 'zh' ? 'zh-CN' : 'en');
      const expected = publicSeed.filter(({ article }) => locale === 'zh' || english(article));
      const prefix = locale === 'en' ? '/en' : '';
      expect(feed.items.map((item) => new URL(item.url!).pathname).sort()).toEqual(
        expected.map(({ id }) => `${prefix}/news-detail/${id}/`).sort(),
      );
      const dates = feed.items.map((item) => item.published!.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const item of feed.items) {
        const seed = expected.find(({ id }) => item.url!.includes(`/${id}/`))!.article;
        expect(item.title).toBe(locale === 'en' ? seed.titleEn : seed.title);
        expect(item.description!.length).toBeGreaterThan(20);
        expect(item.categories).toHaveLength(1);
        if (locale === 'en') expect(item.categories[0]!.label).toMatch(/^[A-Z][A-Za-z ]+$/);
      }

      await page.goto(`${prefix}/news-center`);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', path);
      await expect(page.locator('main a[type="application/rss+xml"]')).toHaveAttribute('href', path);
    });
  }
});
