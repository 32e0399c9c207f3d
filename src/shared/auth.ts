// Staff sign-in and accounts: the bodies the login, settings and staff pages
// send, and what they get back.
import { z } from 'zod';
import { choice, flag, messageKey, text } from './validation.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
/** Any stored username, accounts from before the staff rules included; login and lookups accept these. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** A new account's username: 3..32 of lower-case letters, digits, dots, underscores and hyphens. */
export const NEW_USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;

/** admin: everything; editor: news and enquiries, not staff accounts nor deleting enquiries. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface AdminUser {
  username: string;
  /** Shown in the admin area. */
  name: string;
  role: StaffRole;
  /** A disabled account cannot sign in; its tokens stopped working when it was disabled. */
  disabled: boolean;
  /** Until the account sets a new password, its tokens serve only the password form, logout and /me. */
  mustChangePassword: boolean;
  createdAt: string;
  lastLoginAt?: string;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
  /** ISO 8601; the token is refused from then on. */
  expiresAt: string;
}

/** A new password: 10..200 characters, trimmed like every string the API accepts. */
export function newPassword() {
  return text(PASSWORD_MAX, PASSWORD_MIN);
}

export const loginSchema = z.object({
  username: text(100, 1),
  password: text(PASSWORD_MAX, 1),
});

export const passwordChangeSchema = z.object({
  currentPassword: text(PASSWORD_MAX, 1),
  newPassword: newPassword(),
});

const newUsername = text(32, 3).refine((value) => NEW_USERNAME_PATTERN.test(value), messageKey('usernameFormat'));
const displayName = text(100, 1);

/** Body of POST /api/admin/users. */
export const staffCreateSchema = z.object({
  username: newUsername,
  name: displayName,
  role: choice(STAFF_ROLES),
});
export type StaffCreate = z.output<typeof staffCreateSchema>;

/** Body of PATCH /api/admin/users/{username}: any of the three; none changes nothing. */
export const staffUpdateSchema = z.object({
  name: displayName.optional(),
  role: choice(STAFF_ROLES).optional(),
  disabled: flag().optional(),
});
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** What POST /api/admin/users answers: the temporary password is shown this once. */
export interface StaffCreated {
  user: AdminUser;
  temporaryPassword: string;
}
