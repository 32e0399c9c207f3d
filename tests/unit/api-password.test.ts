import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, PRODUCTION_COST, verifyPassword } from '../../store/password.ts';

// Hashed at the production cost (N=2^17, r=8, p=1), as every stored password is.
const PRODUCTION_HASH = 'scrypt$17$8$1$ZBrEQ_UlN0MI2rfeWS_Ucw$-aqBu9lcxX7w5rArAco9KStYDY6krsUznhll46Ttrq4';

describe('password cost', () => {
  it("is OWASP's (N=2^17, r=8, p=1) unless the test runner lowers it", () => {
    expect(PRODUCTION_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(hashCost({})).toEqual(PRODUCTION_COST);
    expect(hashCost({ SCRYPT_TEST_LOG2N: '4' })).toEqual(PRODUCTION_COST);
    expect(hashCost({ VITEST: 'true', SCRYPT_TEST_LOG2N: '4' })).toEqual({ log2N: 4, r: 8, p: 1 });
    expect(hashCost({ VITEST: 'true', SCRYPT_TEST_LOG2N: '18' })).toEqual(PRODUCTION_COST);
  });
});

// The unit project lowers the cost (vitest.config.ts); a stored hash is verified at its own cost.
describe('password hashing', () => {
  it('stores scrypt with its cost and a random 16-byte salt and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('正确的密码 🌱 long'), hashPassword('正确的密码 🌱 long')]);
    const { log2N, r, p } = hashCost();
    expect(first).toMatch(new RegExp(`^scrypt\\$${log2N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(first).not.toBe(second);
    expect(await verifyPassword('正确的密码 🌱 long', first)).toBe(true);
    expect(await verifyPassword('正确的密码 🌱 lonG', first)).toBe(false);
  });

  // Issue 19: a password is hashed exactly as typed: no trimming, no Unicode normalisation.
  it('hashes the password as typed, spaces and composition included', async () => {
    const composed = 'Caf\u00e9 password 1';
    const decomposed = 'Cafe\u0301 password 1';
    const hash = await hashPassword(composed);
    expect(await verifyPassword(composed, hash)).toBe(true);
    expect(await verifyPassword(decomposed, hash)).toBe(false);
    const spaced = await hashPassword('  spaced password  ');
    expect(await verifyPassword('  spaced password  ', spaced)).toBe(true);
    expect(await verifyPassword('spaced password', spaced)).toBe(false);
  });

  it('verifies a hash made at the production cost', { timeout: 30_000 }, async () => {
    expect(await verifyPassword('correct horse battery', PRODUCTION_HASH)).toBe(true);
  });

  it('answers false, after the same work, for a missing or malformed hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$99$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
