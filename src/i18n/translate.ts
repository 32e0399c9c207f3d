// The translator factory. Safe to import from islands: it brings no dictionary
// with it (islands receive the few messages they need as a prop).
import type { Locale } from './locales.ts';
import type { zh } from './zh.ts';

export type MessageKey = keyof typeof zh;
export type Messages = Record<MessageKey, string>;
/** The first segment of a key: `nav`, `search`, `footer`, ... */
export type MessageGroup = MessageKey extends `${infer G}.${string}` ? G : never;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function format(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match));
}

/**
 * `t` for one language. A key missing at run time (a subset of messages that
 * lacks it) logs a warning and shows the key itself, never an empty string.
 */
export function createTranslate(messages: Partial<Messages>, locale: Locale): Translate {
  return (key, vars) => {
    const text = messages[key];
    if (text === undefined) {
      console.warn(`[i18n] missing message "${key}" for locale "${locale}"`);
      return key;
    }
    return vars ? format(text, vars) : text;
  };
}
