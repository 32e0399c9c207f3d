import { Gauge, Images, Inbox, Newspaper, Settings, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import type { StaffRole } from '~/shared/auth';
import type { AdminMessageKey } from '../i18n/index.ts';

export interface NavItem {
  to: string;
  label: AdminMessageKey;
  icon: LucideIcon;
  /** Paths (inside /admin) where this item is the current one. */
  matches: (path: string) => boolean;
  /** Shown only to this role (the server refuses the others anyway). */
  only?: StaffRole;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: Gauge, matches: (p) => p === '/' || under('/dashboard')(p) },
  { to: '/news', label: 'nav.news', icon: Newspaper, matches: under('/news') },
  { to: '/media', label: 'nav.media', icon: Images, matches: under('/media') },
  { to: '/contact-messages', label: 'nav.contact', icon: Inbox, matches: under('/contact-messages') },
  { to: '/users', label: 'nav.users', icon: Users, matches: under('/users'), only: 'admin' },
  { to: '/security', label: 'nav.security', icon: ShieldCheck, matches: under('/security'), only: 'admin' },
  { to: '/settings', label: 'nav.settings', icon: Settings, matches: under('/settings') },
];

/** The items this role may open. */
export function navItemsFor(role: StaffRole | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => item.only === undefined || item.only === role);
}
