import type { ReactNode } from 'react';
import { HEADER, type MegaMenuId } from '~/config/header';

interface Props {
  id: MegaMenuId;
  open: boolean;
  label: string;
  side: ReactNode;
  children: ReactNode;
}

/** The full-width frame of a mega-menu: 88 px from the top, its spec height, a 340 px side panel. */
export default function MegaPanel({ id, open, label, side, children }: Props) {
  return (
    <div
      id={`mega-${id}`}
      data-mega={id}
      role="region"
      aria-label={label}
      hidden={!open}
      className="fixed inset-x-0 overflow-hidden border-t border-line bg-white text-ink shadow-2xl shadow-ink/15 motion-safe:animate-fade-in"
      style={{ top: HEADER.megaTop, height: HEADER.panelHeights[id] }}
    >
      <div className="shell flex h-full gap-8 py-8 xl:gap-10">
        <div
          className="flex shrink-0 flex-col rounded-card bg-surface p-5 xl:p-6"
          style={{ width: HEADER.sidePanelWidth }}
        >
          {side}
        </div>
        {/* Scrolls only where a narrow large screen cannot fit a long language. */}
        <div className="min-w-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
