import type { Locale } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';

/** What every part of the header needs to know about its page. */
export interface HeaderContext {
  locale: Locale;
  t: Translate;
  /** The page's language-neutral path (`/about`), for active items. */
  path: string;
}
