// Two-factor sign-in and sessions (docs/API.md, 'Two-factor sign-in' and
// 'Sessions'): the bodies the login, settings and staff screens send, and what they get back.
import { z } from 'zod';
import { PASSWORD_MAX } from './constants.ts';
import { flag, password, text } from './validation.ts';

/** RFC 6238 as authenticator apps expect it by default: SHA-1, 6 digits, 30 s. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A session ends after this long without a call, and after TOKEN_MAX_AGE in any case. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** A six-digit code or a recovery code; checked by the server, so only its length here. */
const code = () => text(32, 1);

/** POST /api/admin/login/code: the challenge of the password step and a code. */
export const loginCodeSchema = z.object({ challenge: text(64, 1), code: code() });
/** POST /api/admin/two-factor/enable. */
export const twoFactorEnableSchema = z.object({ code: code() });
/** Turning two-factor off and new recovery codes: the password and a current code. */
export const twoFactorConfirmSchema = z.object({ password: password(PASSWORD_MAX), code: code() });
/** PUT /api/admin/security-settings. */
export const securitySettingsSchema = z.object({ requireTwoFactor: flag() });
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** The password was right and the account has two-factor on: the code comes next. */
export interface TwoFactorChallenge {
  twoFactor: true;
  /** Names this sign-in for POST /api/admin/login/code; not a session. */
  challenge: string;
  /** ISO 8601; the challenge is refused from then on. */
  expiresAt: string;
}

/** POST /api/admin/two-factor/setup: what the authenticator app needs. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as a data: URL (PNG), drawn on the server; shown as an image. */
  qrCode: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt?: string;
  recoveryCodesLeft: number;
  /** An admin requires two-factor of every staff account. */
  required: boolean;
}

export interface SessionInfo {
  id: string;
  /** Browser and operating system, from the user agent ('Chrome 131 · Windows 10'). */
  device: string;
  /** Truncated like the security log's. */
  address: string;
  createdAt: string;
  lastActiveAt: string;
  /** The session of the call that listed it. */
  current: boolean;
}
