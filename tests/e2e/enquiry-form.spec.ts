// The enquiry form without JavaScript and with it (issue 20; docs/API.md,
// 'POST /api/contact', form posts): a plain post is stored once and answered
// with the thank-you page or the form again, never with the fields in a URL;
// hydrated, the form checks before sending and says why a send failed; the
// customer-service button never covers it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { audit, expect, test } from './fixtures.ts';
import { at, ENQUIRY_FORM, hydrated, LOCALES } from './site.ts';

/** Every address the page's main frame went to. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

// axe needs JavaScript in the page: these pages are audited with it on, in the other specs.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const forms = [
    ...LOCALES.map(({ locale, prefix }) => ({ locale, prefix, path: '/about', source: 'about' })),
    { locale: 'en' as const, prefix: '/en', path: '/zero-carbon-park', source: 'zero-carbon-park' },
  ];
  for (const { locale, prefix, path, source } of forms) {
    test(`the ${source} form (${locale}) posts, is stored once with its source, and thanks in its language`, async ({
      page,
      findEnquiries,
    }) => {
      const text = ENQUIRY_FORM[locale];
      const urls = recordUrls(page);
      await page.goto(at(path, prefix));
      const form = page.locator('#contact').getByRole('form');
      const marker = `nojs-${source}-${locale}-${Date.now()}`;
      await form.getByLabel(text.name).fill('赵敏');
      await form.getByLabel(text.contact).fill('zhao.min@example.com');
      await form.getByLabel(text.message).fill(`请联系我 ${marker}`);
      await form.getByLabel(text.consent).check();
      // Enter in a field, as a visitor before hydration would.
      await form.getByLabel(text.name).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${at('/enquiry-sent', prefix)}/?\\?from=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.thanks);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      const stored = await findEnquiries(marker);
      expect(stored).toEqual([expect.objectContaining({ name: '赵敏', contact: 'zhao.min@example.com', source })]);
      for (const url of urls) expect(url).not.toMatch(/nojs-|zhao|%E8%B5%B5|message=|contact=/);
    });
  }

  for (const { locale, prefix } of LOCALES) {
    test(`an invalid post (${locale}) comes back as the form with its errors and the typed values`, async ({
      page,
      findEnquiries,
    }) => {
      const text = ENQUIRY_FORM[locale];
      const urls = recordUrls(page);
      await page.goto(at('/about', prefix));
      const form = page.locator('#contact').getByRole('form');
      const marker = `nojs-invalid-${locale}-${Date.now()}`;
      await form.getByLabel(text.name).fill('周芷若');
      await form.getByLabel(text.contact).fill(marker);
      // Longer than the limit: no maxlength cuts it; the server says so.
      await form.getByLabel(text.message).fill('碳'.repeat(5001));
      await form.getByLabel(text.consent).check();
      await form.getByRole('button', { name: text.submit }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      const again = page.getByRole('form');
      const tooLong = locale === 'zh' ? '留言内容不能超过 5000 个字符' : 'Message must be at most 5000 characters';
      await expect(again.getByLabel(text.message)).toHaveAccessibleDescription(tooLong);
      await expect(again.getByLabel(text.name)).toHaveValue('周芷若');
      await expect(again.getByLabel(text.contact)).toHaveValue(marker);
      await expect(again.getByLabel(text.consent)).toBeChecked();
      expect(await findEnquiries(marker)).toEqual([]);

      // Corrected and sent again from that page: stored, thanked.
      await again.getByLabel(text.message).fill('请尽快联系');
      await again.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.thanks);
      expect(await findEnquiries(marker)).toHaveLength(1);
      for (const url of urls) expect(url).not.toContain(marker);
    });
  }
});

test('no form in the build can send its fields in a URL', () => {
  const dist = join(repoRoot, 'dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(50);
  let enquiryForms = 0;
  for (const file of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const [form] of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)) {
      const tag = form.slice(0, form.indexOf('>') + 1);
      if (/method="post"/i.test(tag)) {
        expect(tag, file).toMatch(/action="\/api\/contact"/);
        enquiryForms++;
        continue;
      }
      // A GET form searches or filters: its fields are search words and categories, nothing personal.
      const names = [...form.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]);
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) expect(['q', 'search', 'category'], `${file}: ${tag}`).toContain(name);
    }
  }
  expect(enquiryForms).toBeGreaterThan(10);
});

test.describe('with JavaScript', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`the form (${locale}) marks what it needs and checks each field before sending`, async ({ page, visit }) => {
      const text = ENQUIRY_FORM[locale];
      await visit(at('/about', prefix));
      const form = page.locator('#contact').getByRole('form');
      await form.scrollIntoViewIfNeeded();
      await hydrated(page);
      for (const field of [text.contact, text.message]) {
        await expect(form.getByLabel(field)).toHaveAttribute('aria-required', 'true');
        await expect(form.locator('label').filter({ hasText: field }).first()).toContainText('*');
      }
      await expect(form.getByLabel(text.name)).not.toHaveAttribute('aria-required', 'true');

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/contact')) sent.push(request.url());
      });
      await form.getByRole('button', { name: text.submit }).click();
      await expect(form.getByRole('status')).toHaveText(text.invalid);
      await expect(form.getByLabel(text.contact)).toHaveAccessibleDescription(
        locale === 'zh' ? '请填写联系方式' : 'Contact is required',
      );
      await expect(form.getByLabel(text.message)).toHaveAccessibleDescription(
        locale === 'zh' ? '请填写留言内容' : 'Message is required',
      );
      await expect(form.getByLabel(text.contact)).toBeFocused();
      await audit(page);

      // The counter shows from 80 % of the limit; past it, the field's message, and nothing is cut.
      const message = form.getByLabel(text.message);
      await message.fill('碳'.repeat(3999));
      await expect(form.getByText(/3999/)).toHaveCount(0);
      await message.fill('碳'.repeat(4000));
      await expect(form.getByText(locale === 'zh' ? '已输入 4000 / 5000 字' : '4000 of 5000 characters')).toBeVisible();
      await message.fill('碳'.repeat(5003));
      await expect(message).toHaveValue('碳'.repeat(5003));
      await form.getByLabel(text.contact).fill('13800000000');
      await form.getByLabel(text.consent).check();
      await form.getByRole('button', { name: text.submit }).click();
      await expect(message).toHaveAccessibleDescription(
        new RegExp(locale === 'zh' ? '留言内容不能超过 5000 个字符' : 'Message must be at most 5000 characters'),
      );
      expect(sent).toEqual([]);
    });

    test(`offline (${locale}), the form says the connection failed and keeps every value`, async ({ page, context, visit }) => {
      const text = ENQUIRY_FORM[locale];
      await visit(at('/about', prefix));
      const form = page.locator('#contact').getByRole('form');
      await form.scrollIntoViewIfNeeded();
      await hydrated(page);
      await form.getByLabel(text.name).fill('张无忌');
      await form.getByLabel(text.contact).fill('13900000000');
      await form.getByLabel(text.message).fill('离线测试');
      await form.getByLabel(text.consent).check();
      await context.setOffline(true);
      await form.getByRole('button', { name: text.submit }).click();
      await expect(form.getByRole('status')).toHaveText(text.offline);
      await expect(form.getByLabel(text.name)).toHaveValue('张无忌');
      await expect(form.getByLabel(text.message)).toHaveValue('离线测试');
      await expect(form.getByLabel(text.consent)).toBeChecked();
      await context.setOffline(false);
    });
  }

  test('what a visitor types before the form hydrates stays, and is what it sends', async ({ page, findEnquiries }) => {
    const text = ENQUIRY_FORM.en;
    // The island starts after the first paint (scripts/lib/after-paint.mjs): hold its code back while the visitor types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/EnquiryForm[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${at('/about', '/en')}#contact`);
    const form = page.locator('#contact').getByRole('form');
    const marker = `early-${Date.now()}`;
    await form.getByLabel(text.name).fill('Early Bird');
    await form.getByLabel(text.contact).fill('early.bird@example.com');
    await form.getByLabel(text.message).fill(`Typed before hydration ${marker}`);
    await form.getByLabel(text.consent).check();
    release();
    await hydrated(page);
    await expect(form.getByLabel(text.name)).toHaveValue('Early Bird');
    await expect(form.getByLabel(text.message)).toHaveValue(`Typed before hydration ${marker}`);
    await expect(form.getByLabel(text.consent)).toBeChecked();
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.success)).toBeVisible();
    expect(await findEnquiries(marker)).toEqual([
      expect.objectContaining({ name: 'Early Bird', contact: 'early.bird@example.com' }),
    ]);
  });

  for (const width of [390, 1024, 1280, 1440]) {
    test(`the customer-service button covers no part of the form at ${width} px`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await visit('/about');
      const button = page.locator('[data-customer-service]');
      await expect(button).toBeVisible();
      const form = page.locator('#contact [data-enquiry]');
      await form.scrollIntoViewIfNeeded();
      await hydrated(page);
      // Show the messages too: the form at its tallest.
      await form.getByRole('button', { name: '提交咨询' }).click();
      await expect(form.getByRole('status')).toHaveText(ENQUIRY_FORM.zh.invalid);
      const top = await form.evaluate((element) => element.getBoundingClientRect().top + scrollY);
      const height = await form.evaluate((element) => element.getBoundingClientRect().height);
      const viewport = page.viewportSize()!.height;
      for (let y = Math.max(0, top - viewport); y <= top + height; y += 120) {
        await page.evaluate((to) => scrollTo(0, to), y);
        const overlaps = await page.evaluate(() => {
          const aside = document.querySelector('[data-customer-service]')!;
          if (!aside.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
          const box = aside.getBoundingClientRect();
          return [...document.querySelectorAll('[data-enquiry], [data-enquiry] *')]
            .filter((element) => {
              const other = element.getBoundingClientRect();
              if (other.width === 0 || other.height === 0) return false;
              return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
            })
            .map((element) => element.tagName);
        });
        expect(overlaps, `scrolled to ${y}`).toEqual([]);
      }
      // Back at the top, the button is there again.
      await page.evaluate(() => scrollTo(0, 0));
      await expect(button).toBeVisible();
    });
  }
});
