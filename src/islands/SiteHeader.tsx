// The site header island: logo, main menu with mega-menus, phone, search,
// language menu and the narrow-screen menu. State and actions live in
// src/stores/header.ts; this file lays them out.
import { useStore } from '~/islands/use-store';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { neutralPath, type Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import type { HeaderMenu } from '~/layouts/shell-props';
import { $megaMenu, $overlay, $scrolled, closeAll, toggleOverlay, watchScroll, type Overlay } from '~/stores/header';
import { bindLanguageLinks } from '~/i18n/language-links';
import type { HeaderContext } from './header/context.ts';
import DesktopNav from './header/DesktopNav.tsx';
import LanguageMenu from './header/LanguageMenu.tsx';
import MobileMenu from './header/MobileMenu.tsx';
import SearchOverlay from './header/SearchOverlay.tsx';

interface Props {
  locale: Locale;
  /** The page's URL path (`/en/about`). */
  pathname: string;
  /** The `nav`, `search` and `language` groups of the dictionary (pickMessages). */
  messages: Partial<Messages>;
  /** The main menu in the page's language (src/layouts/shell-props.ts); the panels' links are in their slots. */
  menu: Pick<HeaderMenu, 'main'>;
  /** Always white with dark text, even over the page top (pages without a dark hero). */
  solid?: boolean;
  /** The logo link and the hotline link: static HTML (src/components/header/HeaderBrand.astro, HeaderPhone.astro). */
  brand?: ReactNode;
  phone?: ReactNode;
  /** The mega-menus' contents: Astro slots of static HTML, so they cost no JavaScript. */
  productsPanel?: ReactNode;
  solutionsPanel?: ReactNode;
  newsPanel?: ReactNode;
  /** The news search form and the narrow-screen menu (static HTML). */
  searchForm?: ReactNode;
  mobileMenu?: ReactNode;
  /** The icons (static SVG). */
  searchIcon?: ReactNode;
  languageIcon?: ReactNode;
  menuIcon?: ReactNode;
  closeIcon?: ReactNode;
  chevronIcon?: ReactNode;
  checkIcon?: ReactNode;
}

export default function SiteHeader(props: Props) {
  const { locale, pathname: builtPath, messages, menu, solid = false } = props;
  // The 404 page is built once and served at any URL: once hydrated, follow the real one.
  const [pathname, setPathname] = useState(builtPath);
  useEffect(() => setPathname(window.location.pathname), []);
  const ctx: HeaderContext = useMemo(
    () => ({
      locale,
      t: createTranslate(messages, locale),
      path: neutralPath(pathname),
      pathname,
      menu,
      panels: { products: props.productsPanel, solutions: props.solutionsPanel, news: props.newsPanel },
      icons: { language: props.languageIcon, chevron: props.chevronIcon, check: props.checkIcon },
    }),
    [
      locale,
      messages,
      pathname,
      menu,
      props.productsPanel,
      props.solutionsPanel,
      props.newsPanel,
      props.languageIcon,
      props.chevronIcon,
      props.checkIcon,
    ],
  );
  const { t } = ctx;
  const overlay = useStore($overlay);
  const mega = useStore($megaMenu);
  const scrolled = useStore($scrolled);
  const buttons = {
    language: useRef<HTMLButtonElement>(null),
    search: useRef<HTMLButtonElement>(null),
    mobile: useRef<HTMLButtonElement>(null),
  } satisfies Record<Overlay, unknown>;

  useEffect(() => watchScroll(), []);
  useEffect(() => bindLanguageLinks(), []);

  // Escape closes everything; focus goes back to the button of the overlay that was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the island's life; the refs are stable
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = $overlay.get();
      closeAll();
      if (open) buttons[open].current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const isSolid = solid || scrolled || overlay !== null || mega !== null;
  const iconButton =
    'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-white transition-colors hover:bg-white/10 header-solid:text-ink header-solid:hover:bg-surface header-solid:hover:text-brand-600';

  return (
    <>
      <header
        data-header-style={isSolid ? 'solid' : 'transparent'}
        data-surface={isSolid ? undefined : 'dark'}
        className="fixed inset-x-0 top-0 z-50 h-header-sm bg-linear-to-b from-ink/50 to-transparent text-white transition-[background-color,box-shadow,color] duration-200 lg:h-header header-solid:bg-white header-solid:bg-none header-solid:text-ink header-solid:shadow-lg header-solid:shadow-ink/5"
      >
        <div className="shell flex h-full items-center gap-2 sm:gap-4 xl:gap-8">
          {props.brand}

          <div className="ml-auto h-full">
            <DesktopNav ctx={ctx} />
          </div>

          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            {props.phone}
            <button
              ref={buttons.search}
              type="button"
              className={iconButton}
              aria-expanded={overlay === 'search'}
              aria-controls="search-overlay"
              aria-label={t('search.open')}
              onClick={() => toggleOverlay('search')}
            >
              {props.searchIcon}
            </button>
            <LanguageMenu ctx={ctx} open={overlay === 'language'} buttonRef={buttons.language} buttonClass={iconButton} />
            <button
              ref={buttons.mobile}
              type="button"
              className={`${iconButton} lg:hidden`}
              aria-expanded={overlay === 'mobile'}
              aria-controls="mobile-menu"
              aria-label={overlay === 'mobile' ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => toggleOverlay('mobile')}
            >
              {/* Two places, not one: a slot never re-renders, so each icon mounts and unmounts in its own. */}
              {overlay === 'mobile' && props.closeIcon}
              {overlay !== 'mobile' && props.menuIcon}
            </button>
          </div>
        </div>
        <SearchOverlay ctx={ctx} open={overlay === 'search'}>
          {props.searchForm}
        </SearchOverlay>
        <MobileMenu open={overlay === 'mobile'}>{props.mobileMenu}</MobileMenu>
      </header>
      {(overlay !== null || mega !== null) && (
        <div
          data-testid="header-backdrop"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-ink/40 motion-safe:animate-fade-in"
          onClick={closeAll}
        />
      )}
    </>
  );
}
