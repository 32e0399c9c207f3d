// Blocks take texts in both languages and show the page's own.
import type { Localized } from '~/content/types.ts';
import type { Locale } from '~/i18n/locales';
import { localizePath } from '~/i18n/locales';

/** A content text (`{ zh, en }`) or a text already in the page's language. */
export type Text = Localized | string;

export function pick(text: Text, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}

/** A link in the page's language: site pages get the /en prefix and their trailing slash; `#anchors` and the API stay. */
export function localHref(href: string, locale: Locale): string {
  return href.startsWith('/') && !/^\/api(\/|$)/.test(href) ? localizePath(href, locale) : href;
}
