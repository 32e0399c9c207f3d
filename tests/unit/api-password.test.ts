import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../store/password.ts';

// scrypt at OWASP's cost takes seconds per hash on a busy machine.
describe('password hashing', { timeout: 30_000 }, () => {
  it('stores scrypt N=2^17, r=8, p=1 with a random 16-byte salt and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('正确的密码 🌱 long'), hashPassword('正确的密码 🌱 long')]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('正确的密码 🌱 long', first)).toBe(true);
    expect(await verifyPassword('正确的密码 🌱 lonG', first)).toBe(false);
  });

  it('answers false, after the same work, for a missing or malformed hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$99$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
