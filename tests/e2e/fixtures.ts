// The end-to-end tests' fixtures: every public page a test opens is audited with axe (once per worker),
// each test is a visitor with an address of its own, and staff sessions come
// from the accounts scripts/e2e-server.ts creates (scripts/lib/e2e-accounts.ts).
// Sign-ins that a worker's tests can share are worker-scoped: each costs a scrypt run.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMINS, type E2eAdmin } from '../../scripts/lib/e2e-accounts.ts';

export { E2E_ADMIN_PASSWORD, E2E_ADMINS };
// The preview server runs every function in one process next to scrypt sign-ins: allow for a busy moment.
export const expect = baseExpect.configure({ timeout: 10_000 });

export const STAFF_PASSWORD = 'staff-Password-2025';

export interface ApiSession {
  token: string;
  user: { username: string; name: string; role: string; mustChangePassword?: boolean };
}

export interface StoredEnquiry {
  id: string;
  name: string;
  company: string;
  contact: string;
  message: string;
  source: string;
}

type Role = 'admin' | 'editor';
/** An account made through POST /api/admin/users, with its temporary password and its maker's token. */
export interface NewStaff {
  username: string;
  name: string;
  temporaryPassword: string;
  adminToken: string;
}

/** Runs axe on the page as it is now (a dialog, a form with errors); fails on any violation. */
export async function audit(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}

export async function staffLogin(request: APIRequestContext, username: string, password: string): Promise<ApiSession> {
  const response = await request.post('/api/admin/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as ApiSession;
}

export const apiLogin = (request: APIRequestContext, who: E2eAdmin, password = E2E_ADMIN_PASSWORD) =>
  staffLogin(request, E2E_ADMINS[who].username, password);

/** Puts a session where the app keeps it (token and user in localStorage), once per tab: a later sign-out sticks. */
export async function useSession(page: Page, session: { token: string; user: object }): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('adminToken', s.token);
    localStorage.setItem('adminUser', JSON.stringify(s.user));
  }, session);
}

