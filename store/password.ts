// Password hashing: scrypt with OWASP's parameters (N=2^17, r=8, p=1), a random
// 16-byte salt per password, stored as `scrypt$17$8$1$<salt>$<hash>` (base64url).
// The password is hashed exactly as typed: no trimming, no Unicode normalisation.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PRODUCTION_COST = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// scrypt needs 128 * N * r bytes (128 MiB at the production cost), above Node's 32 MiB default.
const MAX_MEM = 256 * 1024 * 1024;
// Salt of the work done for an unknown username, so that answer takes as long as a wrong password.
const DUMMY_SALT = Buffer.alloc(SALT_BYTES);

/**
 * The cost of new hashes: OWASP's, except under vitest (which sets VITEST), where
 * SCRYPT_TEST_LOG2N may lower N so unit tests stay fast (docs/DEVELOPMENT.md, 'Tests').
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): { log2N: number; r: number; p: number } {
  const log2N = Number(env.SCRYPT_TEST_LOG2N);
  if (!env.VITEST || !Number.isInteger(log2N) || log2N < 1 || log2N > PRODUCTION_COST.log2N) return PRODUCTION_COST;
  return { ...PRODUCTION_COST, log2N };
}

function derive(password: string, salt: Buffer, { log2N, r, p }: { log2N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: MAX_MEM };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const cost = hashCost();
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check; a missing or malformed hash costs as much as a new hash and returns false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? '');
  const usable = parsed ?? { ...hashCost(), salt: DUMMY_SALT, key: Buffer.alloc(KEY_LENGTH) };
  const key = await derive(password, usable.salt, usable);
  const match = key.length === usable.key.length && timingSafeEqual(key, usable.key);
  return match && parsed !== null;
}

function parseHash(stored: string) {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const numbers = [log2N, r, p].map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 20)) return null;
  return {
    log2N: numbers[0]!,
    r: numbers[1]!,
    p: numbers[2]!,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}
