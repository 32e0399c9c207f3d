import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { useEnquiryCounts } from '../api/queries.ts';
import Tooltip from '../components/Tooltip.tsx';
import { useT } from '../i18n/index.ts';
import { $session } from '../stores/session.ts';
import { navItemsFor } from './nav-items.ts';

/**
 * The sections this account may open; icons only (with tooltips) when the
 * sidebar is collapsed. 客户留言 carries the number of unhandled enquiries.
 */
export default function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const role = useStore($session)?.user.role;
  const unhandled = useEnquiryCounts().data?.unhandled ?? 0;
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        {navItemsFor(role).map(({ to, label, icon: Icon, matches }) => {
          const current = matches(pathname);
          const badge = label === 'nav.contact' && unhandled > 0 ? unhandled : undefined;
          const name = badge ? `${t(label)} (${t('nav.unhandled', { count: badge })})` : t(label);
          return (
            <li key={to}>
              <Tooltip label={t(label)} enabled={collapsed}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  aria-label={collapsed || badge ? name : undefined}
                  className={`relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-small font-medium transition-colors ${
                    current ? 'bg-brand-50 text-brand-800' : 'text-ink-soft hover:bg-surface hover:text-ink'
                  } ${collapsed ? 'justify-center' : ''}`}
                >
                  <Icon aria-hidden="true" className={`size-5 shrink-0 ${current ? 'text-brand-700' : ''}`} />
                  {!collapsed && <span>{t(label)}</span>}
                  {badge !== undefined && (
                    <span
                      data-testid="unhandled-badge"
                      aria-hidden="true"
                      className={`rounded-full bg-amber-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums ${
                        collapsed ? 'absolute top-0.5 right-0.5 min-w-5 text-center' : 'ml-auto'
                      }`}
                    >
                      {badge > 99 ? '99+' : badge}
                    </span>
                  )}
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
