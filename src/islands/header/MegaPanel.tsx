import type { ReactNode } from 'react';
import { HEADER, type MegaMenuId } from '~/config/header';

interface Props {
  id: MegaMenuId;
  open: boolean;
  label: string;
  /** The panel's content (src/components/header/*Panel.astro). */
  children: ReactNode;
}

/** The full-width frame of a mega-menu: 88 px from the top, its set height. */
export default function MegaPanel({ id, open, label, children }: Props) {
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
      {children}
    </div>
  );
}
