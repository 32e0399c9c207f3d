// The public site as the specs see it: its paths in both languages, one page of
// every kind, the header's parts, and waits for islands to hydrate. Fixtures
// (axe, visitors, staff sessions) are in fixtures.ts.
import { expect, type Locator, type Page } from '@playwright/test';
import { localizePath } from '../../src/i18n/locales.ts';

export const LOCALES = [
  { locale: 'zh', prefix: '', lang: 'zh-CN' },
  { locale: 'en', prefix: '/en', lang: 'en' },
] as const;

/** The page's address in a language, in its canonical slash form: `at('/about', '/en')` → `/en/about/`. */
export const at = (path: string, prefix: string) => localizePath(path, prefix ? 'en' : 'zh');

/** One page of every kind the site serves, with the status it answers, in both languages. */
export const PAGE_TYPES: { path: string; status: number }[] = [
  { path: '/', status: 200 },
  { path: '/about', status: 200 },
  { path: '/solution', status: 200 },
  { path: '/zero-carbon-park', status: 200 },
  { path: '/product-service', status: 200 },
  { path: '/product-service/carbon-consulting', status: 200 },
  { path: '/product-service/no-such-service', status: 404 },
  { path: '/success-cases', status: 200 },
  { path: '/success-cases/1', status: 200 },
  { path: '/success-cases/999', status: 404 },
  { path: '/news-center', status: 200 },
  { path: '/news-detail/seed-ets-expansion', status: 200 },
  // Not an article visitors may read: netlify/functions/article-page.mts answers 404.
  { path: '/news-detail/no-such-article', status: 404 },
  { path: '/privacy', status: 200 },
  // The thank-you page of an enquiry form sent without JavaScript (noindex).
  { path: '/enquiry-sent', status: 200 },
  { path: '/no-such-page', status: 404 },
].flatMap((page) => LOCALES.map(({ prefix }) => ({ ...page, path: at(page.path, prefix) })));

/**
 * Islands hydrate on idle, or once scrolled into view (client:visible, the enquiry
 * forms): wait until none that should have hydrated is left in its server-rendered state.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    // After the first paint the page adds its scripts (scripts/lib/after-paint.mjs): their elements are defined then.
    () =>
      !document.getElementById('after-paint') &&
      [...document.querySelectorAll(':not(:defined)')].every((element) => element.localName.startsWith('astro-')),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      if (island.getAttribute('client') !== 'visible') return false;
      // The island itself is `display: contents`: its content says where it is.
      const box = island.firstElementChild?.getBoundingClientRect();
      return box === undefined || box.bottom < 0 || box.top > innerHeight;
    }),
  );
}

/**
 * Opens a page with its clock stopped, so timers (a slider's, a retry's) wait for
 * `page.clock.runFor`; runs the clock just enough for the islands to hydrate.
 */
export async function openWithStoppedClock(page: Page, path: string): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path);
  // Frames after the first paint, the page adds its stylesheet, then (once it has loaded) its
  // scripts and islands (scripts/lib/after-paint.mjs): run the clock until Astro's idle
  // directive is there, then for the islands' idle callbacks.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(() => 'idle' in ((self as { Astro?: object }).Astro ?? {}));
    })
    .toBe(true);
  await page.clock.runFor(500);
  await hydrated(page);
}

export const header = (page: Page) => page.locator('header[data-header-style]');
/** A top-level item of the desktop main menu (not the same label inside a mega-menu). */
export const mainLink = (page: Page, label: RegExp) => header(page).locator('nav > ul > li > a').filter({ hasText: label });
export const backdrop = (page: Page) => page.getByTestId('header-backdrop');

export const LABELS = {
  products: /^(产品与服务|Products & Services)$/,
  solutions: /^(解决方案|Solutions)$/,
  cases: /^(成功案例|Success Cases)$/,
  news: /^(新闻中心|News Center)$/,
  about: /^(关于我们|About Us)$/,
  search: /^(搜索资讯|Search news)$/,
  language: /^(切换语言|Change language)/,
  menu: /^(打开菜单|关闭菜单|Open menu|Close menu)$/,
  service: /^(在线客服|Customer service)$/,
};

export async function expectExpanded(button: Locator, expanded: boolean): Promise<void> {
  await expect(button).toHaveAttribute('aria-expanded', String(expanded));
}

/**
 * What a visitor reads on an enquiry form, in each language (src/i18n, and
 * src/content/shared.yaml for the panel that replaces a sent form). Labels of the
 * required fields also hold their marker (`留言内容 * 必填`): match them loosely.
 */
export const ENQUIRY_FORM = {
  zh: {
    name: '姓名',
    company: '公司名称',
    contact: '联系方式',
    message: '留言内容',
    consent: /我已阅读并同意/,
    submit: '提交咨询',
    required: '必填',
    success: '感谢您的咨询，我们已收到您的留言',
    invalid: '有几项需要修改，请查看各项下方的提示。',
    offline: '网络连接失败，请检查网络后重试',
    thanks: '感谢您的咨询，我们已收到您的留言',
  },
  en: {
    name: 'Name',
    company: 'Company',
    contact: 'Phone or email',
    message: 'Message',
    consent: /I have read and agree/,
    submit: 'Send enquiry',
    required: 'required',
    success: 'Thank you, we have your enquiry',
    invalid: 'A few things need changing: see the note under each field.',
    offline: 'No connection. Check your network and try again.',
    thanks: 'Thank you, we have your enquiry',
  },
} as const;
