// What a new password may not be (docs/API.md, 'Auth'): one of the breached
// passwords of store/data/common-passwords.ts (case-insensitive), or made mostly
// of the account's username, its display name or the site's name. Lengths are the
// schemas' concern (PASSWORD_MIN..PASSWORD_MAX). Server-side only: the list never
// reaches a page.
import { SITE } from '../src/config/site.ts';
import type { FieldMessageKey } from '../src/shared/messages.ts';
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords.ts';

let common: Set<string> | undefined;

/** Built on first use, once per process. */
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

/** Letters and digits only, lower-cased: `Zhang.San-2025` and `zhangsan2025` compare alike. */
function core(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const SITE_NAMES = [SITE.name.zh, SITE.name.en, SITE.shortName.zh, SITE.shortName.en];
/** Shorter names would match too much by chance. */
const MIN_TERM = 3;

/** Whether `terms`, wherever they occur, make up at least half of the password's letters and digits. */
function mostlyMadeOf(password: string, terms: string[]): boolean {
  const letters = core(password);
  if (letters === '') return false;
  let rest = letters;
  for (const term of terms.map(core).filter((term) => [...term].length >= MIN_TERM)) rest = rest.replaceAll(term, '');
  return [...rest].length * 2 <= [...letters].length;
}

export type PasswordProblem = Extract<FieldMessageKey, 'passwordCommon' | 'passwordPersonal'>;

/** Why `password` may not be set for this account, or undefined when it may. */
export function passwordProblem(password: string, account: { username: string; name?: string }): PasswordProblem | undefined {
  if (commonPasswords().has(password.toLowerCase()) || commonPasswords().has(password.trim().toLowerCase()))
    return 'passwordCommon';
  if (mostlyMadeOf(password, [account.username, account.name ?? '', ...SITE_NAMES])) return 'passwordPersonal';
  return undefined;
}
