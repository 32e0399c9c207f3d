// Staff accounts (spec/api.md 'Staff accounts'): the signed-in account, and
// the account management an admin does on /admin/users.
import type { AdminUser, StaffRole } from '~/shared/auth';
import { request } from './client.ts';

export interface StaffDraft {
  username: string;
  name: string;
  role: StaffRole;
}

export type StaffChange = Partial<Pick<AdminUser, 'name' | 'role' | 'disabled'>>;

const userPath = (username: string) => `/api/admin/users/${encodeURIComponent(username)}`;

/** The signed-in account as stored now: its role, whether it is still enabled, a pending password change. */
export const getMe = (signal?: AbortSignal) => request<AdminUser>('/api/admin/me', { signal }).then((answer) => answer.data);

export const listUsers = (signal?: AbortSignal) =>
  request<AdminUser[]>('/api/admin/users', { signal }).then((answer) => answer.data);

export const createUser = (draft: StaffDraft) =>
  request<{ user: AdminUser; temporaryPassword: string }>('/api/admin/users', { method: 'POST', body: draft }).then(
    (answer) => answer.data,
  );

export const updateUser = (username: string, change: StaffChange) =>
  request<AdminUser>(userPath(username), { method: 'PATCH', body: change }).then((answer) => answer.data);

export const resetUserPassword = (username: string) =>
  request<{ temporaryPassword: string }>(`${userPath(username)}/reset-password`, { method: 'POST' }).then(
    (answer) => answer.data.temporaryPassword,
  );
