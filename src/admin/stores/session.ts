// The signed-in session: token and user kept in localStorage,
// mirrored in a store the shell and the API client read. Anything unparsable
// counts as signed out.
import { atom } from 'nanostores';
import type { StaffAccount } from '~/shared/auth';

/** What the admin app keeps of the signed-in account: who, what they may do, and a pending password change. */
export type SessionAccount = Pick<
  StaffAccount,
  'username' | 'name' | 'role' | 'mustChangePassword' | 'resetBy' | 'mustSetUpTwoFactor'
>;

export const TOKEN_KEY = 'adminToken';
export const USER_KEY = 'adminUser';

export interface Session {
  token: string;
  user: SessionAccount;
}

/** Why the admin was signed out, shown once on the login screen. */
export type SignOutNotice = 'expired' | 'disabled' | 'passwordChanged' | 'loggedOut' | 'idle' | 'ended';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** The fields the app keeps, from a stored value or an API answer; null when they do not add up. */
export function toSessionAccount(value: unknown): SessionAccount | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, name, role, mustChangePassword, resetBy, mustSetUpTwoFactor } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof name !== 'string' || (role !== 'admin' && role !== 'editor')) return null;
  // Sessions stored before the flag existed had no pending change.
  const account: SessionAccount = { username, name, role, mustChangePassword: mustChangePassword === true };
  const reset = resetBy as Record<string, unknown> | undefined;
  if (account.mustChangePassword && typeof reset?.name === 'string' && typeof reset.at === 'string')
    account.resetBy = { name: reset.name, at: reset.at };
  if (mustSetUpTwoFactor === true) account.mustSetUpTwoFactor = true;
  return account;
}

function parseAccount(raw: string | null): SessionAccount | null {
  if (!raw) return null;
  try {
    return toSessionAccount(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function readStoredSession(): Session | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const user = parseAccount(store?.getItem(USER_KEY) ?? null);
  return token && user ? { token, user } : null;
}

export const $session = atom<Session | null>(readStoredSession());
export const $signOutNotice = atom<SignOutNotice | null>(null);

function save(session: Session): void {
  storage()?.setItem(TOKEN_KEY, session.token);
  storage()?.setItem(USER_KEY, JSON.stringify(session.user));
  $session.set(session);
}

export function signIn(result: { token: string; user: SessionAccount }): void {
  const user = toSessionAccount(result.user);
  if (!user) throw new Error('The sign-in answer has no usable user');
  $signOutNotice.set(null);
  save({ token: result.token, user });
}

/** The account as the server sees it now (GET /api/admin/me): a new name, role or pending password change. */
export function refreshAccount(fresh: SessionAccount): void {
  const session = $session.get();
  const user = toSessionAccount(fresh);
  if (!session || !user || user.username !== session.user.username) return;
  // Both ways: a flag the server no longer sends (two-factor set up elsewhere) must go too.
  const fields = new Set([...Object.keys(user), ...Object.keys(session.user)] as (keyof SessionAccount)[]);
  const same = [...fields].every((field) => user[field] === session.user[field]);
  if (!same) save({ token: session.token, user });
}

/** The server refused a call until the password is changed: the shell then shows only the password form. */
export function requirePasswordChange(): void {
  const session = $session.get();
  if (session && !session.user.mustChangePassword)
    save({ token: session.token, user: { ...session.user, mustChangePassword: true } });
}

/** The server refused a call until two-factor is on: the shell then shows only its set-up. */
export function requireTwoFactorSetUp(): void {
  const session = $session.get();
  if (session && !session.user.mustSetUpTwoFactor)
    save({ token: session.token, user: { ...session.user, mustSetUpTwoFactor: true } });
}

/** Two-factor is on now: the rest of the admin opens. */
export function twoFactorSetUpDone(): void {
  const session = $session.get();
  if (session?.user.mustSetUpTwoFactor) {
    const { mustSetUpTwoFactor: _done, ...user } = session.user;
    save({ token: session.token, user });
  }
}

/** Clears both stored items; the shell then sends the admin to the login screen. */
export function endSession(notice: SignOutNotice | null = null): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
  $signOutNotice.set(notice);
  $session.set(null);
}

/** Follows sign-ins and sign-outs made in other tabs. Returns the unsubscribe function. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) $session.set(readStoredSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
