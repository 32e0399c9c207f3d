// The visitor's language preference, kept in localStorage under `language`.
import { persistentAtom } from '@nanostores/persistent';
import { LANGUAGE_STORAGE_KEY } from '~/i18n/language-preference';
import { isLocale, localizePath, type Locale } from '~/i18n/locales';

/** `undefined` until the visitor picks a language: then pages never move on their own. */
export const $language = persistentAtom<Locale | undefined>(LANGUAGE_STORAGE_KEY, undefined, {
  encode: (value: Locale | undefined) => value,
  decode: (stored: string) => (isLocale(stored) ? stored : undefined),
});

/** Remember the choice; the language menu then follows its link to the counterpart page. */
export function chooseLanguage(locale: Locale): void {
  $language.set(locale);
}

/**
 * The language menu's action: remember the choice, then open the same page
 * (query and hash kept) in that language.
 */
export function switchLanguage(
  locale: Locale,
  current: Pick<Location, 'pathname' | 'search' | 'hash'>,
  navigate: (href: string) => void,
): void {
  chooseLanguage(locale);
  navigate(localizePath(current.pathname, locale) + current.search + current.hash);
}

/**
 * Every link marked `data-language-switch="zh|en"` (language menu, mobile menu,
 * footer) remembers the choice when followed and keeps the query and hash.
 * Returns the unsubscribe function.
 */
export function bindLanguageLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[data-language-switch]');
    const locale = link?.getAttribute('data-language-switch');
    if (event.defaultPrevented || !isLocale(locale)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      chooseLanguage(locale); // a new tab or window: remember, let the browser open it
      return;
    }
    event.preventDefault();
    switchLanguage(locale, window.location, (href) => window.location.assign(href));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
