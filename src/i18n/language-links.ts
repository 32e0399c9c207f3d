// The public pages' language links: remember the choice in localStorage under
// `language` (read before first paint by language-preference.ts) and open the
// same page in that language. No store library: every page loads this.
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';
import { isLocale, localizePath, type Locale } from './locales.ts';

/** Remember the visitor's choice; a browser that refuses storage just does not remember. */
export function rememberLanguage(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the link still leads to the page.
  }
}

/** Remember the choice, then open the same page (query and hash kept) in that language. */
export function switchLanguage(
  locale: Locale,
  current: Pick<Location, 'pathname' | 'search' | 'hash'>,
  navigate: (href: string) => void,
): void {
  rememberLanguage(locale);
  navigate(localizePath(current.pathname + current.search + current.hash, locale));
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
      rememberLanguage(locale); // a new tab or window: remember, let the browser open it
      return;
    }
    event.preventDefault();
    switchLanguage(locale, window.location, (href) => window.location.assign(href));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
