import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Opens a page and checks it with axe: every page a test visits is audited. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  return response;
}

let visitors = 0;

export const test = base.extend<{ visit: (path: string) => ReturnType<typeof visit> }>({
  visit: async ({ page }, use) => {
    await use((path) => visit(page, path));
  },
  // Each test is a visitor of its own (the API's rate limits key on the client
  // address, which the local emulator reads from X-Forwarded-For).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitors++;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
export { expect };