/** Signs the page in as `who` the way the app itself would; a session of the test's own. */
export async function signIn(page: Page, request: APIRequestContext, who: E2eAdmin = 'sharedAdmin'): Promise<ApiSession> {
  const session = await apiLogin(request, who);
  await useSession(page, session);
  return session;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createArticle(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/admin/news', {
    headers: auth(token),
    // Published unless the test says otherwise (a new article is a draft by default).
    data: { category: '政策解读', content: '正文第一段。\n正文第二段。', status: 'published', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; title: string };
}

/** A public enquiry from its own simulated address (the form limit is per address). */
export async function sendEnquiry(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': `10.${rand()}.${rand()}.${rand()}` },
    data: { consent: true, source: 'about', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string };
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** A word no other test uses, so searches and public-API checks find only this test's data. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Waits until a title shows `text`, ignoring the invisible marks that keep its phrases
 * and hyphenated words together (src/islands/news/phrased.ts): Playwright's text
 * matching ignores zero-width spaces but not word joiners.
 */
export async function expectTitle(title: Locator, text: string): Promise<void> {
  const shown = async () =>
    ((await title.textContent()) ?? '')
      .replace(/[\u200b\u2060]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  await expect.poll(shown).toBe(text);
}

/** A username no other test uses (lower case, at most 32 characters). */
export const newUsername = (label: string) => unique(label).toLowerCase().slice(0, 32);

/** Status of the article in the public API: 200 when visitors can read it, 404 otherwise. */
export async function publicStatus(request: APIRequestContext, id: string): Promise<number> {
  return (await request.get(`/api/news/${id}`)).status();
}

export async function publicListHas(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get(`/api/news?q=${encodeURIComponent(title)}`);
  const items = (await response.json()).data as { title: string }[];
  return items.some((item) => item.title === title);
}

async function makeStaff(request: APIRequestContext, adminToken: string, role: Role, name = '测试同事'): Promise<NewStaff> {
  const username = newUsername(role);
  const response = await request.post('/api/admin/users', { headers: auth(adminToken), data: { username, name, role } });
  expect(response.status(), await response.text()).toBe(201);
  const { temporaryPassword } = (await response.json()).data as { temporaryPassword: string };
  return { username, name, temporaryPassword, adminToken };
}

async function makeReadyStaff(request: APIRequestContext, adminToken: string, role: Role, name?: string) {
  const account = await makeStaff(request, adminToken, role, name);
  const first = await staffLogin(request, account.username, account.temporaryPassword);
  const changed = await request.post('/api/admin/password', {
    headers: auth(first.token),
    data: { currentPassword: account.temporaryPassword, newPassword: STAFF_PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { ...account, session: await staffLogin(request, account.username, STAFF_PASSWORD) };
}

/** Public pages are static files: a page audited once on this worker is the same page the next time. */
const auditedPages = new Set<string>();

/** Opens a page and checks it with axe, the first time this worker opens it. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  if (!auditedPages.has(page.url())) {
    await audit(page);
    auditedPages.add(page.url());
  }
  return response;
}

/** The admin app renders on the client: wait for the screen's heading (and the end of loading) before axe. */
async function visitAdmin(page: Page, path: string, heading?: string | RegExp) {
  const response = await page.goto(path);
  const title = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(title.first()).toBeVisible();
  await page
    .getByRole('status')
    .filter({ hasText: /加载中|Loading/ })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await audit(page);
  return response;
}

interface TestFixtures {
  visit: (path: string) => ReturnType<typeof visit>;
  visitAdmin: (path: string, heading?: string | RegExp) => ReturnType<typeof visitAdmin>;
  /** The stored enquiries whose text contains `q`, read through the admin API. */
  findEnquiries: (q: string) => Promise<StoredEnquiry[]>;
  /** A new account with its temporary password. */
  createStaff: (role: Role, name?: string) => Promise<NewStaff>;
  /** A new account past its first password change (now STAFF_PASSWORD), signed in. */
  readyStaff: (role: Role, name?: string) => ReturnType<typeof makeReadyStaff>;
}

interface WorkerFixtures {
  /** The next visitor's address on this worker (the API's rate limits key on X-Forwarded-For). */
  nextClientAddress: () => string;
  /** API calls of the worker's own sign-ins, from an address no test uses. */
  workerRequest: APIRequestContext;
  /** A token of the shared admin, signed in once per worker, for reading through the API. */
  adminToken: string;
  /** A token of the admin who makes the tests' accounts, signed in once per worker. */
  managerToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  nextClientAddress: [
    async ({}, use, workerInfo) => {
      let visitors = 0;
      await use(() => {
        visitors++;
        return `10.${workerInfo.workerIndex % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
      });
    },
    { scope: 'worker' },
  ],
  workerRequest: [
    async ({ playwright }, use, workerInfo) => {
      // Third octet 250: beyond the visitors' range above.
      const headers = { 'X-Forwarded-For': `10.${workerInfo.workerIndex % 250}.250.1` };
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL, extraHTTPHeaders: headers });
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminToken: [async ({ workerRequest }, use) => use((await apiLogin(workerRequest, 'sharedAdmin')).token), { scope: 'worker' }],
  managerToken: [async ({ workerRequest }, use) => use((await apiLogin(workerRequest, 'accounts')).token), { scope: 'worker' }],
  // Each test is a visitor of its own.
  extraHTTPHeaders: async ({ extraHTTPHeaders, nextClientAddress }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': nextClientAddress() });
  },
  visit: async ({ page }, use) => {
    await use((path) => visit(page, path));
  },
  visitAdmin: async ({ page }, use) => {
    await use((path, heading) => visitAdmin(page, path, heading));
  },
  findEnquiries: async ({ request, adminToken }, use) => {
    await use(async (q) => {
      const response = await request.get(`/api/contact?q=${encodeURIComponent(q)}`, { headers: auth(adminToken) });
      return ((await response.json()) as { data: StoredEnquiry[] }).data;
    });
  },
  createStaff: async ({ request, managerToken }, use) => {
    await use((role, name) => makeStaff(request, managerToken, role, name));
  },
  readyStaff: async ({ request, managerToken }, use) => {
    await use((role, name) => makeReadyStaff(request, managerToken, role, name));
  },
});
