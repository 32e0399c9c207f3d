// Staff accounts: `admin:user:{username}` holds one JSON record with the scrypt
// hash, the role and a token version that password changes, resets and
// disabling bump (every older token then fails). Changes are compare-and-set,
// so two writers never undo each other: a sign-in recording its time cannot
// re-enable an account disabled meanwhile.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { STAFF_ROLES, type StaffAccount, type StaffCreate, type StaffRole } from '../src/shared/auth.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { key, REPLACE_IF_UNCHANGED, replaceIfUnchanged, updateRecord, withStore, type CasReply } from './store.ts';

const storedStaffAccountSchema = z.object({
  username: z.string(),
  name: z.string(),
  // Accounts from before roles (no role) are admins; a role we do not know
  // (corrupted, mistyped) gets the least privilege, never admin rights.
  role: z.enum(STAFF_ROLES).catch('editor').default('admin'),
  passwordHash: z.string(),
  tokenVersion: z.number().int(),
  disabled: z.boolean().default(false),
  mustChangePassword: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().optional(),
});
export type StoredStaffAccount = z.output<typeof storedStaffAccountSchema>;

export const staffAccountKey = (username: string) => key('admin', 'user', username);
const SCAN_BATCH = 500;

export function parseStaffAccount(raw: string): StoredStaffAccount {
  return storedStaffAccountSchema.parse(JSON.parse(raw));
}

export function publicAccount(account: StoredStaffAccount): StaffAccount {
  const { username, name, role, disabled, mustChangePassword, createdAt, lastLoginAt } = account;
  return { username, name, role, disabled, mustChangePassword, createdAt, ...(lastLoginAt ? { lastLoginAt } : {}) };
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
 * stored only hashed. Held to the same rules as a chosen one (it always passes them
 * in practice: 144 random bits are never a common word or the account's name).
 */
export function temporaryPassword(account: { username: string; name?: string }): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (!passwordProblem(password, account)) return password;
  }
}

/** Stores a new account unless the username is taken (then null); one atomic SET NX. */
async function insertStaffAccount(account: StoredStaffAccount): Promise<StoredStaffAccount | null> {
  const written = await withStore((redis) => redis.set(staffAccountKey(account.username), JSON.stringify(account), { nx: true }));
  return written === null ? null : account;
}

/** A staff account made in the admin area: it must set its own password at first sign-in. */
export async function createStaff(
  input: StaffCreate,
  now: Date,
): Promise<{ user: StaffAccount; temporaryPassword: string } | null> {
  const password = temporaryPassword(input);
  const at = now.toISOString();
  const account = await insertStaffAccount({
    ...input,
    passwordHash: await hashPassword(password),
    tokenVersion: 0,
    disabled: false,
    mustChangePassword: true,
    createdAt: at,
    updatedAt: at,
  });
  return account && { user: publicAccount(account), temporaryPassword: password };
}

/** The signed-in account making a change in the admin area, with the token version it signed in under. */
export interface Actor {
  username: string;
  tokenVersion: number;
}

// Checked in the same script as the compare-and-set, so a change by an account
// that was disabled, demoted or signed out everywhere a moment ago never lands:
// two admins demoting or disabling each other at once cannot both win. -1: its
// tokens ended, -2: no longer an admin. No role is admin, as parseStaffAccount reads it.
const REPLACE_IF_ACTOR_IS_ADMIN = `
local raw = redis.call('GET', KEYS[2])
if not raw then return -1 end
local actor = cjson.decode(raw)
if actor.disabled == true or actor.tokenVersion ~= tonumber(ARGV[3]) then return -1 end
if actor.role ~= nil and actor.role ~= 'admin' then return -2 end
${REPLACE_IF_UNCHANGED}`;

/** The acting account may no longer make the change: its tokens ended, or it is no longer an admin. */
export class ActorRefusedError extends Error {
  constructor(readonly reason: 'signedOut' | 'notAdmin') {
    super(reason);
  }
}

async function replaceIfActorIsAdmin(recordKey: string, expected: string, next: string, actor: Actor): Promise<CasReply> {
  const reply = await withStore((redis) =>
    redis.eval<string[], CasReply | -1 | -2>(
      REPLACE_IF_ACTOR_IS_ADMIN,
      [recordKey, staffAccountKey(actor.username)],
      [expected, next, String(actor.tokenVersion)],
    ),
  );
  if (reply === -1) throw new ActorRefusedError('signedOut');
  if (reply === -2) throw new ActorRefusedError('notAdmin');
  return reply;
}

/**
 * Applies `change` to the account as it is at write time. Null when there is
 * no such account, or when `change` declines by returning null (nothing written).
 * With `actor`, only while that account is still an enabled admin (else ActorRefusedError).
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
      ? await replaceIfActorIsAdmin(recordKey, current, next, actor)
      : await replaceIfUnchanged(recordKey, current, next);
    return { reply, result: updated };
  });
}

/**
 * Stores a new hash and bumps the token version, ending every session;
 * `mustChange` marks a temporary password. With `tokenVersion`, only while the
 * account's tokens are still those of that version (null otherwise), so a
 * password change cannot undo a reset or a disabling that landed meanwhile.
 */
export async function setPassword(
  username: string,
  password: string,
  options: { mustChange: boolean; now: Date; tokenVersion?: number },
): Promise<StoredStaffAccount | null> {
  const passwordHash = await hashPassword(password);
  return updateStaffAccount(username, (account) =>
    options.tokenVersion !== undefined && account.tokenVersion !== options.tokenVersion
      ? null
      : {
          ...account,
          passwordHash,
          tokenVersion: account.tokenVersion + 1,
          mustChangePassword: options.mustChange,
          updatedAt: options.now.toISOString(),
        },
  );
}

export function recordSignIn(username: string, now: Date): Promise<StoredStaffAccount | null> {
  return updateStaffAccount(username, (account) => ({ ...account, lastLoginAt: now.toISOString() }));
}

/**
 * `npm run admin:create`: creates the account, or resets its password (ending
 * its sessions, enabling it, no change required) and, when given, its name and
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
      disabled: false,
      mustChangePassword: false,
      updatedAt: now,
    }));
    if (updated) return { created: false, user: publicAccount(updated) };
    const created = await insertStaffAccount({
      username: input.username,
      name: input.name ?? input.username,
      role: input.role ?? 'admin',
      passwordHash,
      tokenVersion: 0,
      disabled: false,
      mustChangePassword: false,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return { created: true, user: publicAccount(created) };
  }
}
