// Staff accounts, for admins (docs/API.md, 'Roles and staff accounts'): list,
// create with a temporary password, rename, change role, disable, reset a
// forgotten password. Every change is written to the audit log.
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
import { audit, quoted } from '../lib/audit.ts';
import { actorOf, refusalOf } from '../lib/auth.ts';
import { ApiError, fieldError } from '../lib/http.ts';
import { ok, type Handlers } from '../lib/router.ts';

/** What an update changes, as `field=value` parts for the log; empty when nothing. */
function changesOf(account: StoredStaffAccount, update: StaffUpdate): string[] {
  const changes: string[] = [];
  if (update.name !== undefined && update.name !== account.name) changes.push(`name=${quoted(update.name)}`);
  if (update.role !== undefined && update.role !== account.role) changes.push(`role=${update.role}`);
  if (update.disabled !== undefined && update.disabled !== account.disabled) changes.push(`disabled=${update.disabled}`);
  return changes;
}

function applyUpdate(account: StoredStaffAccount, update: StaffUpdate, now: Date): StoredStaffAccount {
  if (changesOf(account, update).length === 0) return account;
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
  'POST /api/admin/users': async ({ input, session }) => {
    const created = await createStaff(input, new Date(), actorOf(session, 'admin')).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (!created) throw new ApiError('CONFLICT', 'usernameTaken');
    audit(session.account.username, `created account ${input.username} (role=${input.role}, name=${quoted(input.name)})`);
    return ok(created, { status: 201 });
  },
  'PATCH /api/admin/users/:username': async ({ params: { username }, input: update, session }) => {
    const { account } = session;
    // At least one active admin always remains: nobody can lock themselves out,
    // and the write lands only while the caller is still an enabled admin, so two
    // admins demoting or disabling each other at once cannot both succeed.
    if (username === account.username && update.disabled === true) throw fieldError('disabled', 'cannotDisableSelf');
    if (username === account.username && update.role === 'editor') throw fieldError('role', 'cannotDemoteSelf');
    let changes: string[] = [];
    const now = new Date();
    const updated = USERNAME_PATTERN.test(username)
      ? await updateStaffAccount(
          username,
          (current) => {
            changes = changesOf(current, update);
            return applyUpdate(current, update, now);
          },
          actorOf(session, 'admin'),
        ).catch((error: unknown) => {
          // Signed out everywhere, disabled or demoted a moment ago, in another request.
          throw refusalOf(error);
        })
      : null;
    if (!updated) accountNotFound();
    if (changes.length > 0) audit(account.username, `updated account ${username}: ${changes.join(', ')}`);
    return ok(publicAccount(updated));
  },
  // For a colleague who forgot their password: a new temporary one, shown once.
  'POST /api/admin/users/:username/reset-password': async ({ params: { username }, session }) => {
    const password = temporaryPassword({ username });
    const reset = USERNAME_PATTERN.test(username)
      ? await setPassword(username, password, { mustChange: true, now: new Date(), actor: actorOf(session, 'admin') }).catch(
          (error: unknown) => {
            throw refusalOf(error);
          },
        )
      : null;
    if (!reset) accountNotFound();
    audit(session.account.username, `reset the password of account ${username}`);
    return ok({ temporaryPassword: password });
  },
} satisfies Partial<Handlers>;
