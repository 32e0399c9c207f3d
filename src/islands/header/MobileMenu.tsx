import type { ReactNode } from 'react';

/**
 * Shows the narrow-screen menu (its markup is static: src/components/header/MobileMenu.astro)
 * and opens one sub-list at a time behind its disclosure button.
 */
export default function MobileMenu({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header-sm))] overflow-y-auto border-t border-line bg-white text-ink shadow-xl lg:hidden"
      onClick={(event) => {
        const button = (event.target as Element).closest('button[data-submenu]');
        if (!button) return;
        const opening = button.getAttribute('aria-expanded') !== 'true';
        for (const other of event.currentTarget.querySelectorAll('button[data-submenu]')) {
          const show = other === button && opening;
          other.setAttribute('aria-expanded', String(show));
          document.getElementById(other.getAttribute('aria-controls')!)!.hidden = !show;
        }
      }}
    >
      {children}
    </div>
  );
}
