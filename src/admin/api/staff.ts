// Staff accounts (docs/API.md, 'Roles and staff accounts'): the signed-in
// account, and the account management an admin does on /admin/users.
import type { ArgsOf, BodyOf } from '~/shared/contract';
import { request } from './client.ts';

export type StaffDraft = BodyOf<'POST /api/admin/users'>;
export type StaffChange = BodyOf<'PATCH /api/admin/users/:username'>;

/** The signed-in account as stored now: its role, whether it is still enabled, a pending password change. */
export const getMe = (signal?: AbortSignal) => request('GET /api/admin/me', {}, { signal }).then((answer) => answer.data);

export const listStaffAccounts = (signal?: AbortSignal) =>
  request('GET /api/admin/users', {}, { signal }).then((answer) => answer.data);

export const createStaffAccount = (draft: StaffDraft) =>
  request('POST /api/admin/users', { body: draft }).then((answer) => answer.data);

export const updateStaffAccount = (username: string, change: StaffChange) =>
  request('PATCH /api/admin/users/:username', { params: { username }, body: change }).then((answer) => answer.data);

export const resetStaffPassword = (username: string) =>
  request('POST /api/admin/users/:username/reset-password', { params: { username } }).then(
    (answer) => answer.data.temporaryPassword,
  );

export type SecurityLogQuery = NonNullable<ArgsOf<'GET /api/admin/security-log'>['query']>;

/** A page of the security log (docs/API.md, 'Security log'), newest first. */
export async function listSecurityLog(query: SecurityLogQuery, signal?: AbortSignal) {
  const { data, meta } = await request('GET /api/admin/security-log', { query }, { signal });
  return { items: data, total: meta.total };
}
