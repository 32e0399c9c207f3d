import { expect, type Locator, type Page } from '@playwright/test';

export const LOCALES = [
  { locale: 'zh', prefix: '', lang: 'zh-CN' },
  { locale: 'en', prefix: '/en', lang: 'en' },
] as const;

/** The page's path in a language: `at('/about', '/en')` → `/en/about`. */
export const at = (path: string, prefix: string) => (prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`);

/**
 * Islands hydrate on idle: wait until none is left in its server-rendered state.
 * `client:visible` ones (enquiry forms) hydrate only once scrolled into view, so they are not waited for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]:not([client="visible"])') === null);
}

export const header = (page: Page) => page.locator('header[data-header-style]');
/** A top-level item of the desktop main menu (not the same label inside a mega-menu). */
export const mainLink = (page: Page, label: RegExp) =>
  header(page).locator('nav > ul > li > a').filter({ hasText: label });
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
