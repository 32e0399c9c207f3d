import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import Tooltip from '../components/Tooltip.tsx';
import { useT } from '../i18n/index.ts';
import { $session } from '../stores/session.ts';
import { navItemsFor } from './nav-items.ts';

/** The sections this account may open; icons only (with tooltips) when the sidebar is collapsed. */
export default function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const role = useStore($session)?.user.role;
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        {navItemsFor(role).map(({ to, label, icon: Icon, matches }) => {
          const current = matches(pathname);
          return (
            <li key={to}>
              <Tooltip label={t(label)} enabled={collapsed}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  aria-label={collapsed ? t(label) : undefined}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-small font-medium transition-colors ${
                    current ? 'bg-brand-50 text-brand-800' : 'text-ink-soft hover:bg-surface hover:text-ink'
                  } ${collapsed ? 'justify-center' : ''}`}
                >
                  <Icon aria-hidden="true" className={`size-5 shrink-0 ${current ? 'text-brand-700' : ''}`} />
                  {!collapsed && <span>{t(label)}</span>}
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
