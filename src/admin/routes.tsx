// The admin's route table, under /admin (netlify.toml rewrites every admin path
// to the one shell page). /login stands outside the shell; every other path
// needs a session. Crashes inside the shell keep the sidebar.
import { useEffect } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import AdminOnly from './shell/AdminOnly.tsx';
import AdminShell from './shell/AdminShell.tsx';
import CrashScreen from './screens/CrashScreen.tsx';
import EnquiryDetailScreen from './screens/EnquiryDetailScreen.tsx';
import EnquiriesScreen from './screens/EnquiriesScreen.tsx';
import DashboardScreen from './screens/DashboardScreen.tsx';
import LoginScreen from './screens/LoginScreen.tsx';
import MediaScreen from './screens/MediaScreen.tsx';
import NewsFormScreen from './screens/NewsFormScreen.tsx';
import NewsListScreen from './screens/NewsListScreen.tsx';
import NotFoundScreen from './screens/NotFoundScreen.tsx';
import SecurityLogScreen from './screens/SecurityLogScreen.tsx';
import SettingsScreen from './screens/SettingsScreen.tsx';
import StaffScreen from './screens/StaffScreen.tsx';

export const ADMIN_BASENAME = '/admin';

/** Scrolls to the top whenever the path changes (not on filter or page changes in the query). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen, which `pathname` names
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, and React would call it as cleanup.
    // Instant: a new screen is a new page, not an in-page anchor (global.css scrolls those smoothly).
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return <Outlet />;
}

export function createAdminRouter() {
  return createBrowserRouter(
    [
      {
        element: <ScrollToTop />,
        errorElement: <CrashScreen />,
        children: [
          { path: 'login', element: <LoginScreen /> },
          {
            element: <AdminShell />,
            children: [
              {
                errorElement: <CrashScreen />,
                children: [
                  { index: true, element: <DashboardScreen /> },
                  { path: 'dashboard', element: <DashboardScreen /> },
                  { path: 'news', element: <NewsListScreen /> },
                  { path: 'news/create', element: <NewsFormScreen /> },
                  { path: 'news/edit/:id', element: <NewsFormScreen /> },
                  { path: 'media', element: <MediaScreen /> },
                  { path: 'contact-messages', element: <EnquiriesScreen /> },
                  { path: 'contact-messages/:id', element: <EnquiryDetailScreen /> },
                  {
                    path: 'users',
                    element: (
                      <AdminOnly>
                        <StaffScreen />
                      </AdminOnly>
                    ),
                  },
                  {
                    path: 'security',
                    element: (
                      <AdminOnly>
                        <SecurityLogScreen />
                      </AdminOnly>
                    ),
                  },
                  { path: 'settings', element: <SettingsScreen /> },
                  { path: '*', element: <NotFoundScreen /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { basename: ADMIN_BASENAME },
  );
}
