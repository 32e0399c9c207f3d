import type { Locale } from '~/i18n/locales';

/** A text in both languages, side by side. */
export type Localized<T = string> = Record<Locale, T>;

/** A link of a menu or a link list; `href` is language-neutral (localizePath adds /en). */
export interface NavLink {
  label: Localized;
  href: string;
  description?: Localized;
}
