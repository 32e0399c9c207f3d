// The staff account scripts/e2e-server.ts creates for the end-to-end tests, and
// API helpers to read back what the pages stored (enquiries and their source).
import type { APIRequestContext } from '@playwright/test';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-2026', name: 'E2E Admin' };

let token: Promise<string> | undefined;

/** A bearer token of the e2e admin, signed in once per worker. */
export function adminToken(request: APIRequestContext): Promise<string> {
  token ??= request
    .post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })
    .then(async (response) => ((await response.json()) as { data: { token: string } }).data.token)
    // A sign-in cut short (its test timed out) must not fail every later test of the worker.
    .catch((error: unknown) => {
      token = undefined;
      throw error;
    });
  return token;
}

export interface StoredEnquiry {
  id: string;
  name: string;
  company: string;
  contact: string;
  message: string;
  source: string;
}

/** The stored enquiries whose text contains `q`, through the admin API. */
export async function findEnquiries(request: APIRequestContext, q: string): Promise<StoredEnquiry[]> {
  const response = await request.get(`/api/contact?q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  return ((await response.json()) as { data: StoredEnquiry[] }).data;
}
