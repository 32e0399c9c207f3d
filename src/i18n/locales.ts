// One source of truth for the site's languages and their URL prefixes.

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** `<html lang>` and hreflang value of each locale. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** Each language named in itself, as the language menu shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { zh: '简体中文', en: 'English' };
/** The short label of the language button. */
export const LANGUAGE_SHORT_NAMES: Record<Locale, string> = { zh: '中文', en: 'EN' };

export function otherLocale(locale: Locale): Locale {
  return locale === 'zh' ? 'en' : 'zh';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A page's path parameters and props, before its language is added. */
interface PagePath {
  params?: Record<string, string>;
  props?: Record<string, unknown>;
}

/**
 * The getStaticPaths of every public page: each of its paths in zh (unprefixed)
 * and en (under /en). A page without parameters of its own has one path.
 */
export function localeStaticPaths<P extends PagePath>(paths: readonly P[] = [{} as P]) {
  return LOCALES.flatMap((locale) =>
    paths.map((path) => ({
      ...path,
      params: { ...path.params, locale: locale === DEFAULT_LOCALE ? undefined : locale },
    })),
  );
}

/** Strips the /en prefix: the language-neutral path of a page, always starting with one "/" (a path of this site). */
export function neutralPath(pathname: string): string {
  const stripped = pathname.replace(/^\/en(?=\/|$)/, '');
  // Exactly one leading slash: `//host` and `/\host` would leave the site (an open redirect).
  return `/${stripped.replace(/^[/\\]+/, '')}`;
}

export function localeOfPath(pathname: string): Locale {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'zh';
}

/**
 * The URL of a language-neutral path (`/about`) in a given language (`/en/about/`), in its
 * canonical form ending with "/" (`/about/?x=1#y`): Netlify answers `/about` with a 301 to
 * `/about/`, so a link without the slash would cost a redirect. A file (`/rss.xml`,
 * `/media/x.png`: a dot in its last segment) keeps its form. One replace, kept short:
 * it is in the header's JavaScript on every page (80 KB budget).
 */
export function localizePath(path: string, locale: Locale): string {
  return (locale === DEFAULT_LOCALE ? '' : '/en') + neutralPath(path).replace(/^[^?#]*\/[^/?#.]+(?=[?#]|$)/, '$&/');
}
