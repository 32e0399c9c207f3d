// `npm run fault:admin`: a staff member works in the admin app in a real
// browser (Debian's Chromium) while the store is stopped for a minute and then
// started again. One tab writes an article, another browses the inbox. Checks
// that the app says so in both tabs, keeps what was typed through a refused
// save, and recovers without a reload; the second save then stores the article
// once. Writes its section of docs/RELIABILITY.md. Runs on this checkout's
// bench ports, in a temporary folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Locator, type Page } from '@playwright/test';
import { describeMachine } from './lib/machine.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { startRedisServer, stopRedisServer } from './lib/redis-server.ts';
import { writeReliabilitySection } from './lib/reliability-doc.ts';
import { startScratchStore } from './lib/scratch-store.ts';

const DOWN_FOR_MS = 60_000;
/** The inbox's filter is clicked this long into the outage, as staff would carry on. */
const INBOX_CLICK_MS = 2_000;
/** More text is typed this long into the outage. */
const TYPING_MS = 20_000;
/** The longest any one step may take on a busy machine. */
const WAIT_MS = 30_000;
const origin = `http://localhost:${PORTS.benchHttp}`;
const loadBefore = loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');

if (!existsSync(join(repoRoot, 'dist', 'admin', 'index.html')))
  execFileSync('npx', ['astro', 'build'], { cwd: repoRoot, stdio: 'inherit' });

// Whatever fails from here on, everything started is stopped (last first) when this module ends:
// no daemonized redis-server or browser outlives the run.
await using started = new AsyncDisposableStack();
const store = await startScratchStore({ redisPort: PORTS.benchRedis, name: 'fault-admin' });
started.defer(() => store.stop());
const { dir } = store;
Object.assign(process.env, { ...store.env, JWT_SECRET: randomBytes(32).toString('hex') });
const { startPreviewServer } = await import('./lib/preview-server.ts');
const { upsertStaffAccount } = await import('../store/staff-repository.ts');
const { seedDemoContent } = await import('./lib/seed-content.ts');
const staff = { username: 'fault-drill', name: '演练编辑', role: 'editor' as const, password: randomBytes(12).toString('hex') };
await Promise.all([upsertStaffAccount(staff), seedDemoContent()]);
const server = await startPreviewServer(PORTS.benchHttp);
started.defer(() => server.close());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
started.defer(() => browser.close());
const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });

const start = Date.now();
const now = () => Date.now() - start;
/** The moment `locator` reaches `state`, in ms since the start. */
async function when(locator: Locator, state: 'visible' | 'hidden'): Promise<number> {
  await locator.waitFor({ state, timeout: WAIT_MS });
  return now();
}
const banner = (page: Page) => page.getByRole('status').filter({ hasText: '数据服务暂时不可用' });
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-fault-drill', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-fault-drill'));

