// Staff sessions: HS256 JWTs (jose) with issuer, audience and an 8-hour expiry
// (never older than 12 hours, whatever they say), each naming its session
// (`sid`, store/session-repository.ts), checked on every admin call against the
// revocation list, the session (still there, not idle 30 minutes) and the
// account as stored now (incarnation, token version, disabled, role, pending
// password change, two-factor required). A missing JWT_SECRET fails closed:
// nothing is signed or accepted.
import type { Context } from '@netlify/functions';
import { randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { SESSION_IDLE_MS } from '../../src/shared/two-factor.ts';
import { createSession, endSessions, getSession, touchSession } from '../../store/session-repository.ts';
import { getSecuritySettings } from '../../store/two-factor-repository.ts';
import { deviceOf } from './device.ts';
import { truncatedAddress } from './log-address.ts';
import { recordSecurity } from './security-log.ts';
import type { LoginResult, StaffRole } from '../../src/shared/auth.ts';
import { staffAccountKey, parseStaffAccount, publicAccount, type StoredStaffAccount } from '../../store/staff-repository.ts';
import { type Actor, ActorRefusedError } from '../../store/actor-guard.ts';
import { ApiError, clientAddress } from './http.ts';
import { key, withStore } from '../../store/store.ts';

const ISSUER = 'carbon-site';
const AUDIENCE = 'carbon-site-admin';
const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** However a token was made, it is refused once this old (counted from `iat`), activity or not. */
export const TOKEN_MAX_AGE_SECONDS = 12 * 60 * 60;
/** Clocks of two instances may differ a little: an `iat` this far ahead is still accepted. */
const CLOCK_SKEW_SECONDS = 60;
const MIN_SECRET_LENGTH = 32;

// Read once per module; scripts/dev.ts and scripts/preview.ts provide a local one.
const rawSecret = process.env.JWT_SECRET ?? '';
const secret = rawSecret.length >= MIN_SECRET_LENGTH ? new TextEncoder().encode(rawSecret) : null;

function signingKey(): Uint8Array {
  if (!secret) {
    console.error(
      `[auth] JWT_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters: the admin API refuses to serve.`,
    );
    throw new ApiError('INTERNAL');
  }
  return secret;
}

/** Throws 500 before any work when the secret is missing, so login never hashes in vain. */
export function assertAuthConfigured(): void {
  signingKey();
}

const revokedKey = (jti: string) => key('auth', 'revoked', jti);

/** A new session for the account (device and address from the request) and its token. */
export async function issueToken(account: StoredStaffAccount, req: Request, context: Context): Promise<LoginResult> {
  const now = Date.now();
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + TOKEN_TTL_SECONDS;
  const session = await createSession(
    {
      username: account.username,
      incarnation: account.incarnation,
      tokenVersion: account.tokenVersion,
      device: deviceOf(req.headers.get('user-agent')),
      address: truncatedAddress(clientAddress(context)),
      createdAt: now,
    },
    (issuedAt + TOKEN_MAX_AGE_SECONDS) * 1000,
  );
  const { requireTwoFactor } = await getSecuritySettings();
  const token = await new SignJWT({ ver: account.tokenVersion, inc: account.incarnation, sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(account.username)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, user: ownAccount(account, requireTwoFactor), expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The account as its owner sees it: with whether two-factor must be set up first. */
export function ownAccount(account: StoredStaffAccount, requireTwoFactor: boolean) {
  const mustSetUp = requireTwoFactor && account.twoFactor === undefined;
  return { ...publicAccount(account), ...(mustSetUp ? { mustSetUpTwoFactor: true } : {}) };
}

export interface Session {
  account: StoredStaffAccount;
  jti: string;
  /** The session's id (store/session-repository.ts). */
  sid: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Two-factor is required of every staff account (the site-wide setting, read with the session). */
  requireTwoFactor: boolean;
}

/**
 * Who is calling: a valid, unexpired, unrevoked bearer token of an enabled
 * account whose tokens have not been ended since (401), of a session that still
 * exists (401 SESSION_ENDED) and had a call within 30 minutes (401
 * SESSION_IDLE); the call then counts as the session's activity, unless the app
 * marks it as its own background poll (`X-Session-Activity: background`). On its own it
 * guards only what an account with a pending password change or two-factor
 * set-up may do (password, logout, me, two-factor, sessions).
 */
export async function authenticate(req: Request, context: Context): Promise<Session> {
  const verifyKey = signingKey();
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) throw new ApiError('UNAUTHORIZED');

  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(match[1]!, verifyKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    }));
  } catch {
    throw new ApiError('UNAUTHORIZED');
  }
  const { sub, jti, exp, iat, ver, sid } = claims;
  // Tokens from before incarnations name none: they match only accounts from before them too ('').
  const inc = claims.inc ?? '';
  if (!sub || !jti || !exp || typeof iat !== 'number' || typeof ver !== 'number' || typeof inc !== 'string')
    throw new ApiError('UNAUTHORIZED');
  // Tokens from before sessions name none: they are refused (their holders sign in again).
  if (typeof sid !== 'string' || sid === '') throw new ApiError('UNAUTHORIZED');
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + CLOCK_SKEW_SECONDS || now - iat > TOKEN_MAX_AGE_SECONDS) throw new ApiError('UNAUTHORIZED');

  const [raw, revoked, session, settings] = await Promise.all([
    withStore((redis) => redis.get<string>(staffAccountKey(sub))),
    withStore((redis) => redis.exists(revokedKey(jti))),
    getSession(sid),
    getSecuritySettings(),
  ]);
  const account = raw === null ? null : parseStaffAccount(raw);
  // Another account made later under the same username is not the one the token was issued for.
  if (!account || account.incarnation !== inc) throw new ApiError('UNAUTHORIZED');
  // Its holder is told why, rather than that the session expired.
  if (account.disabled) throw new ApiError('ACCOUNT_DISABLED');
  if (revoked > 0 || account.tokenVersion !== ver) throw new ApiError('UNAUTHORIZED');
  // Ended from another session, by an admin, or gone at its 12 hours.
  if (!session || session.username !== sub) throw new ApiError('SESSION_ENDED');
  const nowMs = Date.now();
  if (nowMs - session.lastActiveAt > SESSION_IDLE_MS) {
    await endSessions(sub, [sid]);
    await recordSecurity(context, { kind: 'sessionsEnded', subject: sub, actor: null, detail: 'idle' });
    throw new ApiError('SESSION_IDLE');
  }
  // A badge's poll every minute would otherwise keep an abandoned tab signed in for good.
  if (req.headers.get('x-session-activity') !== 'background') await touchSession(sid, nowMs);
  return { account, jti, sid, expiresAt: exp, requireTwoFactor: settings.requireTwoFactor };
}

