declare namespace App {
  interface Locals {
    /** The page's language, from its path (src/middleware.ts). */
    locale: import('./i18n/locales').Locale;
    /** The translator of the page's language. */
    t: import('./i18n/translate').Translate;
  }
}
