import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { SITE } from '../../src/config/site.ts';
import { audit, expect, test } from './fixtures.ts';
import { at, ENQUIRY_FORM, hydrated, LOCALES } from './site.ts';

type Text = { zh: string; en: string };
// The page shows what its content file holds, whatever an editor changes (docs/CONTENT.md).
const ABOUT = parse(readFileSync(join(repoRoot, 'src', 'content', 'pages', 'about.yaml'), 'utf8')) as {
  hero: { title: Text };
  sections: { id: string; heading: { title: Text }; items?: unknown[] }[];
};
const itemsOf = (id: string) => ABOUT.sections.find((section) => section.id === id)!.items!.length;

for (const { locale, prefix } of LOCALES) {
  const text = ENQUIRY_FORM[locale];

  test(`About (${locale}) shows its sections, honours, services and contact details`, async ({ page, visit }) => {
    const response = await visit(at('/about', prefix));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(ABOUT.hero.title[locale]);
    await expect(main.locator('#page-title').locator('..')).toContainText(
      locale === 'zh' ? `成立于 ${SITE.foundedYear} 年` : `Founded in ${SITE.foundedYear}`,
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      ABOUT.sections.map((section) => section.heading.title[locale]),
    );
    // Company facts come from the site configuration, in the text and in the description.
    await expect(main.locator('#introduction')).toContainText(
      `${SITE.name[locale]}${locale === 'zh' ? '成立于' : ' was founded in'} ${SITE.foundedYear}`,
    );
    await expect(page.locator('meta[name=description]')).toHaveAttribute(
      'content',
      new RegExp(`^${SITE.name[locale]}.*${SITE.foundedYear}`),
    );
    await expect(page.locator('#honours li')).toHaveCount(itemsOf('honours'));
    await expect(page.locator('#partners li')).toHaveCount(itemsOf('partners'));
    const services = page.locator('#services a');
    await expect(services).toHaveCount(itemsOf('services'));
    for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      // Six services and the seventh line of business, the zero-carbon park.
      expect(href).toMatch(new RegExp(`^${prefix}/(product-service/carbon-|zero-carbon-park/)`));
    }
    const contact = page.locator('#contact');
    await expect(contact.getByRole('img', { name: locale === 'zh' ? /地图/ : /Map/ })).toBeVisible();
    await expect(contact.getByRole('link', { name: '400-000-2060' })).toHaveAttribute('href', /^tel:/);
  });

  test(`the About form (${locale}) sends an enquiry with its source, then says what happens next`, async ({
    page,
    visit,
    findEnquiries,
  }) => {
    await visit(at('/about#contact', prefix));
    await hydrated(page);
    const form = page.getByRole('form');
    const marker = `about-${locale}-${Date.now()}`;
    await form.getByLabel(text.name).fill('李雷');
    await form.getByLabel(text.company).fill('绿能制造有限公司');
    await form.getByLabel(text.contact).fill('13800000000');
    await form.getByLabel(text.message).fill(`想了解碳盘查 ${marker}`);
    await form.getByLabel(text.consent).check();
    await form.getByRole('button', { name: text.submit }).click();
    const panel = page.locator('#contact').getByRole('status');
    await expect(panel).toContainText(text.success);
    await expect(panel).toContainText(locale === 'zh' ? '一个工作日内' : 'within one working day');
    await expect(panel).toBeFocused();
    await audit(page);
    // Another enquiry starts from an empty form.
    await panel.getByRole('button').click();
    await expect(form.getByLabel(text.message)).toHaveValue('');
    await expect(form.getByLabel(text.consent)).not.toBeChecked();
    const [stored] = await findEnquiries(marker);
    expect(stored).toMatchObject({ name: '李雷', company: '绿能制造有限公司', contact: '13800000000', source: 'about' });
  });

  test(`the About form (${locale}) keeps every value when something fails`, async ({ page, visit, findEnquiries }) => {
    await visit(at('/about', prefix));
    const form = page.getByRole('form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page);
    const marker = `kept-${locale}-${Date.now()}`;
    await form.getByLabel(text.name).fill('韩梅梅');
    await form.getByLabel(text.contact).fill('hanmeimei@example.com');
    await form.getByLabel(text.message).fill(marker);
    const status = form.getByRole('status');
    const expectKept = async () => {
      await expect(form.getByLabel(text.name)).toHaveValue('韩梅梅');
      await expect(form.getByLabel(text.message)).toHaveValue(marker);
    };

    // Consent is required, in the browser already: nothing is sent.
    await form.getByRole('button', { name: text.submit }).click();
    await expect(status).toHaveText(text.invalid);
    await expect(
      form.getByText(locale === 'zh' ? '请阅读并同意隐私政策' : 'Please read and agree to the Privacy Policy'),
    ).toBeVisible();
    await expect(form.getByLabel(text.consent)).toBeFocused();
    await expectKept();
    await form.getByLabel(text.consent).check();

    // The network fails.
    await page.route('**/api/contact', (route) => route.abort());
    await form.getByRole('button', { name: text.submit }).click();
    await expect(status).toHaveText(text.offline);
    await expectKept();

    // Too many enquiries: the wait in minutes.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '240' },
        json: { success: false, code: 'RATE_LIMITED', error: '…' },
      }),
    );
    await form.getByRole('button', { name: text.submit }).click();
    await expect(status).toContainText(locale === 'zh' ? '请 4 分钟后再试' : 'try again in 4 minutes');
    await expectKept();
    await page.unroute('**/api/contact');
    expect(await findEnquiries(marker)).toEqual([]);

    // The server answers with field messages: in the page's language, beside their fields; focus on the first.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          code: 'VALIDATION',
          error: '…',
          fields: { contact: locale === 'zh' ? '联系方式无效' : 'Phone or email is invalid' },
        },
      }),
    );
    await form.getByRole('button', { name: text.submit }).click();
    await expect(status).toHaveText(text.invalid);
    await expect(form.getByLabel(text.contact)).toHaveAccessibleDescription(
      locale === 'zh' ? '联系方式无效' : 'Phone or email is invalid',
    );
    await expect(form.getByLabel(text.contact)).toBeFocused();
    await expect(form.getByLabel(text.name)).toHaveValue('韩梅梅');
    await page.unroute('**/api/contact');
  });
}

test('the send button is disabled while an enquiry is on its way', async ({ page, visit }) => {
  await visit('/about');
  const form = page.getByRole('form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { success: true, data: { id: 'x' } } });
  });
  await form.getByLabel('联系方式').fill('13800000000');
  await form.getByLabel('留言内容').fill('请联系我');
  await form.getByLabel(/我已阅读并同意/).check();
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByRole('button', { name: '提交中…' })).toBeDisabled();
  release();
  await expect(page.locator('#contact').getByRole('status')).toContainText('感谢您的咨询');
});

for (const { locale, prefix } of LOCALES) {
  test(`/about#contact from another page (${locale}) scrolls to the form`, async ({ page, visit }) => {
    await visit(at('/privacy', prefix));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: locale === 'zh' ? '联系我们' : 'Contact us' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/about', prefix)}/?#contact$`));
    await expect(page.getByRole('form')).toBeInViewport();
  });
}

test('/about#contact with reduced motion jumps to the form instead of scrolling smoothly', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Record how the page asks to scroll: the layout's script leaves the behaviour to the CSS.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      calls.push(arg);
      return original.call(this, arg);
    };
  });
  await visit('/about#contact');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls))
    .toEqual([{ block: 'start' }]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await expect(page.getByRole('form')).toBeInViewport();
});
