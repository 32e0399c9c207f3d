import { useStore } from '@nanostores/react';
import { ExternalLink, LogOut } from 'lucide-react';
import Tooltip from '../components/Tooltip.tsx';
import { useT } from '../i18n/index.ts';
import { roleLabel } from '../lib/labels.ts';
import { $session } from '../stores/session.ts';
import LanguageToggle from './LanguageToggle.tsx';
import { useLogout } from './use-logout.ts';

/** Who is signed in, plus language, back to the site and sign out. */
export default function AccountPanel({ collapsed }: { collapsed: boolean }) {
  const { t } = useT();
  const user = useStore($session)?.user;
  const logout = useLogout();
  if (!user) return null;
  const role = roleLabel(user.role, t);
  const linkClass = `flex items-center gap-3 rounded-lg px-3 py-2 text-small text-ink-soft hover:bg-surface hover:text-ink ${
    collapsed ? 'justify-center' : ''
  }`;
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-4">
      <div className={`flex items-center gap-3 px-2 pb-2 ${collapsed ? 'justify-center' : ''}`}>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <div className={collapsed ? 'sr-only' : 'min-w-0'}>
          <p className="truncate text-small font-medium text-ink" data-testid="user-name">
            {user.name}
          </p>
          <p className="truncate text-xs text-muted" data-testid="user-role">
            {role}
          </p>
        </div>
      </div>
      <LanguageToggle compact={collapsed} className={`${linkClass} w-full`} />
      <Tooltip label={t('common.backToSite')} enabled={collapsed}>
        <a href="/" className={linkClass} aria-label={collapsed ? t('common.backToSite') : undefined}>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          {!collapsed && t('common.backToSite')}
        </a>
      </Tooltip>
      <Tooltip label={t('nav.logout')} enabled={collapsed}>
        <button
          type="button"
          onClick={logout}
          className={`${linkClass} w-full`}
          aria-label={collapsed ? t('nav.logout') : undefined}
        >
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          {!collapsed && t('nav.logout')}
        </button>
      </Tooltip>
    </div>
  );
}
