// Two-factor sign-in and sessions in the browser (docs/API.md, 'Two-factor
// sign-in', 'Sessions'): the test reads the QR code off the page like a phone
// would (a screenshot of the image, decoded with jsQR), makes codes from it
// with otpauth, and signs in with one; the sessions list ends another session,
// and the page's clock (moved, not waited for) brings the idle warning.
import jsQR from 'jsqr';
import { type TOTP, URI } from 'otpauth';
import sharp from 'sharp';
import { audit, expect, STAFF_PASSWORD, test, useSession } from './fixtures.ts';

async function readQrCode(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(found, 'a QR code in the screenshot').not.toBeNull();
  return found!.data;
}

test('turn on two-factor from the QR code, then sign in with a code', async ({ page, readyStaff, visitAdmin }) => {
  test.setTimeout(60_000);
  const staff = await readyStaff('editor', '双因素测试');
  await useSession(page, staff.session);
  await visitAdmin('/admin/settings', '账号设置');

  await page.getByRole('button', { name: '开启两步验证' }).click();
  const dialog = page.getByRole('dialog', { name: '开启两步验证' });
  const qr = dialog.getByTestId('two-factor-qr');
  await expect(qr).toBeVisible();
  const uri = await readQrCode(await qr.screenshot());
  const totp = URI.parse(uri) as TOTP;
  expect(totp.issuer).toBe('Carbon Admin');
  // The key shown as text is the one in the QR code.
  const shown = (await dialog.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  expect(shown).toBe(totp.secret.base32);
  await audit(page);

  await dialog.getByLabel('验证码').fill(totp.generate());
  await dialog.getByRole('button', { name: '确认开启' }).click();
  const codes = page.getByRole('dialog', { name: '恢复码' });
  await expect(codes.getByTestId('recovery-code')).toHaveCount(10);
  await codes.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('已于');

  // Signed out, then in again: the password, then a code (the next one: the last was used).
  await page.locator('aside').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '管理员登录' })).toBeVisible();
  await page.getByLabel('用户名').fill(staff.username);
  await page.getByLabel('密码', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入身份验证器应用中的 6 位验证码')).toBeVisible();
  await page.getByLabel('验证码').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('the sessions list ends another session; an idle one is warned a minute before its end', async ({
  page,
  request,
  readyStaff,
  visitAdmin,
}) => {
  const staff = await readyStaff('editor', '会话测试');
  const login = await request.post('/api/admin/login', {
    data: { username: staff.username, password: STAFF_PASSWORD },
    headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
  });
  const here = (await login.json()).data;
  await page.clock.install();
  await useSession(page, here);
  await visitAdmin('/admin/settings', '账号设置');

  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '当前会话' })).toContainText('Firefox 133 · Windows 10');
  const other = rows.filter({ hasNotText: '当前会话' });
  await other.getByRole('button', { name: /^结束会话/ }).click();
  await expect(rows).toHaveCount(1);
  const refused = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${staff.session.token}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('SESSION_ENDED');

  // 29 minutes without a call: the warning; staying signed in is a call that keeps the session.
  await page.clock.fastForward('29:10');
  const warning = page.getByRole('dialog', { name: '即将退出登录' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: '保持登录' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '账号设置' })).toBeVisible();
});
