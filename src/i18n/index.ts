// Server side of the dictionaries: pages and .astro components get `t` from
// Astro.locals (src/middleware.ts); islands get `pickMessages(...)` as a prop.
import { en } from './en.ts';
import type { Locale } from './locales.ts';
import { createTranslate, type MessageGroup, type MessageKey, type Messages, type Translate } from './translate.ts';
import { zh } from './zh.ts';

export const DICTIONARIES: Record<Locale, Messages> = { zh, en };

export function useTranslations(locale: Locale): Translate {
  return createTranslate(DICTIONARIES[locale], locale);
}

/** The messages of some groups only, for an island's props (keeps its payload small). */
export function pickMessages(locale: Locale, groups: readonly MessageGroup[]): Partial<Messages> {
  const picked: Partial<Messages> = {};
  for (const [key, text] of Object.entries(DICTIONARIES[locale]) as [MessageKey, string][]) {
    if (groups.some((group) => key.startsWith(`${group}.`))) picked[key] = text;
  }
  return picked;
}

export type { MessageGroup, MessageKey, Messages, Translate };
