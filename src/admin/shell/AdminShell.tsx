// The frame of every signed-in screen: a guard (stored token and parsable
// user, else the login screen; a pending password change, else only the
// password form), the sidebar on wide screens, a top bar with a drawer on
// phones, and the screen itself.
import { useStore } from '@nanostores/react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { iconButton } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import SetPasswordScreen from '../screens/SetPasswordScreen.tsx';
import TwoFactorRequiredScreen from '../screens/TwoFactorRequiredScreen.tsx';
import IdleGuard from './IdleGuard.tsx';
import { $session, $signOutNotice } from '../stores/session.ts';
import { $sidebarCollapsed, toggleSidebar } from '../stores/sidebar.ts';
import Brand from './Brand.tsx';
import MobileBar from './MobileBar.tsx';
import SidebarNav from './SidebarNav.tsx';
import StoreOutageBanner from './StoreOutageBanner.tsx';
import BuildHookBanner from './BuildHookBanner.tsx';
import AccountPanel from './AccountPanel.tsx';
import { useAccountRefresh } from './use-account-refresh.ts';

export default function AdminShell() {
  const { t } = useT();
  const session = useStore($session);
  const notice = useStore($signOutNotice);
  const collapsed = useStore($sidebarCollapsed);
  const location = useLocation();
  useAccountRefresh(session?.token);

  if (!session) {
    // After signing in again the admin comes back here, unless they signed out on purpose.
    const next = location.pathname + location.search;
    const to = notice === 'loggedOut' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
    return <Navigate to={to} replace />;
  }
  // Nothing else opens until the temporary password is replaced; the URL stays, so the screen asked for opens after.
  if (session.user.mustChangePassword) return <SetPasswordScreen />;
  // Required by an admin and not on: only its set-up, until it is.
  if (session.user.mustSetUpTwoFactor) return <TwoFactorRequiredScreen />;

  return (
    <div className="min-h-screen bg-surface lg:flex">
      <IdleGuard />
      <aside
        className={`hidden shrink-0 border-r border-line bg-white transition-[width] lg:block ${
          collapsed ? 'w-[4.75rem]' : 'w-64'
        }`}
      >
        <div className="sticky top-0 flex h-screen flex-col gap-6 px-3 py-5">
          <div className={`flex items-center ${collapsed ? 'flex-col gap-3' : 'justify-between px-2'}`}>
            <Brand compact={collapsed} />
            <button
              type="button"
              className={iconButton}
              onClick={toggleSidebar}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav collapsed={collapsed} />
          </div>
          <AccountPanel collapsed={collapsed} />
        </div>
      </aside>
      <MobileBar />
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-6xl">
          <StoreOutageBanner />
          <BuildHookBanner />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
