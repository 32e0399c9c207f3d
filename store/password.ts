// Password hashing: scrypt with OWASP's parameters (N=2^17, r=8, p=1), a random
// 16-byte salt per password, stored as `scrypt$17$8$1$<salt>$<hash>` (base64url).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// scrypt needs 128 * N * r bytes (128 MiB here), above Node's 32 MiB default.
const MAX_MEM = 256 * 1024 * 1024;

// The hash of a discarded random password, verified when the username is unknown
// so that answer takes as long as a wrong password.
const DUMMY_HASH = 'scrypt$17$8$1$Tphn0zXPZzSwB06AC961oA$ebJqnlMnk5QTVI7QlNEEU4MUWashERwOdQlhIrN9_uI';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: 2 ** LOG2_N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', LOG2_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check; a missing or malformed hash costs the same and returns false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? '');
  const usable = parsed ?? parseHash(DUMMY_HASH)!;
  const key = await derive(password, usable.salt, { N: 2 ** usable.log2N, r: usable.r, p: usable.p, maxmem: MAX_MEM });
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
