// `npm run admin:create -- --username NAME [--name "Display name"] [--role admin|editor]`
// Creates an account (name defaults to the username, role to admin), or resets
// the password of an existing one, ending its sessions and enabling it, and
// changes its name or role when given. The password is the operator's own
// choice, so no change is required at sign-in. The password is typed twice at a hidden prompt, or
// read from the first line of standard input when that is not a terminal.
// Works against UPSTASH_REDIS_REST_URL when set, else against the local Redis
// (started for the occasion if dev or preview is not running).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NEW_USERNAME_PATTERN } from '../src/shared/auth.ts';
import { PASSWORD_MAX, PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '../src/shared/constants.ts';
import { charLength } from '../src/shared/validation.ts';
import { passwordProblem } from '../store/password-policy.ts';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';
import { readPassword } from './lib/read-password.ts';

const USAGE = 'Usage: npm run admin:create -- --username NAME [--name "Display name"] [--role admin|editor]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
// Trimmed and lower-cased, as sign-in reads it; the password is never changed.
const username = values.username?.trim().toLowerCase() ?? '';
if (!NEW_USERNAME_PATTERN.test(username)) {
  fail(`${USAGE}\nThe username is 3-32 lower-case letters, digits, dots, dashes or underscores.`);
}
const name = values.name?.trim() || undefined;
const role = values.role?.trim() || undefined;
if (role !== undefined && !STAFF_ROLES.includes(role as StaffRole)) fail(`${USAGE}\nThe role is admin or editor.`);

// Used exactly as typed, like the API's passwords (never trimmed); the rules are the API's too.
const password = await readPassword();
if (charLength(password) < PASSWORD_MIN) fail(`Refused: the password needs at least ${PASSWORD_MIN} characters.`);
if (charLength(password) > PASSWORD_MAX) fail(`Refused: the password may have at most ${PASSWORD_MAX} characters.`);
const problem = passwordProblem(password, { username, name });
if (problem === 'passwordCommon') fail('Refused: this password is on a list of common leaked passwords; choose another.');
if (problem === 'passwordPersonal') fail("Refused: the password is made mostly of the username, the name or the site's name.");

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
const target = process.env.UPSTASH_REDIS_REST_URL ? new URL(process.env.UPSTASH_REDIS_REST_URL).host : 'the local Redis';
const store = await useLocalStoreIfUnset();
try {
  // Loaded only now: the store module reads its configuration when first imported.
  const { upsertStaffAccount } = await import('../store/staff-repository.ts');
  const { created, user } = await upsertStaffAccount({ username, name, role: role as StaffRole | undefined, password });
  console.log(`${created ? 'Created' : 'Updated'} account "${user.username}" (${user.name}, ${user.role}) in ${target}.`);
} finally {
  await store.release();
}
