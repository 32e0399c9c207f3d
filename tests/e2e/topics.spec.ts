// The six solution and topic pages, in both languages: their sections, the
// accordion and the selectable cards, every button, and each page's form.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { at, ENQUIRY_FORM, hydrated, LOCALES } from './site.ts';

type Field = 'name' | 'company' | 'contact' | 'message';
const COMPANY_FIRST: Field[] = ['name', 'company', 'contact', 'message'];

/** Each page, the anchors of its sections in the spec's order, and what its form sends. */
const PAGES = [
  {
    path: '/solution',
    sections: ['definition', 'functions', 'architecture', 'results', 'advantages', 'cases', 'next-step', 'contact'],
    fields: COMPANY_FIRST,
  },
  { path: '/zero-carbon-park', sections: ['concept', 'path', 'capabilities', 'contact'], fields: COMPANY_FIRST },
  {
    path: '/zero-carbon-factory',
    sections: ['reasons', 'path', 'system', 'support', 'scenarios', 'contact'],
    fields: COMPANY_FIRST,
    submit: { zh: '立即咨询', en: 'Request a consultation' },
  },
  {
    path: '/corporate-carbon-management',
    sections: ['platform', 'functions', 'advanced', 'scenarios', 'architecture', 'partners', 'certificates', 'contact'],
    fields: ['name', 'contact', 'company', 'message'] as Field[],
  },
  { path: '/carbon-footprint', sections: ['basics', 'policy', 'applications', 'contact'], fields: COMPANY_FIRST },
  {
    path: '/local-carbon-trading',
    sections: ['features', 'services', 'values', 'flow', 'next-step', 'contact'],
    fields: COMPANY_FIRST,
  },
] as const;

const CHINESE = /[\u4e00-\u9fff]/;

// Anchors jump instead of gliding: a click's effect is checked at once, however busy the machine.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The section's heading: the element its `aria-labelledby` names. */
const sectionHeading = (page: Page, id: string) => page.locator(`[id="${id}-title"]`);

for (const { path, sections } of PAGES) {
  for (const { locale, prefix } of LOCALES) {
    const url = at(path, prefix);
    test(`${url} shows its sections, and every button to a section scrolls to it`, async ({ page, visit }) => {
      test.slow(); // axe, then a click on every button of a long page
      expect((await visit(url))?.status()).toBe(200);
      const main = page.getByRole('main');
      const inLanguage = locale === 'zh' ? CHINESE : /^[^\u4e00-\u9fff]+$/;
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(inLanguage);
      for (const id of sections) {
        await expect(page.locator(`section#${id}`), id).toHaveAttribute('aria-labelledby', `${id}-title`);
        await expect(sectionHeading(page, id), id).toHaveText(inLanguage);
      }

      // Where links lead is crawl.spec.ts's concern; here a click brings each section into view.
      const anchors = main.locator('a[href^="#"]');
      const hrefs = await anchors.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.length, 'buttons to sections of the page').toBeGreaterThan(0);
      for (const [index, href] of hrefs.entries()) {
        await anchors.nth(index).click();
        await expect(page.locator(href).getByRole('heading').first(), href).toBeInViewport();
      }

      // Buttons to other pages open them (the form's privacy link aside).
      const away = main.locator('a[href^="/"]:not([href$="/privacy"])');
      for (const href of await away.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        await main.locator(`a[href="${href}"]`).click();
        await expect(page, href).toHaveURL(new RegExp(`${href}/?$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(inLanguage);
        await page.goBack();
      }
    });
  }
}

for (const { locale, prefix } of LOCALES) {
  test(`the carbon-footprint policy accordion (${locale}) shows only the selected item, by mouse and keyboard`, async ({
    page,
  }) => {
    await page.goto(at('/carbon-footprint#policy', prefix));
    // The script that keeps the open item open comes after the first paint.
    await hydrated(page);
    const items = page.locator('#policy details');
    await expect(items).toHaveCount(3);
    const expectOpen = async (open: number) => {
      for (const index of [0, 1, 2]) {
        await expect(items.nth(index).locator('p')).toBeVisible({ visible: index === open });
      }
    };
    // National policy is selected at first, with the spec's dates.
    await expectOpen(0);
    await expect(items.nth(0)).toContainText('2027');
    await expect(items.nth(0)).toContainText('2030');

    await items.nth(1).locator('summary').click();
    await expectOpen(1);
    // A click on the selected item keeps it selected.
    await items.nth(1).locator('summary').click();
    await expectOpen(1);

    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expectOpen(2);
    await page.keyboard.press(' ');
    await expectOpen(2);
    await items.nth(0).locator('summary').focus();
    await page.keyboard.press(' ');
    await expectOpen(0);
  });

  test(`the carbon-inclusive cards (${locale}) highlight the selected one, by mouse and keyboard`, async ({ page }) => {
    await page.goto(at('/local-carbon-trading#features', prefix));
    const radios = page.locator('#features').getByRole('radio');
    const cards = page.locator('#features [data-selectable]');
    await expect(radios).toHaveCount(3);
    const expectSelected = async (selected: number) => {
      for (const index of [0, 1, 2]) await expect(radios.nth(index)).toBeChecked({ checked: index === selected });
      // The highlight: the selected card's border differs from the others', which look alike (after the fade).
      await expect
        .poll(async () => {
          const borders = await cards.evaluateAll((all) => all.map((card) => getComputedStyle(card).borderColor));
          const others = new Set(borders.filter((_, index) => index !== selected));
          return others.size === 1 && !others.has(borders[selected]!);
        })
        .toBe(true);
    };
    // 'Built around local life' is selected at first.
    await expectSelected(0);

    await cards
      .nth(1)
      .getByText(locale === 'zh' ? '普惠性质' : 'Open to everyone')
      .click();
    await expectSelected(1);

    await radios.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(2);
    await expect(radios.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSelected(1);
  });
}

for (const { path, fields, ...form } of PAGES) {
  const source = path.slice(1);
  test(`the ${source} form sends its source in both languages, with its fields in order`, async ({ page, findEnquiries }) => {
    for (const { locale, prefix } of LOCALES) {
      const text = ENQUIRY_FORM[locale];
      await page.goto(at(`${path}#contact`, prefix));
      const enquiry = page.locator('#contact').getByRole('form');
      await enquiry.scrollIntoViewIfNeeded();
      await hydrated(page);
      const labels = await enquiry
        .getByRole('textbox')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.firstChild?.textContent?.trim()));
      expect(labels).toEqual(fields.map((field) => text[field]));

      const marker = `${source}-${locale}-${Date.now()}`;
      await enquiry.getByLabel(text.name).fill('王芳');
      await enquiry.getByLabel(text.company).fill('示例新材料有限公司');
      await enquiry.getByLabel(text.contact).fill('wang.fang@example.com');
      await enquiry.getByLabel(text.message).fill(`请联系我 ${marker}`);
      await enquiry.getByLabel(text.consent).check();
      await enquiry.getByRole('button', { name: 'submit' in form ? form.submit[locale] : text.submit }).click();
      await expect(page.locator('#contact').getByRole('status')).toContainText(text.success);

      const [stored] = await findEnquiries(marker);
      expect(stored).toMatchObject({ name: '王芳', company: '示例新材料有限公司', contact: 'wang.fang@example.com', source });
    }
  });
}
