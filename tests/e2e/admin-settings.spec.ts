// Changing the password: the server's rules, the old password refused after,
// this device still signed in, every other session ended.
import { apiLogin, audit, E2E_ADMIN_PASSWORD, E2E_ADMINS, expect, signIn, test } from './fixtures.ts';

const FRESH = 'changed-Password-2025';

// A retry finds the password its failed attempt may have set: put the original back.
test.beforeEach(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { username: E2E_ADMINS.password.username, password: FRESH } });
  if (login.status() !== 200) return;
  const { token } = (await login.json()).data as { token: string };
  const restored = await request.post('/api/admin/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: FRESH, newPassword: E2E_ADMIN_PASSWORD },
  });
  expect(restored.status()).toBe(200);
});

test('change the password: rules and messages, then the old password is refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request, 'password');
  const otherDevice = await apiLogin(request, 'password');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
  const current = page.getByLabel(/^当前密码/);
  const next = page.getByLabel(/^新密码/);
  const repeat = page.getByLabel(/^再次输入新密码/);
  const submit = page.getByRole('button', { name: '修改密码' });

  await expect(submit).toBeDisabled();
  await current.fill(E2E_ADMIN_PASSWORD);
  await next.fill('new-password-1');
  await repeat.fill('new-password-2');
  await submit.click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();

  await current.fill('wrong-current-password');
  await repeat.fill('new-password-1');
  await submit.click();
  await expect(page.getByText('当前密码不正确')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(E2E_ADMIN_PASSWORD);
  await next.fill('short');
  await repeat.fill('short');
  await submit.click();
  await expect(page.getByText('新密码至少需要 12 个字符')).toBeVisible();
  await audit(page);

  // Issue 19: a common password, and one made of the username, are refused, saying why.
  await next.fill('passwordpassword');
  await repeat.fill('passwordpassword');
  await submit.click();
  await expect(page.getByText('这个密码出现在已泄露的常见密码列表中，很容易被猜到，请换一个')).toBeVisible();
  const own = `${E2E_ADMINS.password.username}-${E2E_ADMINS.password.username}`;
  await next.fill(own);
  await repeat.fill(own);
  await submit.click();
  await expect(page.getByText('密码不能主要由用户名、姓名或网站名称组成，请换一个')).toBeVisible();

  await next.fill(FRESH);
  await repeat.fill(FRESH);
  await submit.click();
  // Hashing the new password and signing in again with it are slow on purpose (scrypt).
  await expect(page.getByText('密码已修改，其他设备上的登录已失效')).toBeVisible({ timeout: 30_000 });
  await expect(current).toHaveValue('');

  // This device stays signed in with a fresh token; the other one is out.
  await page.locator('aside').getByRole('link', { name: '新闻管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新闻管理' })).toBeVisible();
  await expect(page.getByTestId('news-row').or(page.getByText('暂无数据')).first()).toBeVisible();
  const stale = await request.get('/api/admin/news?limit=1', { headers: { Authorization: `Bearer ${otherDevice.token}` } });
  expect(stale.status()).toBe(401);

  const old = await request.post('/api/admin/login', {
    data: { username: E2E_ADMINS.password.username, password: E2E_ADMIN_PASSWORD },
  });
  expect(old.status()).toBe(401);
  await apiLogin(request, 'password', FRESH);

  // Signing in on the login screen with the old one fails too.
  await page.locator('aside').getByRole('button', { name: '退出登录' }).click();
  await page.getByLabel(/^用户名$/).fill(E2E_ADMINS.password.username);
  await page.getByLabel(/^密码$/).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
});