async function drill() {
  // Signed in through the login form; the second tab shares the stored session.
  const editor = await context.newPage();
  await editor.goto('/admin/login');
  await editor.getByLabel('用户名').fill(staff.username);
  await editor.getByLabel('密码', { exact: true }).fill(staff.password);
  await editor.getByRole('button', { name: '登录' }).click();
  await editor.getByRole('heading', { level: 1, name: '仪表盘' }).waitFor({ timeout: WAIT_MS });
  await editor.goto('/admin/news/create');
  const title = `停服演练 ${Date.now()}`;
  const [firstPart, laterPart] = ['停服前写下的第一段。', '停服期间接着写的第二段。'];
  const titleField = editor.getByLabel(/^标题/);
  const contentField = editor.getByLabel(/^正文/);
  await titleField.fill(title);
  await contentField.fill(firstPart);
  await editor.getByLabel(/^分类/).selectOption('本所动态');

  const inbox = await context.newPage();
  await inbox.goto('/admin/contact-messages');
  const rows = inbox.getByTestId('contact-row');
  await rows.first().waitFor({ timeout: WAIT_MS });
  await Promise.all([markDocument(editor), markDocument(inbox)]);

  await stopRedisServer(dir);
  const stoppedAt = now();
  const until = (ms: number) => sleep(Math.max(0, stoppedAt + ms - now()));
  await editor.getByRole('button', { name: '发布', exact: true }).click();
  const notSaved = editor.getByRole('alert').filter({ hasText: '未保存：数据服务暂时不可用' });
  const [editorShownAt, notSavedAt] = await Promise.all([when(banner(editor), 'visible'), when(notSaved, 'visible')]);

  await until(INBOX_CLICK_MS);
  const inboxClickAt = now();
  await inbox
    .getByRole('group', { name: '按状态筛选' })
    .getByRole('button', { name: /^处理中/ })
    .click();
  const inboxError = inbox.getByRole('alert').filter({ hasText: '数据加载失败' });
  const inboxShownAt = await when(banner(inbox), 'visible');
  const inboxErrorAt = await when(inboxError, 'visible');

  await until(TYPING_MS);
  await contentField.press('End');
  await contentField.pressSequentially(`\n${laterPart}`);

  await until(DOWN_FOR_MS);
  await startRedisServer({ port: PORTS.benchRedis, dir });
  const backAt = now();
  const [editorClearAt, backToastAt, inboxClearAt, inboxListAt] = await Promise.all([
    when(banner(editor), 'hidden'),
    when(editor.getByText('数据服务已恢复，可以继续保存'), 'visible'),
    when(banner(inbox), 'hidden'),
    when(inboxError, 'hidden').then(() => when(rows.first().or(inbox.getByText('暂无留言')), 'visible')),
  ]);
  const content = `${firstPart}\n${laterPart}`;
  const kept = (await titleField.inputValue()) === title && (await contentField.inputValue()) === content;
  const savePressAt = now();
  await editor.getByRole('button', { name: '发布', exact: true }).click();
  await editor.waitForURL(/\/admin\/news$/, { timeout: WAIT_MS });
  const savedAt = now();
  const reloaded = !(await sameDocument(editor)) || !(await sameDocument(inbox));

  // Stored once, with everything typed: the refused create wrote nothing and was not repeated.
  const bearer = await editor.evaluate(() => localStorage.getItem('adminToken'));
  const found = await fetch(`${origin}/api/admin/news?q=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  const items = ((await found.json()) as { data: { items: { content: string }[] } }).data.items;
  const storedOnce = items.length === 1 && items[0]!.content === content;

  return {
    stoppedAt,
    editorShownAt,
    notSavedAt,
    inboxClickAt,
    inboxShownAt,
    inboxErrorAt,
    kept,
    backAt,
    editorClearAt,
    backToastAt,
    inboxClearAt,
    inboxListAt,
    savePressAt,
    savedAt,
    storedOnce,
    reloaded,
  };
}

const f = await drill();
await started.disposeAsync();
const after = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');
const section = `## Admin work while the store is stopped for a minute (\`npm run fault:admin\`)

Measured with \`npm run fault:admin\` (\`scripts/fault-admin.ts\`) on ${new Date().toISOString().slice(0, 10)}, on ${describeMachine()}, Node ${process.version}, load average ${loadBefore} at the start: the preview server, the Upstash bridge, a local redis-server and Chromium (1440 × 900, Chinese) on one machine. A staff member signs in through the login form and works in two tabs: one writes a new article, the other shows the inbox. redis-server is stopped (SIGTERM) for ${DOWN_FOR_MS / 1000} s, then started again on its data.

| while the store is down | result |
|---|---|
| editor: 发布 (publish) pressed as the store stopped; the banner '数据服务暂时不可用' is shown | ${after(f.stoppedAt, f.editorShownAt)} later, with '未保存：数据服务暂时不可用…' beside the button after ${after(f.stoppedAt, f.notSavedAt)} |
| inbox: a status filter clicked ${INBOX_CLICK_MS / 1000} s into the outage; the banner is shown | ${after(f.inboxClickAt, f.inboxShownAt)} after the click; the list's error with its retry button after ${after(f.inboxClickAt, f.inboxErrorAt)} (three retries first) |
| editor: the title, the first paragraph and a second one typed ${TYPING_MS / 1000} s into the outage are all still there | ${verdict(f.kept)} |

| once the store is back | result |
|---|---|
| editor: banner gone; '数据服务已恢复，可以继续保存' shown | ${after(f.backAt, f.editorClearAt)} after redis-server answered again; the message after ${after(f.backAt, f.backToastAt)} |
| inbox: banner gone | ${after(f.backAt, f.inboxClearAt)} after |
| inbox: the filtered list is shown again, without a click | ${after(f.backAt, f.inboxListAt)} after |
| editor: 发布 (publish) pressed again; the article is created and the list shown | ${after(f.savePressAt, f.savedAt)} after the click |
| the article is stored once, with everything typed | ${verdict(f.storedOnce)} |
| neither tab was reloaded | ${verdict(!f.reloaded)} |

Why it holds: every call the app makes goes through one client (\`src/admin/api/client.ts\`); a 503 \`UNAVAILABLE\` marks the store down and any successful call marks it up. While it is down the shell shows the banner and asks \`GET /api/health\` every 5 s (\`src/admin/shell/use-store-outage.ts\`); when an answer comes, it says so and reloads the loads that ended in an error. A create is never repeated by itself (an update that lands the same values again, an article's PUT or an enquiry's status or note, is retried once after 1 s, then gives up): the forms keep their values and the staff member presses save again. The app learns of an outage from its own calls, so a screen that makes none shows nothing until it does.
`;
await writeReliabilitySection(section);
console.log(section);
if (!f.kept || !f.storedOnce || f.reloaded) process.exitCode = 1;
