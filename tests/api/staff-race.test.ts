import { SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearStore, prefix, redis, storedSessionId } from './fixtures.ts';
import { call } from './helpers.ts';

// Issue 12: at least one active admin always remains. Two admins demoting or
// disabling each other at the same moment used to both succeed (each passed
// the role check before the other's write landed), leaving no admin at all.
const ROUNDS = 50;
const CHANGES = { demote: { role: 'editor' }, disable: { disabled: true } } as const;
type Change = keyof typeof CHANGES;
const PAIRINGS: [Change, Change][] = [
  ['demote', 'demote'],
  ['disable', 'disable'],
  ['demote', 'disable'],
];
/** What the loser's own call answers, as it would had it come a moment later: a demoted admin is refused, a disabled one signed out. */
const LOSER_ANSWER: Record<Change, [number, string]> = { demote: [403, 'FORBIDDEN'], disable: [403, 'ACCOUNT_DISABLED'] };

const secret = new TextEncoder().encode(inject('jwtSecret'));
const accountKey = (username: string) => `${prefix}admin:user:${username}`;

beforeAll(() => clearStore());

/** An enabled admin stored as the repository stores it, and a token of it, without a scrypt sign-in per account. */
async function storeAdmin(username: string): Promise<string> {
  const now = new Date().toISOString();
  const record = {
    username,
    name: username,
    role: 'admin',
    passwordHash: 'unused',
    tokenVersion: 0,
    disabled: false,
    mustChangePassword: false,
    createdAt: now,
    updatedAt: now,
  };
  await redis.set(accountKey(username), JSON.stringify(record));
  return new SignJWT({ ver: 0, sid: await storedSessionId(username) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('carbon-site')
    .setAudience('carbon-site-admin')
    .setSubject(username)
    .setJti(`race-${username}`)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(secret);
}

describe('two admins changing each other at once', { timeout: 120_000 }, () => {
  it(`${ROUNDS} rounds of demoting or disabling each other: one wins, the other is refused, one active admin remains`, async () => {
    const wrong: unknown[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [`race-a-${round}`, `race-b-${round}`];
      const [tokenA, tokenB] = await Promise.all([storeAdmin(a), storeAdmin(b)]);
      const [changeA, changeB] = PAIRINGS[round % PAIRINGS.length]!;
      const [byA, byB] = await Promise.all([
        call(`/api/admin/users/${b}`, { method: 'PATCH', token: tokenA, body: CHANGES[changeA] }),
        call(`/api/admin/users/${a}`, { method: 'PATCH', token: tokenB, body: CHANGES[changeB] }),
      ]);
      const stored = await Promise.all(
        [a, b].map(async (username) => JSON.parse((await redis.get<string>(accountKey(username)))!)),
      );
      const active = stored.filter((account) => account.role === 'admin' && !account.disabled).map((account) => account.username);
      const answers = [
        [byA.status, byA.json.code],
        [byB.status, byB.json.code],
      ];
      const expected =
        byA.status === 200
          ? { active: [a], answers: [[200, undefined], LOSER_ANSWER[changeA]] }
          : { active: [b], answers: [LOSER_ANSWER[changeB], [200, undefined]] };
      if (JSON.stringify({ active, answers }) !== JSON.stringify(expected))
        wrong.push({ round, changeA, changeB, active, answers });
    }
    expect(wrong).toEqual([]);
  });
});
