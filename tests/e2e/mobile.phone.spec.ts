import { expect, test } from './fixtures.ts';
import { at, backdrop, expectExpanded, header, hydrated, LABELS, LOCALES } from './site.ts';

for (const { locale, prefix } of LOCALES) {
  test(`the phone menu (${locale}) toggles, shows every item and closes from the backdrop`, async ({ page, visit }) => {
    await visit(at('/', prefix));
    await hydrated(page);
    await expect(header(page)).toHaveCSS('height', '70px');
    const toggle = page.getByRole('button', { name: LABELS.menu });
    await toggle.tap();
    await expectExpanded(toggle, true);
    // The button's icon turns from the menu's bars into a cross and back.
    await expect(toggle.locator('svg.lucide-x')).toBeVisible();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const label of [LABELS.products, LABELS.solutions, LABELS.cases, LABELS.news, LABELS.about]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    const sub = menu.getByRole('button', { name: /产品与服务|Products/ });
    await sub.tap();
    await expectExpanded(sub, true);
    await expect(menu.locator('#mobile-sub-products a')).toHaveCount(7);
    await expect(menu.locator(`a[data-language-switch="${locale === 'zh' ? 'en' : 'zh'}"]`)).toBeVisible();

    await toggle.tap();
    await expect(menu).toBeHidden();
    await toggle.tap();
    await backdrop(page).tap({ position: { x: 200, y: 800 } });
    await expect(menu).toBeHidden();
    await expectExpanded(toggle, false);
    await expect(toggle.locator('svg.lucide-menu')).toBeVisible();

    await page.getByRole('button', { name: LABELS.search }).tap();
    await expect(page.getByRole('searchbox')).toBeVisible();
  });
}
