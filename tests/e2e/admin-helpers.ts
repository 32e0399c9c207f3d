// Helpers of the admin end-to-end tests: sign in through the API, put the
// session where the app keeps it, and read or write data through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMINS, type E2eAdmin } from './admin-accounts.ts';

export interface ApiSession {
  token: string;
  user: { username: string; name: string; role: string };
}

export async function apiLogin(request: APIRequestContext, who: E2eAdmin, password = E2E_ADMIN_PASSWORD): Promise<ApiSession> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMINS[who].username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as ApiSession;
}

/**
 * Signs the page in as `who` the way the app itself would (token and user in
 * localStorage), once per tab: a later sign-out in the test sticks.
 */
export async function signIn(page: Page, request: APIRequestContext, who: E2eAdmin = 'sharedAdmin'): Promise<ApiSession> {
  const session = await apiLogin(request, who);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('adminToken', s.token);
    localStorage.setItem('adminUser', JSON.stringify(s.user));
  }, session);
  return session;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createArticle(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/admin/news', {
    headers: auth(token),
    data: { category: '政策解读', content: '正文第一段。\n正文第二段。', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; title: string };
}

/** A public enquiry from its own simulated address (the form limit is per address). */
export async function sendEnquiry(request: APIRequestContext, body: Record<string, unknown>) {
  const address = `10.${rand()}.${rand()}.${rand()}`;
  const response = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': address },
    data: { consent: true, source: 'about', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string };
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** A word no other test uses, so searches and public-API checks find only this test's data. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Status of the article in the public API: 200 when visitors can read it, 404 otherwise. */
export async function publicStatus(request: APIRequestContext, id: string): Promise<number> {
  return (await request.get(`/api/news/${id}`)).status();
}

export async function publicListHas(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get(`/api/news?q=${encodeURIComponent(title)}`);
  const items = (await response.json()).data as { title: string }[];
  return items.some((item) => item.title === title);
}
