// Staff accounts: `admin:user:{username}` holds one JSON record with the scrypt
// hash, the role and a token version that password changes, resets and
// disabling bump (every older token then fails). Changes are compare-and-set,
// so two writers never undo each other: a sign-in recording its time cannot
// re-enable an account disabled meanwhile.
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { STAFF_ROLES, type StaffAccount, type StaffCreate, type StaffRole } from '../src/shared/auth.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { type Actor, actorGuardInputs, actorGuardLua, checkActorReply } from './actor-guard.ts';
import { key, REPLACE_IF_UNCHANGED, replaceIfUnchanged, updateRecord, withStore, type CasReply } from './store.ts';

export { type Actor, ActorRefusedError } from './actor-guard.ts';

const storedStaffAccountSchema = z.object({
  username: z.string(),
  name: z.string(),
  // Accounts from before roles (no role) are admins; a role we do not know
  // (corrupted, mistyped) gets the least privilege, never admin rights.
  role: z.enum(STAFF_ROLES).catch('editor').default('admin'),
  passwordHash: z.string(),
  tokenVersion: z.number().int(),
  // Set once when the account is created: a token names it, so a token never
  // works for another account later created under the same username. '' for
  // accounts from before it existed.
  incarnation: z.string().default(''),
  disabled: z.boolean().default(false),
  mustChangePassword: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().optional(),
  // Who last reset the password, told to its owner until they set their own (docs/API.md, 'Auth').
  resetBy: z.object({ name: z.string(), at: z.string() }).optional(),
  // Two-factor sign-in (docs/API.md, 'Two-factor sign-in'): the TOTP secret
  // sealed with TOTP_ENCRYPTION_KEY, the last time step a code was accepted for
  // (no code works twice) and the SHA-256 of each unused recovery code.
  twoFactor: z
    .object({ secret: z.string(), enabledAt: z.string(), lastStep: z.number().int(), recoveryCodes: z.array(z.string()) })
    .optional(),
  // Who last reset the two-factor sign-in, told to its owner at the next sign-in.
  twoFactorResetBy: z.object({ name: z.string(), at: z.string() }).optional(),
});
export type StoredStaffAccount = z.output<typeof storedStaffAccountSchema>;

export const staffAccountKey = (username: string) => key('admin', 'user', username);
const SCAN_BATCH = 500;

export function parseStaffAccount(raw: string): StoredStaffAccount {
  return storedStaffAccountSchema.parse(JSON.parse(raw));
}

export function publicAccount(account: StoredStaffAccount): StaffAccount {
  const { username, name, role, disabled, mustChangePassword, createdAt, lastLoginAt, resetBy } = account;
  return {
    username,
    name,
    role,
    disabled,
    mustChangePassword,
    twoFactor: account.twoFactor !== undefined,
    createdAt,
    ...(lastLoginAt ? { lastLoginAt } : {}),
    ...(resetBy && mustChangePassword ? { resetBy } : {}),
  };
}

export async function getStaffAccount(username: string): Promise<StoredStaffAccount | null> {
  const raw = await withStore((redis) => redis.get<string>(staffAccountKey(username)));
  return raw === null ? null : parseStaffAccount(raw);
}

/** Every account, by username. A scan, so accounts made before any index existed are listed too. */
export async function listStaffAccounts(): Promise<StoredStaffAccount[]> {
  return withStore(async (redis) => {
    const keys = new Set<string>();
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, { match: staffAccountKey('*'), count: SCAN_BATCH });
      for (const name of found) keys.add(name);
      cursor = String(next);
    } while (cursor !== '0');
    if (keys.size === 0) return [];
    const values = await redis.mget<(string | null)[]>(...keys);
    return values
      .flatMap((raw) => (raw ? [parseStaffAccount(raw)] : []))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
  });
}

/**
 * A random password of 24 characters, for a new account or a reset; shown once,
 * stored only hashed. Letters and digits that cannot be mistaken for one another
 * when an admin reads it out (no 0/O/o, 1/l/I/i, no '-' that looks like a line
 * break): 55 symbols, about 138 random bits. Held to the same rules as a chosen one
 * (it always passes them in practice: never a common word or the account's name).
 */
