// Whether the desktop sidebar shows icons only; remembered across visits.
import { persistentAtom } from '@nanostores/persistent';

export const $sidebarCollapsed = persistentAtom<boolean>('adminSidebarCollapsed', false, {
  encode: (value) => (value ? '1' : '0'),
  decode: (stored) => stored === '1',
});

export function toggleSidebar(): void {
  $sidebarCollapsed.set(!$sidebarCollapsed.get());
}
