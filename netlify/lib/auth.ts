// Staff sessions: HS256 JWTs (jose) with issuer, audience and an 8-hour expiry,
// checked on every admin call against the revocation list and the account as
// stored now (token version, disabled, role, pending password change). A
// missing JWT_SECRET fails closed: nothing is signed or accepted.
import { randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { LoginResult, StaffRole } from '../../src/shared/auth.ts';
import { adminKey, parseAdmin, publicUser, type StoredAdmin } from '../../store/admin-repository.ts';
import { ApiError } from './http.ts';
import { key, withStore } from '../../store/store.ts';

const ISSUER = 'carbon-site';
const AUDIENCE = 'carbon-site-admin';
const TOKEN_TTL_SECONDS = 8 * 60 * 60;
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

export async function issueToken(admin: StoredAdmin): Promise<LoginResult> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ver: admin.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(admin.username)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, user: publicUser(admin), expiresAt: new Date(expiresAt * 1000).toISOString() };
}

export interface Session {
  admin: StoredAdmin;
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Who is calling: a valid, unexpired, unrevoked bearer token of an enabled
 * account whose tokens have not been ended since, or 401. On its own it guards
 * only what an account with a pending password change may do (password, logout, me).
 */
export async function authenticate(req: Request): Promise<Session> {
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
  const { sub, jti, exp, ver } = claims;
  if (!sub || !jti || !exp || typeof ver !== 'number') throw new ApiError('UNAUTHORIZED');

  const [raw, revoked] = await withStore((redis) =>
    Promise.all([redis.get<string>(adminKey(sub)), redis.exists(revokedKey(jti))]),
  );
  const admin = raw === null ? null : parseAdmin(raw);
  if (!admin || admin.disabled || revoked > 0 || admin.tokenVersion !== ver) throw new ApiError('UNAUTHORIZED');
  return { admin, jti, expiresAt: exp };
}

/**
 * The guard of every other admin call: signed in (401), password already
 * changed (403 PASSWORD_CHANGE_REQUIRED) and, for `admin`, the admin role (403
 * FORBIDDEN). Roles are read from the account on every call, so a change of
 * role takes effect at once.
 */
export async function authorize(req: Request, role: StaffRole): Promise<Session> {
  const session = await authenticate(req);
  if (session.admin.mustChangePassword) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  if (role === 'admin' && session.admin.role !== 'admin') throw new ApiError('FORBIDDEN');
  return session;
}

/** Logout: the token is refused until it would have expired anyway. */
export async function revokeSession(session: Session): Promise<void> {
  await withStore((redis) => redis.set(revokedKey(session.jti), '1', { exat: session.expiresAt }));
}
