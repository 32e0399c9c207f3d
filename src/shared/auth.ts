// Admin sign-in: the bodies the login and settings pages send, and what they get back.
import { z } from 'zod';
import { text } from './validation.ts';

export const PASSWORD_MIN = 10;
/** Usernames admin:create accepts; login looks up whatever it is given. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const PASSWORD_MAX = 200;

export interface AdminUser {
  username: string;
  name: string;
  role: string;
}

export interface LoginResult {
  token: string;
  user: AdminUser;
  /** ISO 8601; the token is refused from then on. */
  expiresAt: string;
}

/** A new password: 10..200 characters, trimmed like every string the API accepts. */
export function newPassword(label: string) {
  return text(label, PASSWORD_MAX, PASSWORD_MIN);
}

export const loginSchema = z.object({
  username: text('用户名', 100, 1),
  password: text('密码', PASSWORD_MAX, 1),
});

export const passwordChangeSchema = z.object({
  currentPassword: text('当前密码', PASSWORD_MAX, 1),
  newPassword: newPassword('新密码'),
});
