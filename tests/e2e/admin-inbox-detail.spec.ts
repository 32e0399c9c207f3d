// The enquiry detail view: opened from the filtered list with its own URL,
// status and note changes entering the history under the staff member's
// display name, the unsaved-note guard, and an admin's delete for good.
import { readFile } from 'node:fs/promises';
import { audit, expect, sendEnquiry, signIn, test, unique, useSession } from './fixtures.ts';

test('an editor works on an enquiry: status and note enter the history under their name; the list keeps its filters', async ({
  page,
  request,
  readyStaff,
}) => {
  test.setTimeout(60_000);
  const editor = await readyStaff('editor', '孙编辑');
  await useSession(page, editor.session);
  const tag = unique('详情');
  const { id } = await sendEnquiry(request, {
    name: `周女士${tag}`,
    company: '华东某制造企业',
    contact: 'zhou@example.com',
    message: `希望核算产品碳足迹。\n第二行：出口欧盟 ${tag}`,
    source: 'carbon-footprint',
  });
  const listUrl = `/admin/contact-messages?status=%E6%9C%AA%E5%A4%84%E7%90%86&q=${encodeURIComponent(tag)}`;
  await page.goto(listUrl);
  await page.getByRole('link', { name: `周女士${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-messages/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
  await expect(page.getByRole('region', { name: '留言内容' })).toContainText(`第二行：出口欧盟 ${tag}`);
  const facts = page.getByRole('region', { name: '联系信息' });
  await expect(facts.getByRole('link', { name: 'zhou@example.com' })).toHaveAttribute('href', 'mailto:zhou@example.com');
  await expect(facts.getByRole('link', { name: '碳足迹' })).toHaveAttribute('href', '/carbon-footprint/');
  await expect(facts).toContainText('2025-01');
  await expect(facts).toContainText('同意隐私政策时间');
  await expect(page.getByRole('button', { name: '永久删除此留言' })).toHaveCount(0); // admins only
  const history = page.getByTestId('history-entry');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('访客提交了留言');
  await audit(page);

  await page.getByLabel('状态', { exact: true }).selectOption('处理中');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(`${editor.name}将状态改为“处理中”`);

  const note = page.getByRole('textbox', { name: '内部备注' });
  await note.fill('已电话回访，周四上门');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByRole('link', { name: '返回留言列表' }).click();
  const leave = page.getByRole('dialog', { name: '放弃未保存的修改？' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: '继续编辑' }).click();
  await expect(note).toHaveValue('已电话回访，周四上门');
  await page.getByRole('button', { name: '保存备注' }).click();
  await expect(page.getByText('备注已保存')).toBeVisible();
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText(`${editor.name}更新了内部备注`);
  await expect(history.first()).toContainText('已电话回访，周四上门');

  const stored = await request.get(`/api/contact/${id}`, { headers: { Authorization: `Bearer ${editor.session.token}` } });
  const { history: events, note: savedNote } = (await stored.json()).data;
  expect(savedNote).toBe('已电话回访，周四上门');
  expect(events.map((event: { by: string }) => event.by)).toEqual([editor.username, editor.username]);

  // Back to the list as it was left (filter and search), with nothing left unsaved.
  await page.getByRole('link', { name: '返回留言列表' }).click();
  await expect(page).toHaveURL(new RegExp(`${listUrl.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('searchbox')).toHaveValue(tag);
  await expect(page.getByRole('group', { name: '按状态筛选' }).getByRole('button', { name: /^未处理/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('an admin deletes an enquiry for good: gone from the list, the CSV and its URL', async ({ page, request }) => {
  test.setTimeout(60_000);
  const session = await signIn(page, request);
  const tag = unique('删除');
  const { id } = await sendEnquiry(request, { name: `访客${tag}`, contact: '13900000000', message: `请删除我的信息 ${tag}` });
  await page.goto(`/admin/contact-messages/${id}`);
  await expect(page.getByRole('region', { name: '联系信息' }).getByRole('link', { name: '13900000000' })).toHaveAttribute(
    'href',
    'tel:13900000000',
  );
  await page.getByRole('button', { name: '永久删除此留言' }).click();
  const confirm = page.getByRole('dialog', { name: '永久删除这条留言？' });
  await expect(confirm).toContainText('留言及其全部处理记录将被彻底清除，无法恢复');
  await audit(page);
  await confirm.getByRole('button', { name: '永久删除' }).click();
  await expect(page.getByText('留言已永久删除')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contact-messages$/);

  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('暂无留言')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('编号,提交时间（北京时间）');
  expect(csv).not.toContain(tag);
  const gone = await request.get(`/api/contact/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(gone.status()).toBe(404);

  await page.goto(`/admin/contact-messages/${id}`);
  await expect(page.getByRole('alert')).toContainText('留言不存在或已被删除');
});
