// The admin's translator: labels follow the stored `language` preference
// (the same key the public site uses), Chinese when none is stored.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Locale } from '~/i18n/locales';
import { format } from '~/i18n/translate';
import { $language } from '~/stores/language';
import { en } from './en.ts';
import { zh } from './zh.ts';

export type AdminMessageKey = keyof typeof zh;
export type AdminTranslate = (key: AdminMessageKey, vars?: Record<string, string | number>) => string;

export const ADMIN_DICTIONARIES: Record<Locale, Record<AdminMessageKey, string>> = { zh, en };

export function adminTranslate(locale: Locale): AdminTranslate {
  const messages = ADMIN_DICTIONARIES[locale];
  if (locale === 'en') return (key, vars) => (vars ? format(messages[key], vars) : messages[key]);
  // Chinese templates space a value off ('收到 {name} 的留言') for a Latin name; a Chinese one
  // (刘先生) then reads with stray gaps, so a space between two Chinese characters goes.
  return (key, vars) => (vars ? format(messages[key], vars).replace(HAN_SPACE_HAN, '$1') : messages[key]);
}

const HAN_SPACE_HAN = /([\p{Script=Han}）”》])\s(?=[\p{Script=Han}（“《])/gu;

/** The admin's language now: the stored preference, else Chinese. */
export function currentLocale(): Locale {
  return $language.get() ?? 'zh';
}

export function useT(): { t: AdminTranslate; locale: Locale } {
  const locale = useStore($language) ?? 'zh';
  return useMemo(() => ({ t: adminTranslate(locale), locale }), [locale]);
}
