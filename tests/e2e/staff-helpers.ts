// Staff accounts of their own for the tests of roles, first sign-in and
// disabling, made through the API as an admin would make them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, type ApiSession } from './admin-helpers.ts';

export const STAFF_PASSWORD = 'staff-Password-2025';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A username no other test uses (lower case, at most 32 characters). */
export const newUsername = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toLowerCase().slice(0, 32);

let managerToken: Promise<string> | undefined;

/** A token of the admin who manages the test accounts, signed in once per worker (each sign-in costs a scrypt run). */
function manager(request: APIRequestContext): Promise<string> {
  managerToken ??= apiLogin(request, 'accounts').then((session) => session.token);
  return managerToken;
}

/** A new account as POST /api/admin/users makes it: with its temporary password. */
export async function createStaff(request: APIRequestContext, role: 'admin' | 'editor', name = '测试同事') {
  const admin = { token: await manager(request) };
  const username = newUsername(role);
  const response = await request.post('/api/admin/users', { headers: auth(admin.token), data: { username, name, role } });
  expect(response.status(), await response.text()).toBe(201);
  const { temporaryPassword } = (await response.json()).data as { temporaryPassword: string };
  return { username, name, temporaryPassword, adminToken: admin.token };
}

/** A new account that has already replaced its temporary password with STAFF_PASSWORD; signed in. */
export async function readyStaff(request: APIRequestContext, role: 'admin' | 'editor', name?: string) {
  const account = await createStaff(request, role, name);
  const first = await staffLogin(request, account.username, account.temporaryPassword);
  const changed = await request.post('/api/admin/password', {
    headers: auth(first.token),
    data: { currentPassword: account.temporaryPassword, newPassword: STAFF_PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { ...account, session: await staffLogin(request, account.username, STAFF_PASSWORD) };
}

export async function staffLogin(request: APIRequestContext, username: string, password: string): Promise<ApiSession & { user: { mustChangePassword: boolean } }> {
  const response = await request.post('/api/admin/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** Puts a session where the app keeps it, once per tab (like admin-helpers' signIn). */
export async function useSession(page: Page, session: { token: string; user: object }): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('adminToken', s.token);
    localStorage.setItem('adminUser', JSON.stringify(s.user));
  }, session);
}
