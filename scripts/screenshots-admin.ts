// Screenshots of every admin screen at 1440 and 390 px in both languages, for a
// visual check: `npm run screenshots:admin` (builds, then runs this). The built
// site and the functions on a store of their own seeded with the demo content
// (this checkout's bench ports: run one drill or benchmark at a time), staff made
// through the API as an admin would. PNGs go to .screenshots/admin-*.png (git-ignored).
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { startScratchStore } from './lib/scratch-store.ts';
import { SEED_ENQUIRIES } from './seed-data.ts';

const OUT = join(repoRoot, '.screenshots');
const WIDTHS = [1440, 390];
const LOCALES = ['zh', 'en'] as const;
const origin = `http://localhost:${PORTS.benchHttp}`;
const ADMIN = { username: 'demo-admin', name: '演示管理员', role: 'admin' as const, password: randomBytes(12).toString('hex') };
const STAFF_PASSWORD = randomBytes(12).toString('hex');
// An enquiry someone has worked on: status changes and a note in its history.
const WORKED_ENQUIRY = SEED_ENQUIRIES.at(-1)!.id;

interface Session {
  token: string;
  user: object;
}

async function api<T>(path: string, init: { method?: string; token?: string; body?: object } = {}): Promise<T> {
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const login = (username: string, password: string) => api<Session>('/api/admin/login', { body: { username, password } });

/** A new editor as POST /api/admin/users makes it, with its temporary password. */
async function createEditor(token: string, name: string) {
  const username = `editor-${randomBytes(3).toString('hex')}`;
  const { temporaryPassword } = await api<{ temporaryPassword: string }>('/api/admin/users', {
    token,
    body: { username, name, role: 'editor' },
  });
  return { username, temporaryPassword };
}

/** A new editor past the first password change, signed in. */
async function readyEditor(token: string, name: string): Promise<Session> {
  const { username, temporaryPassword } = await createEditor(token, name);
  const first = await login(username, temporaryPassword);
  await api('/api/admin/password', {
    token: first.token,
    body: { currentPassword: temporaryPassword, newPassword: STAFF_PASSWORD },
  });
  return login(username, STAFF_PASSWORD);
}

/** `dialog`: the act opens a modal, so the visible window is taken (a whole-page shot would scroll it away). */
type Shot = { name: string; path: string; act?: (page: Page) => Promise<void>; dialog?: boolean };
const clickButton = (name: RegExp) => async (page: Page) => page.getByRole('button', { name }).first().click();
const SHOTS: Shot[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'news', path: '/admin/news' },
  { name: 'news-create', path: '/admin/news/create' },
  { name: 'news-edit', path: '/admin/news/edit/seed-ets-expansion' },
  { name: 'contact', path: '/admin/contact-messages' },
  { name: 'contact-detail', path: `/admin/contact-messages/${WORKED_ENQUIRY}` },
  {
    name: 'contact-erase',
    path: `/admin/contact-messages/${WORKED_ENQUIRY}`,
    act: clickButton(/永久删除此留言|Delete this enquiry/),
    dialog: true,
  },
  { name: 'users', path: '/admin/users' },
  {
    name: 'users-created',
    path: '/admin/users',
    act: async (page) => {
      await page.getByRole('button', { name: /新建账号|New account/ }).click();
      await page.getByLabel(/^(用户名|Username)/).fill(`shot-${randomBytes(3).toString('hex')}`);
      await page.getByLabel(/^(显示名称|Display name)/).fill('陈晓');
      await page.getByRole('button', { name: /创建账号|Create account/ }).click();
      await page.getByTestId('temporary-password').waitFor();
    },
    dialog: true,
  },
  { name: 'users-edit', path: '/admin/users', act: clickButton(new RegExp(`^(编辑|Edit): ${ADMIN.username}$`)), dialog: true },
  { name: 'security', path: '/admin/security' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'not-found', path: '/admin/no-such-screen' },
  { name: 'news-delete', path: '/admin/news', act: clickButton(/^(删除|Delete):/) },
  {
    name: 'menu',
    path: '/admin',
    act: async (page) => {
      const open = page.getByRole('button', { name: /打开菜单|Open menu/ });
      if (await open.isVisible()) await open.click();
      else await page.getByRole('button', { name: /收起侧边栏|Collapse sidebar/ }).click();
    },
  },
];

async function shoot(page: Page, locale: string, width: number, { name, path, act, dialog }: Shot, session: Session | null) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.goto('/admin/login');
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem('language', l);
      localStorage.removeItem('adminSidebarCollapsed');
      localStorage.removeItem('adminToken');
      if (s) {
        localStorage.setItem('adminToken', s.token);
        localStorage.setItem('adminUser', JSON.stringify(s.user));
      }
    },
    [locale, session] as const,
  );
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(300);
  await act?.(page);
  await page.waitForTimeout(300);
  const file = `admin-${locale}-${width}-${name}.png`;
  await page.screenshot({ path: join(OUT, file), fullPage: !dialog });
  console.log(file);
}

// Whatever fails, everything started is stopped (last first) when this module ends.
await using started = new AsyncDisposableStack();
const store = await startScratchStore({ redisPort: PORTS.benchRedis, name: 'screenshots-admin' });
started.defer(() => store.stop());
// A blob server of its own: seeding stores the demo cover there, and the editor's preview shows it.
const blobs = await startLocalBlobs(join(store.dir, 'blobs'));
started.defer(() => blobs.stop());
Object.assign(process.env, {
  ...store.env,
  JWT_SECRET: randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
});
// Loaded only now: the store module reads its configuration when first imported.
const { startPreviewServer } = await import('./lib/preview-server.ts');
const { upsertStaffAccount } = await import('../store/staff-repository.ts');
const { seedDemoContent } = await import('./lib/seed-content.ts');
await Promise.all([upsertStaffAccount(ADMIN), seedDemoContent()]);
const server = await startPreviewServer(PORTS.benchHttp);
started.defer(() => server.close());

const admin = await login(ADMIN.username, ADMIN.password);
const token = admin.token;
await api(`/api/contact/${WORKED_ENQUIRY}`, { method: 'PATCH', token, body: { status: '处理中' } });
await api(`/api/contact/${WORKED_ENQUIRY}`, {
  method: 'PATCH',
  token,
  body: { note: '已电话回访，客户希望下周到现场了解用能数据。\n报价待确认。' },
});
await api(`/api/contact/${WORKED_ENQUIRY}`, { method: 'PATCH', token, body: { status: '已处理' } });
await readyEditor(token, '王编辑');
// Other accounts: a first sign-in with a temporary password, and an editor on an admin-only screen.
const fresh = await createEditor(token, '陈晓');
const firstSignIn = await login(fresh.username, fresh.temporaryPassword);
const editor = await readyEditor(token, '李编辑');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
started.defer(() => browser.close());
const page = await browser.newPage({ baseURL: origin });
await mkdir(OUT, { recursive: true });
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    for (const shot of SHOTS) await shoot(page, locale, width, shot, admin);
    await shoot(page, locale, width, { name: 'set-password', path: '/admin' }, firstSignIn);
    await shoot(page, locale, width, { name: 'not-allowed', path: '/admin/users' }, editor);
    await shoot(page, locale, width, { name: 'login', path: '/admin/login' }, null);
  }
}
