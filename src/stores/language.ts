// The language preference as a store, for the admin app (its labels follow it
// as it changes); public pages use src/i18n/language-links.ts instead.
import { persistentAtom } from '@nanostores/persistent';
import { LANGUAGE_STORAGE_KEY } from '~/i18n/language-preference';
import { isLocale, type Locale } from '~/i18n/locales';

/** `undefined` until a language is picked: then pages never move on their own. */
export const $language = persistentAtom<Locale | undefined>(LANGUAGE_STORAGE_KEY, undefined, {
  encode: (value: Locale | undefined) => value,
  decode: (stored: string) => (isLocale(stored) ? stored : undefined),
});

/** Remember the choice (the admin's language toggle). */
export function chooseLanguage(locale: Locale): void {
  $language.set(locale);
}
