// The security log (docs/API.md, 'Security log'): what one entry says and the
// query of GET /api/admin/security-log. Shared by the functions and the admin app.
import { z } from 'zod';
import { messageKey, queryChoice, queryInt, queryText } from './validation.ts';

export const SECURITY_KINDS = [
  'signIn',
  'signOut',
  'passwordChanged',
  'passwordReset',
  'sessionsEnded',
  'accountCreated',
  'accountChanged',
  'accountDisabled',
  'accountEnabled',
  'roleChanged',
  'enquiryErased',
  'articleDeleted',
  'enquiriesExported',
  'twoFactorEnabled',
  'twoFactorDisabled',
  'twoFactorReset',
  'recoveryCodesRegenerated',
  'twoFactorPolicyChanged',
] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];

export const SECURITY_OUTCOMES = ['success', 'wrongPassword', 'wrongCode', 'throttled', 'disabled'] as const;
export type SecurityOutcome = (typeof SECURITY_OUTCOMES)[number];

/** Entries older than this are removed (on every write and by the daily purge). */
export const SECURITY_LOG_RETENTION_DAYS = 180;
export const SECURITY_LOG_PAGE_MAX = 100;

export interface SecurityLogEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  kind: SecurityKind;
  outcome: SecurityOutcome;
  /** The account the entry is about; null when a sign-in named no existing account. */
  subject: string | null;
  /** Who did it; null when nobody was signed in (a sign-in). */
  actor: string | null;
  /** The client address, truncated: IPv4 to its /24 (`203.0.113.x`), IPv6 to its /48. */
  address: string;
  /**
   * A role given, an enquiry's or article's id, 'name' for a renamed account,
   * why sessions ended, how a sign-in's second step passed ('totp', 'recoveryCode'); never contents.
   */
  detail?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const queryDate = () =>
  queryText(10).refine(
    (value) => value === undefined || (DATE.test(value) && !Number.isNaN(Date.parse(value))),
    messageKey('invalid'),
  );

/** GET /api/admin/security-log: dates are days in Beijing time, both ends included. */
export const securityLogQuerySchema = z.object({
  account: queryText(64),
  kind: queryChoice(SECURITY_KINDS),
  from: queryDate(),
  to: queryDate(),
  limit: queryInt({ min: 1, max: SECURITY_LOG_PAGE_MAX, fallback: 50 }),
  offset: queryInt({ min: 0, fallback: 0 }),
});
export type SecurityLogQuery = z.output<typeof securityLogQuerySchema>;
