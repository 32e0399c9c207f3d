import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Opens a page and checks it with axe: every page a test visits is audited. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  return response;
}

export const test = base.extend<{ visit: (path: string) => ReturnType<typeof visit> }>({
  visit: async ({ page }, use) => {
    await use((path) => visit(page, path));
  },
});
export { expect };
