import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { expect, test } from './fixtures.ts';
import { at, LOCALES } from './site.ts';

// The cases as their content files hold them: every one is shown, whatever an editor adds (docs/CONTENT.md).
const CASES_DIR = join(repoRoot, 'src', 'content', 'cases');
const CASES = readdirSync(CASES_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({
    id: file.slice(0, -'.yaml'.length),
    ...(parse(readFileSync(join(CASES_DIR, file), 'utf8')) as {
      results: object;
      solutions: unknown[];
      timeline: unknown[];
      images: unknown[];
      photo?: { alt: Record<'zh' | 'en', string> };
    }),
  }));
const IDS = CASES.map((item) => item.id);

const TEXT = {
  zh: {
    stats: {
      values: ['100+', '50%', '200万吨', '98%'],
      labels: ['服务客户', '平均减排幅度', '累计减排量', '客户满意度'],
    },
    filters: ['全部案例', '零碳园区', '企业碳管理', '碳足迹核算', 'ESG报告', '碳交易'],
    sections: ['项目成果', '项目挑战', '解决方案', '实施历程', '客户评价', '项目图集'],
    search: '搜索案例',
    all: '全部案例',
    park: '零碳园区',
    management: '企业碳管理',
    campus: '校园',
    empty: '没有找到匹配的案例',
    hint: '请尝试调整搜索关键词或选择其他分类',
    showAll: '查看全部案例',
    loadMore: '加载更多',
    back: '返回案例列表',
    allCases: '查看全部案例',
    contact: '咨询类似项目',
    notFound: '案例不存在',
  },
  en: {
    stats: {
      values: ['100+', '50%', '2Mtonnes', '98%'],
      labels: ['Clients served', 'Average emission reduction', 'Cumulative reduction', 'Client satisfaction'],
    },
    filters: [
      'All cases',
      'Zero-carbon parks',
      'Corporate carbon management',
      'Carbon footprints',
      'ESG reporting',
      'Carbon trading',
    ],
    sections: [
      'Results',
      'The challenge',
      'What we did',
      'How the project ran',
      'In the client’s words',
      'The project in pictures',
    ],
    search: 'Search cases',
    all: 'All cases',
    park: 'Zero-carbon parks',
    management: 'Corporate carbon management',
    campus: 'CAMPUS',
    empty: 'No matching cases',
    hint: 'Try adjusting your search or choosing another category',
    showAll: 'Show all cases',
    loadMore: 'Load more',
    back: 'Back to all cases',
    allCases: 'All success cases',
    contact: 'Discuss a similar project',
    notFound: 'Case not found',
  },
} as const;

const cards = (page: Page) => page.locator('case-browser li[data-case]:visible');
const cardLink = (page: Page, id: string, prefix: string) =>
  page.locator(`case-browser a[href="${at(`/success-cases/${id}`, prefix)}"]`);
