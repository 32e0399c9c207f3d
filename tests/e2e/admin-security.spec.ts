// The security log on /admin/security (docs/API.md, 'Security log'): an admin
// finds a fresh account's sign-in and filters by account and kind; an editor
// sees neither the menu entry nor the screen; a colleague whose password an
// admin reset is told who did it and when, in both languages.
import { expect, signIn, staffLogin, test, useSession } from './fixtures.ts';

// Each test signs in several times (scrypt) on a preview server the other worker shares.
test.describe.configure({ timeout: 90_000 });

test('an admin sees a fresh account’s sign-in and filters the log by account and kind', async ({
  page,
  request,
  createStaff,
  visitAdmin,
}) => {
  const colleague = await createStaff('editor', '日志测试');
  await staffLogin(request, colleague.username, colleague.temporaryPassword);
  await signIn(page, request);
  await visitAdmin('/admin/security', '安全日志');
  await expect(page.locator('aside').getByRole('link', { name: '安全日志' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox').fill(colleague.username);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`account=${colleague.username}`));
  const rows = page.getByTestId('security-row');
  // Created by the accounts admin, then signed in (newest first).
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('登录');
  await expect(rows.nth(0)).toContainText(colleague.username);
  await expect(rows.nth(0)).toContainText('成功');
  await expect(rows.nth(0)).toContainText(/\b10\.\d+\.\d+\.x\b/);
  await expect(rows.nth(1)).toContainText('创建账号');
  await expect(rows.nth(1)).toContainText('e2e-accounts');

  await page.getByLabel('事件类型').selectOption({ label: '登录' });
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/kind=signIn/);
});

test('an editor has no security log: no menu entry, and the screen is not allowed', async ({ page, readyStaff, visitAdmin }) => {
  const editor = await readyStaff('editor');
  await useSession(page, editor.session);
  await visitAdmin('/admin/dashboard');
  await expect(page.locator('aside').getByRole('link', { name: '新闻管理' })).toBeVisible();
  await expect(page.locator('aside').getByRole('link', { name: '安全日志' })).toHaveCount(0);
  await visitAdmin('/admin/security', '无权访问');
});

test('after an admin’s reset, the password form says who reset it and when, in both languages', async ({
  page,
  request,
  createStaff,
}) => {
  const colleague = await createStaff('editor', '被重置的同事');
  const reset = await request.post(`/api/admin/users/${colleague.username}/reset-password`, {
    headers: { Authorization: `Bearer ${colleague.adminToken}` },
  });
  expect(reset.status()).toBe(200);
  const { temporaryPassword } = (await reset.json()).data as { temporaryPassword: string };

  await page.goto('/admin/login');
  await page.getByLabel(/^用户名$/).fill(colleague.username);
  await page.getByLabel(/^密码$/).fill(temporaryPassword);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '设置新密码' })).toBeVisible();
  const notice = page.getByTestId('reset-notice');
  await expect(notice).toContainText('由账号管理测试重置');
  await expect(notice).toContainText('北京时间');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(notice).toContainText('Your password was reset by 账号管理测试');
});
