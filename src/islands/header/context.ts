import type { ReactNode } from 'react';
import type { MegaMenuId } from '~/config/header';
import type { Locale } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';
import type { HeaderMenu } from '~/layouts/shell-props';

/** The header's icons: static SVG handed in as slots (src/layouts/PageLayout.astro), so they cost no JavaScript. */
export type HeaderIcon = 'search' | 'language' | 'menu' | 'close' | 'chevron' | 'check';

/** What every part of the header needs to know about its page. */
export interface HeaderContext {
  locale: Locale;
  t: Translate;
  /** The page's language-neutral path (`/about`), for active items. */
  path: string;
  /** The page's URL path (`/en/about`), for the current link of a menu. */
  pathname: string;
  /** The main menu in the page's language, hrefs localized. */
  menu: Pick<HeaderMenu, 'main'>;
  /** The mega-menus' contents, static HTML rendered by Astro (src/components/header/). */
  panels: Record<MegaMenuId, ReactNode>;
  icons: Partial<Record<HeaderIcon, ReactNode>>;
}
