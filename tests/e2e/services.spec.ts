import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { SITE } from '../../src/config/site.ts';
import { expect, test } from './fixtures.ts';
import { at, ENQUIRY_FORM, hydrated, LOCALES } from './site.ts';

/** Every service entry has a detail page (src/content/services/{id}.yaml → /product-service/{id}). */
const SERVICE_IDS = readdirSync(join(repoRoot, 'src/content/services')).map((file) => file.replace(/\.yaml$/, ''));
const SERVICES = SERVICE_IDS.map((id) => `/product-service/${id}`);
/** The shared service-page layout: what it is, services, values, process, call to action, form. */
const SHARED = ['/green-certificate-trading', '/enterprise-carbon-asset-management', '/carbon-finance-solution'];
/** Explained topics: what it is (with standards), deliverables, process, call to action, form. */
const EXPLAINED = [
  '/ceav-carbon-accounting',
  '/carbon-neutrality-planning',
  '/esg-disclosure',
  '/carbon-standard-development',
  '/carbon-research',
];
const ENTRY = '/product-service';
const ROUTES = [ENTRY, ...SERVICES, ...SHARED, ...EXPLAINED];

/** Each family of pages with the anchors of its sections, in order. */
const FAMILIES = [
  {
    name: 'products entry',
    routes: [ENTRY],
    sections: [
      'carbon-trading',
      'carbon-consulting',
      'carbon-finance',
      'carbon-informatization',
      'carbon-footprint',
      'carbon-training',
      'solutions',
      'start',
      'contact',
    ],
  },
  {
    name: 'service detail',
    routes: SERVICES,
    sections: ['figures', 'features', 'process', 'benefits', 'cases', 'pricing', 'contact'],
  },
  {
    name: 'shared-layout service',
    routes: SHARED,
    sections: ['what-is', 'services', 'values', 'process', 'consult', 'contact'],
  },
  {
    name: 'explained topic',
    routes: EXPLAINED,
    sections: ['overview', 'deliverables', 'process', 'consult', 'contact'],
  },
];

/** The spec's prices (its section 9), exactly: as given in Chinese, the same amounts written the English way. */
const PRICES: Record<string, Record<'zh' | 'en', string[]>> = {
  'green-low-carbon-factory': {
    zh: ['免费', '8–15万元', '10–20万元', '3–5万元'],
    en: ['Free', '¥80k–150k', '¥100k–200k', '¥30k–50k'],
  },
  'ccer-asset-development': { zh: ['免费', '面议', '3–5%', '1–2%'], en: ['Free', 'Negotiable', '3–5%', '1–2%'] },
};

const sectionIds = (page: Page) =>
  page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));

