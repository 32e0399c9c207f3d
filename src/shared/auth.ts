// Staff sign-in and accounts: the bodies the login, settings and staff pages
// send, and what they get back.
import { z } from 'zod';
import {
  NEW_USERNAME_MAX,
  NEW_USERNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STAFF_NAME_MAX,
  STAFF_ROLES,
  type StaffRole,
} from './constants.ts';
import { choice, flag, messageKey, password, text } from './validation.ts';

// The functions import the roles from here, with the schemas that use them.
export { STAFF_ROLES, type StaffRole };
/** Any stored username, accounts from before the staff rules included; login and lookups accept these. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** A new account's username: 3..32 of lower-case letters, digits, dots, underscores and hyphens. */
export const NEW_USERNAME_PATTERN = new RegExp(`^[a-z0-9._-]{${NEW_USERNAME_MIN},${NEW_USERNAME_MAX}}$`);

export interface StaffAccount {
  username: string;
  /** Shown in the admin area. */
  name: string;
  role: StaffRole;
  /** A disabled account cannot sign in; its tokens stopped working when it was disabled. */
  disabled: boolean;
  /** Until the account sets a new password, its tokens serve only the password form, logout and /me. */
  mustChangePassword: boolean;
  /** Two-factor sign-in is on (docs/API.md, 'Two-factor sign-in'). */
  twoFactor: boolean;
  /**
   * Two-factor is required of every staff account and this one has none: its
   * tokens serve only the two-factor set-up, logout, /me and its sessions.
   * Only in answers about the signed-in account (login, /me).
   */
  mustSetUpTwoFactor?: boolean;
  /** In the sign-in answer only, once: an admin reset this account's two-factor (who and when). */
  twoFactorResetBy?: { name: string; at: string };
  createdAt: string;
  lastLoginAt?: string;
  /** While a password reset by an admin is still to be changed: who did it and when (ISO 8601). */
  resetBy?: { name: string; at: string };
}

export interface LoginResult {
  token: string;
  user: StaffAccount;
  /** ISO 8601; the token is refused from then on. */
  expiresAt: string;
}

/**
 * A new password: PASSWORD_MIN..PASSWORD_MAX characters as typed (never trimmed).
 * The server also refuses common and personal ones (store/password-policy.ts).
 */
export function newPassword() {
  return password(PASSWORD_MAX, PASSWORD_MIN);
}

export const loginSchema = z.object({
  // Only the username is trimmed (and looked up as stored); the password is used as typed.
  username: text(100, 1),
  password: password(PASSWORD_MAX),
});

export const passwordChangeSchema = z.object({
  currentPassword: password(PASSWORD_MAX),
  newPassword: newPassword(),
});

const newUsername = text(NEW_USERNAME_MAX, NEW_USERNAME_MIN).refine(
  (value) => NEW_USERNAME_PATTERN.test(value),
  messageKey('usernameFormat'),
);
const displayName = text(STAFF_NAME_MAX, 1);

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
