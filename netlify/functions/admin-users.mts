import type { Config, Context } from '@netlify/functions';
import { staffCreateSchema, staffUpdateSchema, USERNAME_PATTERN, type StaffUpdate } from '../../src/shared/auth.ts';
import { createStaff, listAdmins, publicUser, updateAdmin, type StoredAdmin } from '../lib/admin-repository.ts';
import { audit, quoted } from '../lib/audit.ts';
import { authorize } from '../lib/auth.ts';
import { ApiError, fieldError, ok, parseWith, readJson, route } from '../lib/http.ts';

const MAX_BODY = 4 * 1024;

/** What an update changes, as `field=value` parts for the log; empty when nothing. */
function changesOf(admin: StoredAdmin, update: StaffUpdate): string[] {
  const changes: string[] = [];
  if (update.name !== undefined && update.name !== admin.name) changes.push(`name=${quoted(update.name)}`);
  if (update.role !== undefined && update.role !== admin.role) changes.push(`role=${update.role}`);
  if (update.disabled !== undefined && update.disabled !== admin.disabled) changes.push(`disabled=${update.disabled}`);
  return changes;
}

function applyUpdate(admin: StoredAdmin, update: StaffUpdate, now: Date): StoredAdmin {
  if (changesOf(admin, update).length === 0) return admin;
  const disabling = update.disabled === true && !admin.disabled;
  return {
    ...admin,
    name: update.name ?? admin.name,
    role: update.role ?? admin.role,
    disabled: update.disabled ?? admin.disabled,
    // Its tokens end now and stay ended if the account is enabled again.
    tokenVersion: disabling ? admin.tokenVersion + 1 : admin.tokenVersion,
    updatedAt: now.toISOString(),
  };
}

const collection = route({
  GET: async (req) => {
    await authorize(req, 'admin');
    return ok((await listAdmins()).map(publicUser));
  },
  POST: async (req) => {
    const { admin } = await authorize(req, 'admin');
    const input = parseWith(staffCreateSchema, await readJson(req, { maxBytes: MAX_BODY }));
    const created = await createStaff(input, new Date());
    if (!created) throw new ApiError('CONFLICT', 'usernameTaken');
    audit(admin.username, `created account ${input.username} (role=${input.role}, name=${quoted(input.name)})`);
    return ok(created, { status: 201 });
  },
});

const item = route({
  PATCH: async (req, context) => {
    const { admin } = await authorize(req, 'admin');
    const update = parseWith(staffUpdateSchema, await readJson(req, { maxBytes: MAX_BODY }));
    const username = context.params.username!;
    // At least one active admin always remains: nobody can lock themselves out,
    // and the write lands only while the caller is still an enabled admin, so two
    // admins demoting or disabling each other at once cannot both succeed.
    if (username === admin.username && update.disabled === true) throw fieldError('disabled', 'cannotDisableSelf');
    if (username === admin.username && update.role === 'editor') throw fieldError('role', 'cannotDemoteSelf');
    let changes: string[] = [];
    const now = new Date();
    const actor = { username: admin.username, tokenVersion: admin.tokenVersion };
    const updated = USERNAME_PATTERN.test(username)
      ? await updateAdmin(
          username,
          (current) => {
            changes = changesOf(current, update);
            return applyUpdate(current, update, now);
          },
          actor,
        )
      : null;
    if (!updated) throw new ApiError('NOT_FOUND', 'accountNotFound');
    if (changes.length > 0) audit(admin.username, `updated account ${username}: ${changes.join(', ')}`);
    return ok(publicUser(updated));
  },
});

export default (req: Request, context: Context) => (context.params.username === undefined ? collection : item)(req, context);

export const config: Config = { path: ['/api/admin/users', '/api/admin/users/:username'] };
