// The admin app, mounted client-only by src/pages/admin/index.astro. Its
// libraries (router, query cache, toasts) load only on that page.
import './zod-config.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { useT } from './i18n/index.ts';
import { createQueryClient } from './query-client.ts';
import { createAdminRouter } from './routes.tsx';
import { followOtherTabs } from './stores/session.ts';

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAdminRouter);
  const { locale } = useT();

  useEffect(() => followOtherTabs(), []);
  useEffect(() => {
    document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
  }, [locale]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec section 9: one region labelled Notifications, Alt+T focuses it, one toast at a time.
          customAriaLabel: containerAriaLabel would get the hotkey appended ('Notifications alt+T'). */}
      <Toaster
        customAriaLabel="Notifications"
        hotkey={['altKey', 'KeyT']}
        visibleToasts={1}
        position="top-right"
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </QueryClientProvider>
  );
}
