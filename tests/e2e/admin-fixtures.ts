// The admin app renders on the client, so an audit right after `page.goto`
// would see only its loading text: `visitAdmin` waits for the screen's heading,
// then runs axe like the shared `visit` fixture. `audit` checks a later state
// (a dialog, a form with errors).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test as base } from './fixtures.ts';

export async function audit(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  baseExpect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}

async function visitAdmin(page: Page, path: string, heading?: string | RegExp) {
  const response = await page.goto(path);
  const title = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(title.first()).toBeVisible();
  await page.getByRole('status').filter({ hasText: /加载中|Loading/ }).first().waitFor({ state: 'detached' }).catch(() => {});
  await audit(page);
  return response;
}

export const test = base.extend<{
  visitAdmin: (path: string, heading?: string | RegExp) => ReturnType<typeof visitAdmin>;
}>({
  visitAdmin: async ({ page }, use) => {
    await use((path, heading) => visitAdmin(page, path, heading));
  },
});
// The preview server runs every function in one process next to scrypt sign-ins: allow for a busy moment.
export const expect = baseExpect.configure({ timeout: 10_000 });
