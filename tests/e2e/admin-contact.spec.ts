// The enquiry inbox: status changes, filter with counts, search, CSV export.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, sendEnquiry, signIn, test, unique } from './fixtures.ts';

test('change a status (the list reloads), filter by status, search', async ({ page, request }) => {
  await signIn(page, request);
  const tag = unique('询价');
  await sendEnquiry(request, {
    name: `张三${tag}`,
    company: '某制造公司',
    contact: 'zhang@example.com',
    message: `想了解碳足迹核算 ${tag}`,
  });
  await sendEnquiry(request, { name: `李四${tag}`, company: '', contact: '13800000000', message: `零碳园区 ${tag}`, source: '' });

  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(tag)}`);
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(2);
  const li = rows.filter({ hasText: `李四${tag}` });
  await expect(li.locator('td').nth(1)).toHaveText('—'); // empty company
  await expect(li.locator('td').nth(5)).toHaveText('—'); // empty source
  const filter = page.getByRole('group', { name: '按状态筛选' });

  // Slow the PATCH down to see "updating...".
  await page.route('**/api/contact/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // The counts cover the whole inbox, which other tests change meanwhile: the
  // buttons must show the counts of the list's reload after the change.
  let patched = false;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patched = true;
  });
  const reload = page.waitForResponse(
    (response) => patched && response.request().method() === 'GET' && response.url().includes('/api/contact?'),
  );
  const select = page.getByLabel(`张三${tag} 的留言状态`);
  await select.selectOption('处理中');
  await expect(rows.filter({ hasText: `张三${tag}` }).getByText('更新中...')).toBeVisible();
  await expect(rows.filter({ hasText: `张三${tag}` }).getByText('更新中...')).toBeHidden();
  await expect(select).toHaveValue('处理中');
  const { meta } = (await (await reload).json()) as { meta: { counts: Record<string, number> } };
  for (const status of ['未处理', '处理中', '已处理']) {
    await expect.poll(() => countOf(filter.getByRole('button', { name: new RegExp(`^${status}`) }))).toBe(meta.counts[status]);
  }

  await filter.getByRole('button', { name: /^处理中/ }).click();
  await expect(page).toHaveURL(/status=%E5%A4%84%E7%90%86%E4%B8%AD/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`张三${tag}`);
  await filter.getByRole('button', { name: /^已处理/ }).click();
  await expect(page.getByText('暂无留言')).toBeVisible();

  // Search narrows within everything.
  await filter.getByRole('button', { name: /^全部/ }).click();
  await page.getByRole('searchbox').fill(`零碳园区 ${tag}`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`李四${tag}`);
});

test('a page past the end of the list goes to the last page instead of an empty list', async ({ page, request }) => {
  await signIn(page, request);
  const tag = unique('翻页');
  await sendEnquiry(request, { name: `翻页${tag}`, contact: 'page@example.com', message: `旧链接 ${tag}` });
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(tag)}&page=4`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(tag)}$`));
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await expect(page.getByText('暂无留言')).toBeHidden();
});

test("notifications: one region named exactly 'Notifications', Alt+T focuses it, one toast visible at a time", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const tag = unique('通知');
  await sendEnquiry(request, { name: `甲${tag}`, contact: 'a@example.com', message: tag });
  await sendEnquiry(request, { name: `乙${tag}`, contact: 'b@example.com', message: tag });
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId('contact-row')).toHaveCount(2);
  const region = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(region).toHaveCount(1);
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(1);

  // Two quick changes, two toasts: only the newest is shown.
  await page.getByLabel(`甲${tag} 的留言状态`).selectOption('处理中');
  await page.getByLabel(`乙${tag} 的留言状态`).selectOption('已处理');
  const toasts = region.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(2);
  await expect(toasts.filter({ hasText: '状态已更新' })).toHaveCount(2);
  await expect(region.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);

  await page.keyboard.press('Alt+T');
  await expect.poll(() => region.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

async function countOf(button: Locator): Promise<number> {
  await expect(button).toHaveText(/\d+$/);
  return Number((await button.textContent())!.match(/(\d+)$/)![1]);
}

test('export CSV downloads a file with a BOM and Chinese intact', async ({ page, request }) => {
  await signIn(page, request);
  const tag = unique('导出');
  await sendEnquiry(request, {
    name: `王五${tag}`,
    company: '华东某园区',
    contact: '=1+1',
    message: `中文留言, 含半角逗号 ${tag}`,
  });
  await page.goto('/admin/contact-messages');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('编号,提交时间（北京时间）,姓名,公司,联系方式,留言,来源页面,状态,负责人,备注');
  expect(text).toContain(`王五${tag}`);
  expect(text).toContain(`"中文留言, 含半角逗号 ${tag}"`); // quoted: it holds a comma
  expect(text).toContain("'=1+1");
  expect(text).toContain('未处理');
});

test('the 客户留言 badge shows the unhandled count and refreshes on return to the tab; a 5,000-character enquiry keeps a short row', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const tag = unique('长留言');
  await sendEnquiry(request, { name: `长${tag}`, contact: 'long@example.com', message: `${tag} ${'碳'.repeat(4_900)}` });
  const counted = () => page.waitForResponse((response) => response.url().endsWith('/api/admin/contact/counts'));
  const first = counted();
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(tag)}`);
  const unhandled: number = (await (await first).json()).data.unhandled;
  expect(unhandled).toBeGreaterThan(0);
  const navItem = page.getByRole('link', { name: /^客户留言 \(/ });
  await expect(navItem).toHaveAttribute('aria-label', `客户留言 (${unhandled} 条未处理留言)`);
  await expect(navItem.getByTestId('unhandled-badge')).toHaveText(unhandled > 99 ? '99+' : String(unhandled));

  // Two lines of the message, not thousands of pixels.
  const row = page.getByTestId('contact-row');
  await expect(row).toHaveCount(1);
  expect((await row.boundingBox())!.height).toBeLessThan(120);

  // Back to the tab: asked again at once, not at the next minute.
  const again = counted();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const now: number = (await (await again).json()).data.unhandled;
  await expect(navItem).toHaveAttribute('aria-label', `客户留言 (${now} 条未处理留言)`);
});

test('assign an enquiry to myself: the history names me and the 分配给我 filter finds it', async ({ page, request }) => {
  const me = await signIn(page, request);
  const tag = unique('分配');
  const { id } = await sendEnquiry(request, { name: `陈${tag}`, contact: 'chen@example.com', message: `请联系 ${tag}` });
  await page.goto(`/admin/contact-messages/${id}`);
  await page.getByLabel('负责人', { exact: true }).selectOption(me.user.username);
  await expect(page.getByText('负责人已更新')).toBeVisible();
  await expect(page.getByTestId('history-entry').first()).toContainText(`${me.user.name}将负责人设为${me.user.name}`);

  await page.goto(`/admin/contact-messages?assigned=me&q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await expect(page.getByTestId('row-assignee')).toHaveText(`负责人：${me.user.name}`);
  await page.getByLabel('按负责人筛选').selectOption('none');
  await expect(page).toHaveURL(/assigned=none/);
  await expect(page.getByText('暂无留言')).toBeVisible();
});
