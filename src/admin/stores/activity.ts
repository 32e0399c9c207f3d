// When the server last saw this session (docs/API.md, 'Sessions': 30 minutes
// without a call end it). Shared by the tabs through localStorage, so one idle
// tab never signs out a colleague's busy one. The idle guard warns a minute before the end.
import { atom } from 'nanostores';

const ACTIVITY_KEY = 'adminActivity';

export const $lastServerActivity = atom<number>(Date.now());

export function noteServerActivity(): void {
  const now = Date.now();
  $lastServerActivity.set(now);
  try {
    globalThis.localStorage?.setItem(ACTIVITY_KEY, String(now));
  } catch {
    // storage disabled: this tab alone counts
  }
}

/** Follows the calls other tabs make. Returns the unsubscribe function. */
export function followOtherTabsActivity(): () => void {
  const onStorage = (event: StorageEvent) => {
    const at = Number(event.newValue);
    if (event.key === ACTIVITY_KEY && at > $lastServerActivity.get()) $lastServerActivity.set(at);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
