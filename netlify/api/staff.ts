// Staff accounts, for admins (docs/API.md, 'Roles and staff accounts'): list,
// create with a temporary password, rename, change role, disable, reset a
// forgotten password. Every change is written to the security log (docs/API.md, 'Security log').
import { type StaffUpdate, USERNAME_PATTERN } from '../../src/shared/auth.ts';
import {
  createStaff,
  listStaffAccounts,
  publicAccount,
  type StoredStaffAccount,
  setPassword,
  temporaryPassword,
  updateStaffAccount,
} from '../../store/staff-repository.ts';
import { actorOf, refusalOf } from '../lib/auth.ts';
import { ApiError, fieldError } from '../lib/http.ts';
import { ok, type Handlers } from '../lib/router.ts';
import { recordSecurity, type SecurityEvent } from '../lib/security-log.ts';

/** What an update changes, one security-log event each (no name itself: 'name' says it changed); empty when nothing. */
function changesOf(account: StoredStaffAccount, update: StaffUpdate, actor: string): SecurityEvent[] {
  const about = { subject: account.username, actor };
  const changes: SecurityEvent[] = [];
  if (update.name !== undefined && update.name !== account.name)
    changes.push({ ...about, kind: 'accountChanged', detail: 'name' });
  if (update.role !== undefined && update.role !== account.role)
    changes.push({ ...about, kind: 'roleChanged', detail: update.role });
  if (update.disabled !== undefined && update.disabled !== account.disabled) {
    changes.push({ ...about, kind: update.disabled ? 'accountDisabled' : 'accountEnabled' });
    // Disabling bumps the token version (applyUpdate): every session of the account ends.
    if (update.disabled) changes.push({ ...about, kind: 'sessionsEnded', detail: 'accountDisabled' });
  }
  return changes;
}

function applyUpdate(account: StoredStaffAccount, update: StaffUpdate, now: Date): StoredStaffAccount {
  if (changesOf(account, update, '').length === 0) return account;
  const disabling = update.disabled === true && !account.disabled;
  return {
    ...account,
    name: update.name ?? account.name,
    role: update.role ?? account.role,
    disabled: update.disabled ?? account.disabled,
    // Its tokens end now and stay ended if the account is enabled again.
    tokenVersion: disabling ? account.tokenVersion + 1 : account.tokenVersion,
    updatedAt: now.toISOString(),
  };
}

function accountNotFound(): never {
  throw new ApiError('NOT_FOUND', 'accountNotFound');
}

export const staffHandlers = {
  'GET /api/admin/users': async () => ok((await listStaffAccounts()).map(publicAccount)),
  'POST /api/admin/users': async ({ input, session, context }) => {
    const created = await createStaff(input, new Date(), actorOf(session, 'admin')).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (!created) throw new ApiError('CONFLICT', 'usernameTaken');
    await recordSecurity(context, {
      kind: 'accountCreated',
      subject: input.username,
      actor: session.account.username,
      detail: input.role,
    });
    return ok(created, { status: 201 });
  },
  'PATCH /api/admin/users/:username': async ({ params: { username }, input: update, session, context }) => {
    const { account } = session;
    // At least one active admin always remains: nobody can lock themselves out,
    // and the write lands only while the caller is still an enabled admin, so two
    // admins demoting or disabling each other at once cannot both succeed.
    if (username === account.username && update.disabled === true) throw fieldError('disabled', 'cannotDisableSelf');
    if (username === account.username && update.role === 'editor') throw fieldError('role', 'cannotDemoteSelf');
    let changes: SecurityEvent[] = [];
    const now = new Date();
    const updated = USERNAME_PATTERN.test(username)
      ? await updateStaffAccount(
          username,
          (current) => {
            changes = changesOf(current, update, account.username);
            return applyUpdate(current, update, now);
          },
          actorOf(session, 'admin'),
        ).catch((error: unknown) => {
          // Signed out everywhere, disabled or demoted a moment ago, in another request.
          throw refusalOf(error);
        })
      : null;
    if (!updated) accountNotFound();
    if (changes.length > 0) await recordSecurity(context, ...changes);
    return ok(publicAccount(updated));
  },
  // For a colleague who forgot their password: a new temporary one, shown once.
  'POST /api/admin/users/:username/reset-password': async ({ params: { username }, session, context }) => {
    const password = temporaryPassword({ username });
    const now = new Date();
    const reset = USERNAME_PATTERN.test(username)
      ? await setPassword(username, password, {
          mustChange: true,
          now,
          actor: actorOf(session, 'admin'),
          resetBy: { name: session.account.name, at: now.toISOString() },
        }).catch((error: unknown) => {
          throw refusalOf(error);
        })
      : null;
    if (!reset) accountNotFound();
    const about = { subject: username, actor: session.account.username };
    await recordSecurity(
      context,
      { ...about, kind: 'passwordReset' },
      { ...about, kind: 'sessionsEnded', detail: 'passwordReset' },
    );
    return ok({ temporaryPassword: password });
  },
} satisfies Partial<Handlers>;