/** The category filter's pill: the label around its (visually hidden) radio. */
const pill = (page: Page, label: string) =>
  page.locator('case-browser label').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  const list = at('/success-cases', prefix);

  test(`the case list (${locale}) has its hero, the four figures, the filter and a card for each case`, async ({
    page,
    visit,
  }) => {
    expect((await visit(list))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#figures dd')).toHaveText(text.stats.values);
    await expect(page.locator('#figures dt')).toHaveText(text.stats.labels);
    await expect(page.locator('case-browser fieldset label')).toHaveText(text.filters);
    await expect(page.getByRole('radio', { name: text.all })).toBeChecked();
    await expect(cards(page)).toHaveCount(IDS.length);
    for (const id of IDS) await expect(cardLink(page, id, prefix)).toBeVisible();
    await expect(page.getByRole('button', { name: text.loadMore })).toBeHidden();
    // A card's three figures share a line, however many lines their labels take.
    const valueTops = await cards(page)
      .first()
      .locator('dd')
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().top)));
    expect(new Set(valueTops).size).toBe(1);

    // Hero buttons: one scrolls to the cases, the other leads to the contact form.
    await page.locator('#page-title ~ div a[href="#cases"]').click();
    await expect(page.locator('#cases-title')).toBeInViewport();
    await expect(page.locator(`#page-title ~ div a[href="${at('/about#contact', prefix)}"]`)).toBeVisible();

    // A card opens its case.
    const title = (await cardLink(page, '3', prefix).locator('h3').textContent())!.trim();
    await cardLink(page, '3', prefix).click();
    await expect(page).toHaveURL(new RegExp(`${at('/success-cases/3', prefix)}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test(`every case (${locale}) is in the static HTML, visible without JavaScript`, async ({ request }) => {
    const html = await (await request.get(list)).text();
    for (const id of IDS) expect(html).toContain(`href="${at(`/success-cases/${id}`, prefix)}"`);
    expect(html.match(/<li data-case[^>]*>/g)!.filter((li) => li.includes('hidden'))).toEqual([]);
  });

  for (const { id, results, solutions, timeline, images, photo } of CASES) {
    test(`case ${id} (${locale}) answers 200 with the spec's sections`, async ({ page, visit }) => {
      const path = at(`/success-cases/${id}`, prefix);
      expect((await visit(path))?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const hero = main.locator('section[aria-labelledby="page-title"]');
      await expect(hero.locator('dl > div')).toHaveCount(5);
      // A case's photograph, if it has one, is in its hero and has loaded (in the format the browser chose).
      await expect(hero.locator('picture img')).toHaveCount(photo ? 1 : 0);
      if (photo) {
        await expect(hero.locator('picture img')).toHaveAttribute('alt', photo.alt[locale]);
        await expect
          .poll(() => hero.locator('picture img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...text.sections, /./]);
      await expect(main.locator('#results dd')).toHaveCount(Object.keys(results).length);
      await expect(main.locator('#challenges li')).not.toHaveCount(0);
      await expect(main.locator('#solutions h3')).toHaveCount(solutions.length);
      await expect(main.locator('#timeline li')).toHaveCount(timeline.length);
      await expect(main.locator('#testimonial blockquote')).not.toBeEmpty();
      await expect(main.locator('#gallery figure')).toHaveCount(images.length);
      await expect(main.locator('#gallery figcaption')).toHaveCount(images.length);
      await expect(main.locator('#next').getByRole('link', { name: text.contact })).toHaveAttribute(
        'href',
        at('/about#contact', prefix),
      );
      await expect(main.locator('#next').getByRole('link', { name: text.back })).toHaveAttribute('href', list);
    });
  }

  test(`a case page's buttons (${locale}) lead back to the list and to the contact form`, async ({ page }) => {
    await page.goto(at('/success-cases/2', prefix));
    await page.locator('#page-title').locator('..').getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/?$`));
    await page.goBack();
    await page.locator('#next').getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/?$`));
    await page.goBack();
    await page.locator('#next').getByRole('link', { name: text.contact }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/about', prefix)}/?#contact$`));
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test(`an unknown case (${locale}) answers 404 with '${text.notFound}' and a way back`, async ({ page, visit }) => {
    // axe once (visit), on the first; the others only need their status and heading.
    for (const [index, id] of ['999', 'no-such-case', '404'].entries()) {
      const path = at(`/success-cases/${id}`, prefix);
      const response = await (index === 0 ? visit(path) : page.goto(path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    }
    // Every case a visitor could have meant, as its card, and the way to the list.
    const main = page.getByRole('main');
    for (const id of ['1', '2', '3', '4', '5', '6']) {
      await expect(main.locator(`li a[href="${at(`/success-cases/${id}`, prefix)}"]`)).toBeVisible();
    }
    await expect(main.locator('#cases').getByRole('link', { name: text.allCases })).toHaveAttribute('href', list);
    await main.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/?$`));
    await expect(cards(page)).toHaveCount(IDS.length);
  });
}

test("a category chosen before the filter's script has run is applied once it runs", async ({ page }) => {
  // The script comes after the first paint (scripts/lib/after-paint.mjs): hold it back until the visitor has chosen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/CaseBrowser[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/success-cases/');
  await pill(page, TEXT.zh.management).click();
  await expect(cards(page)).toHaveCount(IDS.length);
  release();
  await expect(cards(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\?category=carbon-management$/);
});

test('the category filter and the search combine, live in the URL and follow the back button', async ({ page, visit }) => {
  const text = TEXT.zh;
  // The filter is a script file of its own: the CSP must let it run, and it must log no error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective}`)),
  );
  await visit('/success-cases');
  await pill(page, text.management).click();
  await expect(page.getByRole('radio', { name: text.management })).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\?category=carbon-management$/);

  await pill(page, text.park).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('searchbox', { name: text.search }).fill(text.campus);
  await expect(cards(page)).toHaveCount(1);
  await expect(cardLink(page, '6', '')).toBeVisible();
  await expect(page).toHaveURL(/\?category=zero-carbon-park&q=%E6%A0%A1%E5%9B%AD$/);
  await expect(page.getByRole('status').filter({ hasText: '共 1 个案例' })).toBeVisible();

  // Back: the search typed is undone in one step, then the category.
  await page.goBack();
  await expect(page).toHaveURL(/\?category=zero-carbon-park$/);
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(page.getByRole('radio', { name: text.management })).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('radio', { name: text.all })).toBeChecked();
  await expect(cards(page)).toHaveCount(IDS.length);
  expect(errors).toEqual([]);
});

test('a shared URL restores the filter; the search ignores case; no match shows the empty state', async ({ page, visit }) => {
  const text = TEXT.en;
  await visit('/en/success-cases?category=zero-carbon-park&q=CAMPUS');
  await expect(page.getByRole('radio', { name: text.park })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('CAMPUS');
  await expect(cards(page)).toHaveCount(1);
  await expect(cardLink(page, '6', '/en')).toBeVisible();

  // Search alone matches titles and descriptions in any case: 'cbam' is in case 3's title.
  await pill(page, text.all).click();
  await page.getByRole('searchbox', { name: text.search }).fill('cbam');
  await expect(cards(page)).toHaveCount(1);
  await expect(cardLink(page, '3', '/en')).toBeVisible();

  await page.getByRole('searchbox', { name: text.search }).fill('no such project');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
  await expect(page.getByText(text.hint)).toBeVisible();
  await page.getByRole('button', { name: text.showAll }).click();
  await expect(cards(page)).toHaveCount(IDS.length);
  await expect(page.getByRole('heading', { name: text.empty })).toBeHidden();
  await expect(page).toHaveURL(/\/en\/success-cases\/?$/);
  await expect(page.getByRole('searchbox', { name: text.search })).toBeFocused();
});

test("'load more' shows only when more cases match than are shown, and then shows them", async ({ page, visit }) => {
  const text = TEXT.zh;
  await visit('/success-cases');
  const more = page.getByRole('button', { name: text.loadMore });
  await expect(more).toBeHidden();

  // Four at a time: two more are waiting.
  await page.locator('case-browser').evaluate((element: HTMLElement) => (element.dataset.pageSize = '4'));
  await expect(cards(page)).toHaveCount(4);
  await expect(more).toBeVisible();
  await more.click();
  await expect(cards(page)).toHaveCount(IDS.length);
  await expect(more).toBeHidden();
  await expect(cardLink(page, '5', '')).toBeFocused();

  // A category with fewer cases than a page needs no button.
  await pill(page, text.park).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(more).toBeHidden();
});

test('the sitemap lists the cases but not the case-not-found page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const id of IDS) {
    expect(sitemap).toContain(`/success-cases/${id}/</loc>`);
    expect(sitemap).toContain(`/en/success-cases/${id}/</loc>`);
  }
  expect(sitemap).not.toContain('/404/');
});