for (const { locale, prefix } of LOCALES) {
  for (const family of FAMILIES) {
    test(`${family.name} pages (${locale}) answer 200 with their heading and sections, axe clean`, async ({ page, visit }) => {
      test.setTimeout(120_000);
      // One template per family: axe audits its first page; every page is checked by the Nu validator.
      for (const [index, route] of family.routes.entries()) {
        const response = await (index === 0 ? visit(at(route, prefix)) : page.goto(at(route, prefix)));
        expect(response?.status(), route).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(/\S/);
        expect(await sectionIds(page), route).toEqual(family.sections);
        for (const id of family.sections) await expect(page.locator(`#${id}-title`), `${route}#${id}`).toHaveText(/\S/);
      }
    });
  }

  test(`service detail pages (${locale}) keep the spec's layout, prices and contact block`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const id of SERVICE_IDS) {
      await page.goto(at(`/product-service/${id}`, prefix));
      const main = page.getByRole('main');
      await expect(main.locator('#figures dd')).toHaveCount(await main.locator('#figures dt').count());
      await expect(main.locator('#features h3')).toHaveCount(4);
      await expect(main.locator('#process li')).toHaveCount(5);
      await expect(main.locator('#cases h3')).toHaveCount(2);
      await expect(main.locator('#pricing [data-price]')).toHaveCount(4);
      if (PRICES[id]) await expect(main.locator('#pricing [data-price]')).toHaveText(PRICES[id][locale]);
      const contact = main.locator('#contact');
      await expect(contact.getByRole('link', { name: SITE.phone.display })).toHaveAttribute('href', `tel:${SITE.phone.tel}`);
      await expect(contact.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
      await expect(contact).toContainText(SITE.address[locale]);
      await expect(contact.getByRole('form')).toHaveCount(1);
    }
    // The spec's wording of the free consultation and the yearly support fee.
    await page.goto(at('/product-service/green-low-carbon-factory', prefix));
    await expect(page.locator('#pricing')).toContainText(locale === 'zh' ? '免费初步咨询' : 'A free first conversation');
    await expect(page.locator('#pricing li').last()).toContainText(locale === 'zh' ? '每年' : 'per year');
  });

  test(`an unknown service id (${locale}) answers 404 with '${locale === 'zh' ? '服务不存在' : 'Service not found'}' and a way home`, async ({
    page,
    visit,
  }) => {
    // 'not-found' too: no id, however named, reaches a page that answers 200.
    for (const id of ['not-found', 'no-such-service']) {
      const response = await visit(at(`/product-service/${id}`, prefix));
      expect(response?.status(), id).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'zh' ? '服务不存在' : 'Service not found');
    const home = page.getByRole('main').getByRole('link', { name: locale === 'zh' ? '返回首页' : 'Back to home' });
    await expect(home).toHaveAttribute('href', at('/', prefix));
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${at('/', prefix)}$`));
  });
}

test('the not-found page stays out of the sitemap, the service pages are in it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/404/');
  for (const route of ROUTES) expect(sitemap, route).toContain(`${route}/</loc>`);
});

test('the highlight of the selectable cards follows clicks and arrow keys', async ({ page }) => {
  await page.goto('/green-certificate-trading');
  const cards = page.locator('#what-is [data-selectable]');
  const radios = page.locator('#what-is input[type=radio]');
  await expect(cards).toHaveCount(3);
  const border = (index: number) => cards.nth(index).evaluate((card) => getComputedStyle(card).borderColor);
  await expect(radios.nth(0)).toBeChecked();
  const highlighted = await border(0);
  expect(await border(1)).not.toBe(highlighted);

  await cards.nth(1).getByText('国际可再生能源证书（I-REC）').click();
  await expect(radios.nth(1)).toBeChecked();
  // Colours ease in: poll until the transition ends.
  await expect.poll(() => border(1)).toBe(highlighted);
  await expect.poll(() => border(0)).not.toBe(highlighted);
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(2)).toBeChecked();
  await expect(radios.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(radios.nth(0)).toBeChecked();
});

test("the call to action's buttons scroll to the form and to the services", async ({ page }) => {
  await page.goto('/en/enterprise-carbon-asset-management');
  const band = page.locator('#consult');
  await band.getByRole('link', { name: 'Learn more' }).click();
  await expect(page.locator('#services')).toBeInViewport();
  await expect(page).toHaveURL(/#services$/);
  await band.getByRole('link', { name: 'Talk to an adviser' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
});

test('one enquiry form per page family sends its page as source', async ({ page, findEnquiries }) => {
  test.setTimeout(90_000);
  const forms = [
    { path: '/product-service', source: 'product-service' },
    { path: '/en/product-service/carbon-footprint', source: 'product-service/carbon-footprint' },
    { path: '/carbon-finance-solution', source: 'carbon-finance-solution' },
    { path: '/en/esg-disclosure', source: 'esg-disclosure' },
  ];
  for (const { path, source } of forms) {
    const zh = !path.startsWith('/en/');
    const marker = `e2e ${source} ${Date.now()}`;
    await page.goto(`${path}#contact`);
    await hydrated(page);
    // The form hydrates once in view (client:visible).
    await expect(page.locator('#contact astro-island')).not.toHaveAttribute('ssr');
    const form = page.locator('#contact').getByRole('form');
    await form.getByLabel(zh ? '姓名' : 'Name').fill('测试访客');
    await form.getByLabel(zh ? '公司名称' : 'Company').fill('示例制造有限公司');
    await form.getByLabel(zh ? '联系方式' : 'Phone or email').fill('visitor@example.com');
    await form.getByLabel(zh ? '留言内容' : 'Message').fill(marker);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: zh ? '提交咨询' : 'Send enquiry' }).click();
    // A sent form gives way to the confirmation panel.
    await expect(page.locator('#contact').getByRole('status')).toContainText(ENQUIRY_FORM[zh ? 'zh' : 'en'].success);
    const stored = await findEnquiries(marker);
    expect(
      stored.map((enquiry) => enquiry.source),
      path,
    ).toEqual([source]);
  }
});
