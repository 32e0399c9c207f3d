// Chinese headings break only between words or phrases: BudouX's Simplified
// Chinese model splits them at build time (never in the browser), and CSS
// (`.phrases`, src/styles/theme.css) suppresses every other break opportunity.
// English keeps its spaces and gets no markup.
import { Parser, zhHansModel } from 'budoux';
import type { Locale } from '~/i18n/locales';

let parser: Parser | undefined;

/** The text's phrases in reading order; one phrase (the text) in English. */
export function phrasesOf(text: string, locale: Locale): string[] {
  if (locale !== 'zh' || text === '') return [text];
  parser ??= new Parser(zhHansModel);
  return parser.parse(text);
}

/** Marks a phrase boundary inside text handed to an island (which renders text, never HTML). */
export const PHRASE_BREAK = '\u200b';

/**
 * The text with a zero-width space between phrases, for titles an island renders:
 * it costs the island no code (unlike spans or <wbr>), and screen readers skip it.
 */
export function withPhraseBreaks(text: string, locale: Locale): string {
  return phrasesOf(text, locale).join(PHRASE_BREAK);
}

/** A news title: segmented on Chinese pages, and on English ones when it is the Chinese original. */
export function titleWithPhraseBreaks(title: string, locale: Locale): string {
  return withPhraseBreaks(title, locale === 'zh' || /\p{Script=Han}/u.test(title) ? 'zh' : 'en');
}

/** A news list item with its title segmented (titleWithPhraseBreaks). */
export const phrasedTitle = <T extends { title: string }>(item: T, locale: Locale): T => ({
  ...item,
  title: titleWithPhraseBreaks(item.title, locale),
});
