// The signed-in session: token and user kept in localStorage (spec section 9),
// mirrored in a store the shell and the API client read. Anything unparsable
// counts as signed out.
import { atom } from 'nanostores';
import type { AdminUser } from '~/shared/auth';

/** What the admin app keeps of the signed-in account. */
export type SessionUser = Pick<AdminUser, 'username' | 'name' | 'role'>;

export const TOKEN_KEY = 'adminToken';
export const USER_KEY = 'adminUser';

export interface Session {
  token: string;
  user: SessionUser;
}

/** Why the admin was signed out, shown once on the login screen. */
export type SignOutNotice = 'expired' | 'passwordChanged' | 'loggedOut';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { username, name, role } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof name !== 'string' || (role !== 'admin' && role !== 'editor')) return null;
    return { username, name, role };
  } catch {
    return null;
  }
}

export function readStoredSession(): Session | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const user = parseUser(store?.getItem(USER_KEY) ?? null);
  return token && user ? { token, user } : null;
}

export const $session = atom<Session | null>(readStoredSession());
export const $signOutNotice = atom<SignOutNotice | null>(null);

export function signIn(result: { token: string; user: SessionUser }): void {
  const user: SessionUser = { username: result.user.username, name: result.user.name, role: result.user.role };
  storage()?.setItem(TOKEN_KEY, result.token);
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  $signOutNotice.set(null);
  $session.set({ token: result.token, user });
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
