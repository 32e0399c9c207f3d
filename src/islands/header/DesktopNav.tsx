import { useStore } from '~/islands/use-store';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { MegaMenuId } from '~/config/header';
import { activeItem, isCurrentPage } from '~/content/menu-paths';
import type { MainMenuLink } from '~/layouts/shell-props';
import { $megaMenu, closeMegaMenu, openMegaMenu, scheduleMegaClose } from '~/stores/header';
import type { HeaderContext } from './context.ts';
import MegaPanel from './MegaPanel.tsx';

interface Props {
  ctx: HeaderContext;
}

/** The main menu on large screens; items with a mega-menu open it on hover, focus or tap. */
export default function DesktopNav({ ctx }: Props) {
  const open = useStore($megaMenu);
  const active = activeItem(ctx.menu.main, ctx.path);
  return (
    <nav aria-label={ctx.t('nav.label')} className="hidden h-full lg:block">
      <ul className="flex h-full items-stretch">
        {ctx.menu.main.map((item) => (
          <NavItem key={item.id} item={item} ctx={ctx} active={item.id === active} open={open} />
        ))}
      </ul>
    </nav>
  );
}

interface ItemProps {
  item: MainMenuLink;
  ctx: HeaderContext;
  active: boolean;
  open: MegaMenuId | null;
}

function NavItem({ item, ctx, active, open }: ItemProps) {
  const { pathname } = ctx;
  const link = useRef<HTMLAnchorElement>(null);
  // Touch has no hover: the first tap opens the panel, a second one follows the link.
  const tap = useRef<{ touch: boolean; wasOpen: boolean }>({ touch: false, wasOpen: false });
  // Focus given back by Escape must not reopen the panel.
  const quietFocus = useRef(false);
  const mega = item.mega;
  const expanded = mega !== undefined && open === mega;

  const tone = active
    ? 'text-white header-solid:text-brand-600'
    : 'text-white hover:text-accent-300 header-solid:text-ink header-solid:hover:text-brand-600';
  const bar = active ? 'bg-accent-400 header-solid:bg-brand-600' : 'bg-transparent';
  const { label, href } = item;
  const anchor = (
    <a
      ref={link}
      href={href}
      aria-current={active ? (isCurrentPage(pathname, href) ? 'page' : 'true') : undefined}
      data-active={active || undefined}
      {...(mega ? { 'aria-expanded': expanded, 'aria-controls': `mega-${mega}` } : {})}
      className={`group relative flex h-full items-center gap-1 whitespace-nowrap px-3 text-sm font-medium transition-colors xl:px-4 xl:text-[15px] ${tone}`}
      onPointerDown={(event: PointerEvent) => {
        tap.current = { touch: event.pointerType !== 'mouse', wasOpen: expanded };
      }}
      onClick={(event) => {
        if (mega && tap.current.touch && !tap.current.wasOpen) {
          event.preventDefault();
          openMegaMenu(mega);
        }
      }}
    >
      {label}
      {/* Turns over while its panel is open (`group-aria-expanded`, src/layouts/PageLayout.astro). */}
      {mega && ctx.icons.chevron}
      <span className={`absolute inset-x-3 bottom-0 h-[3px] rounded-t-full xl:inset-x-4 ${bar}`} aria-hidden="true" />
    </a>
  );

  if (!mega) return <li className="h-full">{anchor}</li>;

  return (
    <li
      className="h-full"
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && openMegaMenu(mega)}
      onPointerLeave={(event: PointerEvent) => event.pointerType === 'mouse' && scheduleMegaClose()}
      onFocus={() => {
        if (quietFocus.current) quietFocus.current = false;
        else openMegaMenu(mega);
      }}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && $megaMenu.get() === mega) closeMegaMenu();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !expanded) return;
        event.stopPropagation();
        closeMegaMenu();
        if (document.activeElement !== link.current) {
          quietFocus.current = true;
          link.current?.focus();
        }
      }}
    >
      {anchor}
      <MegaPanel id={mega} open={expanded} label={label}>
        {ctx.panels[mega]}
      </MegaPanel>
    </li>
  );
}
