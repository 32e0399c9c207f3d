// Below 1024 px the sidebar becomes a top bar whose menu button opens the
// same navigation in a modal drawer (native <dialog>: focus trapped, Escape closes).
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useEnquiryCounts } from '../api/queries.ts';
import { iconButton } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import Brand from './Brand.tsx';
import SidebarNav from './SidebarNav.tsx';
import AccountPanel from './AccountPanel.tsx';

export default function MobileBar() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  // The drawer's 客户留言 item has the badge; while it is closed the menu button shows that there is one.
  const unhandled = useEnquiryCounts().data?.unhandled ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu on every change of screen, which `pathname` names
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    const dialog = drawer.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
      <Brand />
      <button
        type="button"
        className={`${iconButton} relative`}
        onClick={() => setOpen(true)}
        aria-label={unhandled > 0 ? `${t('nav.openMenu')} (${t('nav.unhandled', { count: unhandled })})` : t('nav.openMenu')}
        aria-expanded={open}
      >
        <Menu aria-hidden="true" className="size-5" />
        {unhandled > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 size-2.5 rounded-full bg-amber-500 ring-2 ring-white" />
        )}
      </button>
      <dialog
        ref={drawer}
        aria-label={t('nav.label')}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === drawer.current && setOpen(false)}
        className="m-0 h-full max-h-none w-[min(20rem,85vw)] bg-white p-0 backdrop:bg-ink/40"
      >
        <div className="flex h-full flex-col gap-6 px-3 py-4">
          <div className="flex items-center justify-between px-2">
            <Brand />
            <button type="button" className={iconButton} onClick={() => setOpen(false)} aria-label={t('nav.closeMenu')}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav collapsed={false} onNavigate={() => setOpen(false)} />
          </div>
          <AccountPanel collapsed={false} />
        </div>
      </dialog>
    </header>
  );
}