/** The caller as the actor of a privileged write that needs `role` (store/actor-guard.ts). */
export function actorOf(session: Session, role: StaffRole): Actor {
  const { username, tokenVersion, incarnation } = session.account;
  return { username, tokenVersion, incarnation, role };
}

/**
 * A privileged write refused because its caller changed meanwhile answers as if
 * the call had come a moment later: 401, 403 ACCOUNT_DISABLED or 403 FORBIDDEN.
 */
export function refusalOf(error: unknown): unknown {
  if (!(error instanceof ActorRefusedError)) return error;
  if (error.reason === 'disabled') return new ApiError('ACCOUNT_DISABLED');
  return new ApiError(error.reason === 'signedOut' ? 'UNAUTHORIZED' : 'FORBIDDEN');
}

/**
 * The guard of every other admin call: signed in (401), password already
 * changed (403 PASSWORD_CHANGE_REQUIRED), two-factor on where required (403 TWO_FACTOR_REQUIRED) and, for `admin`, the admin role (403
 * FORBIDDEN). Roles are read from the account on every call, so a change of
 * role takes effect at once.
 */
export async function authorize(req: Request, context: Context, role: StaffRole): Promise<Session> {
  const session = await authenticate(req, context);
  if (session.account.mustChangePassword) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  // Required of every account by an admin: until it is on, the account can only set it up.
  if (session.requireTwoFactor && session.account.twoFactor === undefined) throw new ApiError('TWO_FACTOR_REQUIRED');
  if (role === 'admin' && session.account.role !== 'admin') throw new ApiError('FORBIDDEN');
  return session;
}

/** Logout: the session ends and the token is refused until it would have expired anyway. */
export async function revokeSession(session: Session): Promise<void> {
  await withStore((redis) => redis.set(revokedKey(session.jti), '1', { exat: session.expiresAt }));
  await endSessions(session.account.username, [session.sid]);
}
