// Chinese headings break only between words or phrases: BudouX's Simplified
// Chinese model splits them at build time (never in the browser), and CSS
// (`.phrases`, src/styles/theme.css) suppresses every other break opportunity.
// BudouX alone splits some words (全|国, 一|文读懂, 核算模|块), so a break stays
// only where the word segmenter of Node's ICU (Intl.Segmenter) sees a word start too.
// English keeps its spaces and gets no markup.
import { Parser, zhHansModel } from 'budoux';
import type { Locale } from '~/i18n/locales';

let parser: Parser | undefined;
const words = new Intl.Segmenter('zh', { granularity: 'word' });

/** The text's phrases in reading order; one phrase (the text) in English. */
export function phrasesOf(text: string, locale: Locale): string[] {
  if (locale !== 'zh' || text === '') return [text];
  parser ??= new Parser(zhHansModel);
  const wordStarts = new Set(Array.from(words.segment(text), (word) => word.index));
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    if (phrases.length > 0 && !wordStarts.has(at)) phrases[phrases.length - 1] += phrase;
    else phrases.push(phrase);
    at += phrase.length;
  }
  return phrases;
}

/** A word joined by hyphens (zero-carbon, energy-carbon, 14064-1). */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * The text in runs, each hyphenated word a run marked `whole`: a heading keeps such
 * a word on one line (a browser would break after its hyphen: "zero-|carbon").
 */
export function hyphenatedRuns(text: string): { text: string; whole: boolean }[] {
  const runs: { text: string; whole: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(HYPHENATED)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), whole: false });
  return runs;
}

/** Marks a phrase boundary inside text handed to an island (which renders text, never HTML). */
export const PHRASE_BREAK = '\u200b';

/** Holds a hyphenated word together in text handed to an island: a word joiner after its hyphens. */
const WORD_JOINER = '\u2060';

/**
 * The text with a zero-width space between phrases, and a word joiner after each
 * hyphen inside a word (zero-carbon), for titles an island renders: it costs the
 * island no code (unlike spans or <wbr>), and screen readers skip both.
 */
export function withPhraseBreaks(text: string, locale: Locale): string {
  return phrasesOf(text, locale)
    .join(PHRASE_BREAK)
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, `-${WORD_JOINER}`);
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
