// Signing in and out of the admin area: the guard, the login form's rules,
// rate limiting, sessions that end on the server, and no credentials in a
// production build.
import { apiLogin, E2E_ADMIN_PASSWORD, E2E_ADMINS, expect, signIn, test } from './fixtures.ts';
import { decodeJwt, SignJWT } from 'jose';

const LOGIN_HEADING = /管理员登录|Staff sign-in/;
const usernameField = (page: import('@playwright/test').Page) => page.getByLabel(/^(用户名|Username)$/);
const passwordField = (page: import('@playwright/test').Page) => page.getByLabel(/^(密码|Password)$/);
const submit = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^(登录|登录中\.\.\.|Sign in)$/ });

for (const path of [
  '/admin',
  '/admin/',
  '/admin/dashboard',
  '/admin/news',
  '/admin/news/create',
  '/admin/contact-messages',
  '/admin/contact-messages/some-id',
  '/admin/users',
  '/admin/settings',
]) {
  test(`signed out, ${path} opens the login screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });
}

test('a stored user that cannot be parsed counts as signed out', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'some-token');
    localStorage.setItem('adminUser', '{not json');
  });
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login/);
});

// Its headers (no-store, unframeable) are read in headers.spec.ts.
test('the login page is axe clean, not indexed, and a production build shows no credentials', async ({ page, visitAdmin }) => {
  await visitAdmin('/admin/login', LOGIN_HEADING);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('dev-account')).toHaveCount(0);
  await expect(page.getByText(/本地开发账号|development account/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /返回网站|Back to site/ })).toHaveAttribute('href', '/');
});

test('submit stays disabled until both fields are filled; the password can be shown', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(submit(page)).toBeDisabled();
  await usernameField(page).fill('someone');
  await expect(submit(page)).toBeDisabled();
  await passwordField(page).fill('secret');
  await expect(submit(page)).toBeEnabled();
  await usernameField(page).fill('');
  await expect(submit(page)).toBeDisabled();

  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /显示密码|Show password/ }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: /显示密码|Show password/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a wrong password shows the server message, which clears when a field is edited', async ({ page }) => {
  await page.goto('/admin/login');
  await usernameField(page).fill(E2E_ADMINS.login.username);
  await passwordField(page).fill('not-the-password');
  // Slow the answer down a little to see the busy state.
  await page.route('**/api/admin/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await submit(page).click();
  await expect(page.getByRole('button', { name: '登录中...' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  await passwordField(page).fill('something else');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a network failure says so', async ({ page }) => {
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/login');
  await usernameField(page).fill(E2E_ADMINS.login.username);
  await passwordField(page).fill('whatever-it-is');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('网络错误，请重试');
});

test('without a message from the server, the login says it failed', async ({ page }) => {
  await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/admin/login');
  await usernameField(page).fill('anyone');
  await passwordField(page).fill('anything');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('登录失败');
});

test('after too many failed attempts the login says how long to wait', async ({ page, request }) => {
  const username = E2E_ADMINS.rateLimited.username;
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request.post('/api/admin/login', { data: { username, password: `wrong-${attempt}` } });
    expect(response.status()).toBe(401);
  }
  await page.goto('/admin/login');
  await usernameField(page).fill(username);
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(/^尝试次数过多，请在 1[45] 分钟后重试$/);
});

test('signing in opens the dashboard with the user name and role; signing out revokes the token', async ({ page }) => {
  await page.goto('/admin/login');
  await usernameField(page).fill(E2E_ADMINS.login.username);
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  const sidebar = page.locator('aside');
  await expect(sidebar.getByText(E2E_ADMINS.login.name)).toBeVisible();
  await expect(sidebar.getByText('管理员')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));

  await sidebar.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([
    null,
    null,
  ]);
  const after = await page.request.get('/api/admin/news?limit=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

/** A copy of a real session's token, signed with the server's secret, that expires at `exp` (seconds). */
async function resigned(token: string, exp: number): Promise<string> {
  const claims = decodeJwt(token);
  return new SignJWT({ ...claims, iat: exp - 8 * 3600, exp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(process.env.E2E_JWT_SECRET));
}

test('an expired token returns to login, then back to the page after signing in', async ({ page, request }) => {
  const { token, user } = await apiLogin(request, 'session');
  const now = Math.floor(Date.now() / 1000);
  const expired = await resigned(token, now - 60);
  const read = (bearer: string) => request.get('/api/admin/me', { headers: { Authorization: `Bearer ${bearer}` } });
  // The copy is accepted while unexpired, so the refusal below is the expiry's doing.
  expect((await read(await resigned(token, now + 600))).status()).toBe(200);
  expect((await read(expired)).status()).toBe(401);

  await page.goto('/admin/login');
  await page.evaluate(
    (session) => {
      localStorage.setItem('adminToken', session.token);
      localStorage.setItem('adminUser', JSON.stringify(session.user));
    },
    { token: expired, user },
  );
  await page.goto('/admin/news?category=%E6%94%BF%E7%AD%96%E8%A7%A3%E8%AF%BB');
  await expect(page.getByRole('status').filter({ hasText: '登录已过期，请重新登录' })).toBeVisible();
  await usernameField(page).fill(E2E_ADMINS.session.username);
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1, name: '新闻管理' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\?category=%E6%94%BF%E7%AD%96%E8%A7%A3%E8%AF%BB$/);
});

test('a token revoked on the server (signed out elsewhere) returns to login with the message, in English too', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request, 'session');
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  // The app reads the account once at start: revoking before that answer would end the session on this screen.
  const accountRead = page.waitForResponse('**/api/admin/me');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await accountRead;
  const revoked = await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(revoked.status()).toBe(200);

  await page.getByRole('link', { name: 'Enquiries' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Session expired, please sign in again' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcontact-messages$/);
  await usernameField(page).fill(E2E_ADMINS.session.username);
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
});

test('an unknown admin path shows a not-found screen with a way back', async ({ page, request, visitAdmin }) => {
  await signIn(page, request);
  await visitAdmin('/admin/no/such/screen', /页面不存在/);
  await page.getByRole('link', { name: '返回仪表盘' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
});

test('the login API refuses a wrong password for a real account (sanity check of the test accounts)', async ({ request }) => {
  await apiLogin(request, 'login');
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMINS.login.username, password: 'nope-nope-nope' },
  });
  expect(response.status()).toBe(401);
});
