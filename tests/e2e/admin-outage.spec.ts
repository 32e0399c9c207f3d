// The store stops for a few seconds while staff work: the admin app says so in
// the admin's language, keeps what they typed through the failed save, and
// recovers without a reload once the store is back; the save then succeeds once.
// The spec has a server and store of its own (outage-server.ts) and runs its
// tests one after another, since each stops that store.
import type { Page } from '@playwright/test';
import { audit, expect, sendEnquiry, signIn, test, unique } from './fixtures.ts';
import { OUTAGE_ORIGIN, startOutageServer, type OutageServer } from './outage-server.ts';

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ baseURL: OUTAGE_ORIGIN });

let server: OutageServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOutageServer();
});
test.afterEach(() => server?.startStore());
test.afterAll(() => server?.close());

/** The admin's health check runs every 5 s; the bridge reconnects within a second. */
const RECOVERY = { timeout: 15_000 };

/** Marks the document, so a test can tell it was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-outage-test', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-outage-test'));

test('a news article survives a save refused by the outage and is created once the store is back', async ({
  page,
  request,
  visitAdmin,
}) => {
  const { token } = await signIn(page, request);
  await visitAdmin('/admin/news/create', '添加新闻');
  const title = unique('停服演练');
  const content = '停服期间写下的第一段。\n第二段。';
  await page.getByLabel(/^标题/).fill(title);
  await page.getByLabel(/^正文/).fill(content);
  await page.getByLabel(/^分类/).selectOption('本所动态');
  await markDocument(page);

  await server.stopStore();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('未保存：数据服务暂时不可用。您填写的内容仍在，恢复后再保存一次即可。');
  const banner = page.getByRole('status').filter({ hasText: '数据服务暂时不可用' });
  await expect(banner).toContainText('您填写的内容会保留在本页，请勿关闭或刷新。系统会自动重试');
  await expect(page.getByLabel(/^标题/)).toHaveValue(title);
  await expect(page.getByLabel(/^正文/)).toHaveValue(content);
  await audit(page);

  await server.startStore();
  await expect(banner).toBeHidden(RECOVERY);
  await expect(page.getByText('数据服务已恢复，可以继续保存')).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText('新闻已创建')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Stored once, as typed: the refused create wrote nothing and was not repeated.
  const stored = await request.get(`/api/admin/news?q=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = (await stored.json()).data.items as { title: string; content: string }[];
  expect(items.map((item) => [item.title, item.content])).toEqual([[title, content]]);
});

test('in English: a note survives a save refused by the outage and is saved once the store is back', async ({
  page,
  request,
  visitAdmin,
}) => {
  const enquiry = await sendEnquiry(request, {
    name: 'Outage drill',
    contact: 'outage@example.com',
    message: 'Please call back',
  });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const { token } = await signIn(page, request);
  await visitAdmin(`/admin/contact-messages/${enquiry.id}`, 'Enquiry');
  const note = page.getByRole('textbox', { name: 'Internal note' });
  await note.fill('Called back; site visit on Thursday');
  await markDocument(page);

  await server.stopStore();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(
    page.getByText('Not saved: the data service is unavailable. What you typed is still here; save again once it is back.'),
  ).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'The data service is unavailable' });
  await expect(banner).toContainText('What you typed stays on this page, so keep it open. The app retries by itself');
  await expect(note).toHaveValue('Called back; site visit on Thursday');

  await server.startStore();
  await expect(banner).toBeHidden(RECOVERY);
  await expect(page.getByText('The data service is back; you can save again')).toBeVisible();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(note).toHaveValue('Called back; site visit on Thursday');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
  expect(await sameDocument(page)).toBe(true);

  // Saved once: the refused save and its one automatic retry (after 1 s) wrote nothing.
  const detail = await request.get(`/api/contact/${enquiry.id}`, { headers: { Authorization: `Bearer ${token}` } });
  const history = (await detail.json()).data.history as { note?: string }[];
  expect(history.map((event) => event.note)).toEqual(['Called back; site visit on Thursday']);
});

// An article's address asks the store (netlify/functions/article-page.mts): while
// the store cannot answer, the build's page is still served, kept out of caches.
test('while the store is down, a pre-rendered article still opens and is not cached', async ({ request }) => {
  await server.stopStore();
  const response = await request.get('/news-detail/seed-ets-expansion');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toContain('全国碳市场扩围');
});