export function temporaryPassword(account: { username: string; name?: string }): string {
  for (;;) {
    const password = Array.from({ length: 24 }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');
    if (!passwordProblem(password, account)) return password;
  }
}

const UNAMBIGUOUS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new account's incarnation: random, so a re-created username never matches an old token. */
export function newIncarnation(): string {
  return randomBytes(12).toString('base64url');
}

// SET NX, after the actor's check when there is an actor (KEYS[2], ARGV[2..4]).
const INSERT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then return 1 end
return 0`;
const INSERT_BY_ACTOR = `${actorGuardLua(2, 2)}${INSERT}`;

/**
 * Stores a new account unless the username is taken (then null); one atomic
 * step which, with `actor`, lands only while that account may still make it
 * (else ActorRefusedError).
 */
async function insertStaffAccount(account: StoredStaffAccount, actor?: Actor): Promise<StoredStaffAccount | null> {
  const record = JSON.stringify(account);
  const recordKey = staffAccountKey(account.username);
  const reply = await withStore((redis) => {
    if (!actor) return redis.eval<string[], number>(INSERT, [recordKey], [record]);
    const guard = actorGuardInputs(actor);
    return redis.eval<string[], number>(INSERT_BY_ACTOR, [recordKey, guard.key], [record, ...guard.args]);
  });
  return checkActorReply(reply) === 1 ? account : null;
}

/** A staff account made in the admin area by `actor`: it must set its own password at first sign-in. */
export async function createStaff(
  input: StaffCreate,
  now: Date,
  actor: Actor,
): Promise<{ user: StaffAccount; temporaryPassword: string } | null> {
  const password = temporaryPassword(input);
  const at = now.toISOString();
  const account = await insertStaffAccount(
    {
      ...input,
      passwordHash: await hashPassword(password),
      tokenVersion: 0,
      incarnation: newIncarnation(),
      disabled: false,
      mustChangePassword: true,
      createdAt: at,
      updatedAt: at,
    },
    actor,
  );
  return account && { user: publicAccount(account), temporaryPassword: password };
}

// Checked in the same script as the compare-and-set (KEYS[2], ARGV[3..5]), so a
// change by an account that was disabled, demoted or signed out everywhere a
// moment ago never lands: two admins demoting or disabling each other at once cannot both win.
const REPLACE_IF_ACTOR_MAY = `${actorGuardLua(2, 3)}${REPLACE_IF_UNCHANGED}`;

async function replaceIfActorMay(recordKey: string, expected: string, next: string, actor: Actor): Promise<CasReply> {
  const guard = actorGuardInputs(actor);
  const reply = await withStore((redis) =>
    redis.eval<string[], CasReply | -1 | -2 | -3>(REPLACE_IF_ACTOR_MAY, [recordKey, guard.key], [expected, next, ...guard.args]),
  );
  return checkActorReply(reply);
}

/**
 * Applies `change` to the account as it is at write time. Null when there is
 * no such account, or when `change` declines by returning null (nothing written).
 * With `actor`, only while that account may still make it (else ActorRefusedError).
 */
export async function updateStaffAccount(
  username: string,
  change: (account: StoredStaffAccount) => StoredStaffAccount | null,
  actor?: Actor,
): Promise<StoredStaffAccount | null> {
  const recordKey = staffAccountKey(username);
  const raw = await withStore((redis) => redis.get<string>(recordKey));
  return updateRecord(raw, async (current) => {
    const updated = change(parseStaffAccount(current));
    if (!updated) return { reply: 1, result: null };
    const next = JSON.stringify(updated);
    const reply = actor
      ? await replaceIfActorMay(recordKey, current, next, actor)
      : await replaceIfUnchanged(recordKey, current, next);
    return { reply, result: updated };
  });
}

/**
 * Stores a new hash and bumps the token version, ending every session;
 * `mustChange` marks a temporary password; `resetBy` names the admin who
 * reset it (any other new password forgets the last reset). With `tokenVersion`, only while the
 * account's tokens are still those of that version (null otherwise), so a
 * password change cannot undo a reset or a disabling that landed meanwhile.
 */
export async function setPassword(
  username: string,
  password: string,
  options: { mustChange: boolean; now: Date; tokenVersion?: number; actor?: Actor; resetBy?: { name: string; at: string } },
): Promise<StoredStaffAccount | null> {
  const passwordHash = await hashPassword(password);
  return updateStaffAccount(
    username,
    (account) =>
      options.tokenVersion !== undefined && account.tokenVersion !== options.tokenVersion
        ? null
        : {
            ...account,
            passwordHash,
            tokenVersion: account.tokenVersion + 1,
            mustChangePassword: options.mustChange,
            resetBy: options.resetBy,
            updatedAt: options.now.toISOString(),
          },
    options.actor,
  );
}

/** The sign-in's time; a two-factor reset notice is told once, at this sign-in, then forgotten. */
export function recordSignIn(username: string, now: Date): Promise<StoredStaffAccount | null> {
  return updateStaffAccount(username, (account) => ({ ...account, lastLoginAt: now.toISOString(), twoFactorResetBy: undefined }));
}

/**
 * `npm run admin:create`: creates the account, or resets its password (ending
 * its sessions, enabling it, no change required, two-factor off) and, when given, its name and
 * role. A new account's name defaults to its username, its role to admin.
 */
export async function upsertStaffAccount(input: {
  username: string;
  name?: string;
  role?: StaffRole;
  password: string;
}): Promise<{ created: boolean; user: StaffAccount }> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  for (;;) {
    const updated = await updateStaffAccount(input.username, (existing) => ({
      ...existing,
      name: input.name ?? existing.name,
      role: input.role ?? existing.role,
      passwordHash,
      tokenVersion: existing.tokenVersion + 1,
      // Accounts from before incarnations get one now (their tokens end anyway).
      incarnation: existing.incarnation || newIncarnation(),
      disabled: false,
      mustChangePassword: false,
      resetBy: undefined,
      // The way back in for an operator who lost their authenticator too.
      twoFactor: undefined,
      updatedAt: now,
    }));
    if (updated) return { created: false, user: publicAccount(updated) };
    const created = await insertStaffAccount({
      username: input.username,
      name: input.name ?? input.username,
      role: input.role ?? 'admin',
      passwordHash,
      tokenVersion: 0,
      incarnation: newIncarnation(),
      disabled: false,
      mustChangePassword: false,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return { created: true, user: publicAccount(created) };
  }
}
