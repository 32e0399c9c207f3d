import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { at, hydrated, LOCALES, openWithStoppedClock } from './site.ts';

const slider = (page: Page) => page.getByRole('region', { name: /^(重点业务|Highlights)$/ });
const dot = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^(切换到第 ${n} 张|Go to slide ${n})$`) });
const expectSlide = (page: Page, n: number) => expect(dot(page, n)).toHaveAttribute('aria-current', 'true');

/** Opens the home page with its clock stopped and the slider's timer set. */
async function openWithClock(page: Page, path = '/') {
  await openWithStoppedClock(page, path);
  await expectSlide(page, 1);
}

/** Takes the pointer off the slider and the focus out of it. */
async function leaveSlider(page: Page) {
  await page.mouse.move(10, 880);
  await page.getByRole('heading', { level: 2, name: /七大业务体系|Seven lines of business/ }).click();
}

test.describe('hero slider', () => {
  test('moves on every 5 s, wraps after the last slide, and dots jump to a slide', async ({ page }) => {
    await openWithClock(page);
    // The island hydrates somewhere within the clock's steps while the page opens; choosing
    // the first slide starts a full interval (so does every change), from a known time.
    await dot(page, 1).click();
    await leaveSlider(page);
    await page.clock.runFor(4_900);
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlide(page, 2);
    await expect(slider(page).getByRole('group', { name: /第 2 张|Slide 2 of 4/ })).toBeVisible();

    await dot(page, 4).click();
    await expectSlide(page, 4);
    await leaveSlider(page);
    await page.clock.runFor(5_100);
    await expectSlide(page, 1);
  });

  test('pauses while the pointer is over it and while focus is inside it, and resumes after', async ({ page }) => {
    await openWithClock(page);
    await slider(page).hover();
    await page.clock.runFor(12_000);
    await expectSlide(page, 1);
    await page.mouse.move(10, 880);
    await page.clock.runFor(5_100);
    await expectSlide(page, 2);

    await dot(page, 1).focus();
    await page.clock.runFor(12_000);
    await expectSlide(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 2);
    await leaveSlider(page);
    await page.clock.runFor(5_100);
    await expectSlide(page, 3);
  });

  test('follows a swipe, and the pause button stops it', async ({ page }) => {
    await openWithClock(page);
    const box = (await slider(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expectSlide(page, 2);

    await page.getByRole('button', { name: /^(暂停轮播|Pause the slides)$/ }).click();
    await expect(page.getByRole('button', { name: /^(继续轮播|Play the slides)$/ }).locator('svg.lucide-play')).toBeVisible();
    await leaveSlider(page);
    await page.clock.runFor(12_000);
    await expectSlide(page, 2);
    await page.getByRole('button', { name: /^(继续轮播|Play the slides)$/ }).click();
    await leaveSlider(page);
    await page.clock.runFor(5_100);
    await expectSlide(page, 3);
  });

  test('does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page, '/en/');
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    await expect(page.getByRole('button', { name: 'Pause the slides' })).toHaveCount(0);
    await dot(page, 3).click();
    await expectSlide(page, 3);
  });

  test('shows the first slide without JavaScript, the others hidden', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '让每一吨减排都可衡量、可核查、可交易', exact: true })).toBeVisible();
    await expect(page.getByText('把减排量变成碳资产', { exact: true })).toBeHidden();
    await context.close();
  });
});

for (const { locale, prefix } of LOCALES) {
  test(`the home page (${locale}) is complete and passes axe`, async ({ page, visit }) => {
    await visit(at('/', prefix));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(slider(page).locator('[role="group"]')).toHaveCount(4);
    await expect(page.locator('#business ul').first().locator(':scope > li')).toHaveCount(7);
    await expect(page.locator('#solutions [role="tab"]')).toHaveCount(5);
    const charts = page.locator('#disclosure figure');
    await expect(charts).toHaveCount(2);
    for (const chart of await charts.all()) await expect(chart).toContainText(locale === 'zh' ? '示例数据' : 'Sample data');
    await expect(page.locator('#disclosure').getByRole('link', { name: /查看通知公告|See all notices/ })).toHaveAttribute(
      'href',
      `${at('/news-center', prefix)}?category=通知公告`,
    );
    await expect(page.locator('#training li')).toHaveCount(4);
    const cases = page.locator('#cases ul a');
    await expect(cases).toHaveCount(3);
    for (const [i, card] of (await cases.all()).entries())
      await expect(card).toHaveAttribute('href', at(`/success-cases/${i + 1}`, prefix));
    await expect(page.locator('#partners li')).toHaveCount(12);
  });
}

test.describe('business systems', () => {
  test('consulting, trading and finance open one sub-menu at a time; Escape and a click outside close it', async ({ page }) => {
    await page.goto('/');
    const consulting = page.getByRole('button', { name: '碳咨询' });
    const consultingMenu = page.getByRole('navigation', { name: '碳咨询：选择服务' });
    const tradingMenu = page.getByRole('navigation', { name: '碳交易：选择服务' });
    await consulting.click();
    await expect(consultingMenu).toBeVisible();
    await expect(consultingMenu.getByRole('link', { name: '绿色低碳工厂' })).toHaveAttribute(
      'href',
      '/product-service/green-low-carbon-factory/',
    );

    await page.getByRole('button', { name: '碳交易' }).click();
    await expect(tradingMenu).toBeVisible();
    await expect(consultingMenu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(tradingMenu).toBeHidden();

    await page.getByRole('button', { name: '碳金融' }).click();
    await expect(page.getByRole('navigation', { name: '碳金融：选择服务' })).toBeVisible();
    await page.getByRole('heading', { level: 2, name: '七大业务体系' }).click();
    await expect(page.getByRole('navigation', { name: '碳金融：选择服务' })).toBeHidden();

    await consulting.click();
    await consultingMenu.getByRole('link', { name: '碳中和规划' }).click();
    await page.waitForURL('**/carbon-neutrality-planning/');
  });

  test('the other four cards lead straight to their pages (en)', async ({ page }) => {
    await page.goto('/en/');
    const business = page.locator('#business');
    for (const [name, href] of [
      ['Carbon informatization', '/en/product-service/carbon-informatization/'],
      ['Carbon footprint', '/en/product-service/carbon-footprint/'],
      ['Carbon training', '/en/product-service/carbon-training/'],
      ['Zero-carbon park', '/en/zero-carbon-park/'],
    ]) {
      await expect(business.getByRole('link', { name: name! })).toHaveAttribute('href', href!);
    }
    await expect(business.getByRole('button')).toHaveCount(3);
  });
});

test('solution tabs: the first is selected, a click or the arrow, Home and End keys select another', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const tabs = page.locator('#solutions').getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: '零碳园区' }).getByRole('link', { name: '查看方案' })).toHaveAttribute(
    'href',
    '/zero-carbon-park/',
  );

  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: '双碳监测' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: '零碳园区' })).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: '能碳管理' }).getByRole('link')).toHaveAttribute('href', '/solution/');
  await page.keyboard.press('End');
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test.describe('home news', () => {
  test('starts on 全部 with the featured list and six items linking to their articles', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const news = page.locator('#news');
    await expect(news.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    const featured = news.getByRole('region', { name: '推荐阅读' }).getByRole('link');
    await expect(featured).toHaveCount(2);
    const items = news.locator('ul').last().getByRole('link');
    await expect(items).toHaveCount(6);
    for (const link of [...(await featured.all()), ...(await items.all())]) {
      await expect(link).toHaveAttribute('href', /^\/news-detail\/[\w-]+\/$/);
    }
  });

  test('without JavaScript the news of the build is in the HTML: the featured list and six items', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const news = page.locator('#news');
    await expect(news.getByRole('region', { name: '推荐阅读' }).getByRole('link')).toHaveCount(2);
    const items = news.locator('ul').last().getByRole('link');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toHaveAttribute('href', /^\/news-detail\/[\w-]+\/$/);
    // English lists only translated articles: of the six seeded, two featured and the other four.
    await page.goto('/en/');
    await expect(news.getByRole('region', { name: 'Featured' }).getByRole('link')).toHaveCount(2);
    await expect(items).toHaveCount(4);
    await expect(items.first()).toHaveAttribute('href', /^\/en\/news-detail\/[\w-]+\/$/);
    await context.close();
  });

  test('shows six skeleton cards while a category loads, then only that category; no featured list when it has none', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/news?*category=*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/');
    await hydrated(page);
    const news = page.locator('#news');
    // The seeded notices have no English text; one article of News (新闻资讯) has, not featured.
    await news.getByRole('button', { name: 'News', exact: true }).click();
    await expect(news.locator('[data-skeleton]')).toHaveCount(6);
    await expect(news.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(news.locator('[data-skeleton]')).toHaveCount(0);
    const items = news.locator('ul').last().getByRole('listitem');
    await expect(items.first()).toContainText('News');
    for (const item of await items.all()) await expect(item).toContainText('News');
    await expect(news.getByRole('region', { name: 'Featured' })).toHaveCount(0);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/en\/news-detail\//);
  });
});
