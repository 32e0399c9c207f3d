// Chinese headings break only between words or phrases: BudouX's Simplified
// Chinese model splits them at build time (never in the browser), and CSS
// (`.phrases`, src/styles/theme.css) suppresses every other break opportunity.
// A break BudouX proposes stays only if nothing below rules it out:
// - the word segmenter of Node's ICU (Intl.Segmenter) sees no word start there:
//   BudouX alone splits some words (全|国, 一|文读懂);
// - it falls inside a word of the glossary (phrase-glossary.ts): both segmenters
//   split terms they do not know (碳中|和, 能|碳, 可|核查, 每一|度); nor inside
//   a hyphenated word (14064-1);
// - what follows must not begin a line: a particle that belongs to the words
//   before it (的, 了, 吗) or a closing mark (、，。）」).
// Rules only remove breaks, so a heading keeps a break every few characters.
// English keeps its spaces and gets no markup.
import { Parser, zhHansModel } from 'budoux';
import type { Locale } from '~/i18n/locales';
import { PHRASE_GLOSSARY } from './phrase-glossary.ts';

let parser: Parser | undefined;
const words = new Intl.Segmenter('zh', { granularity: 'word' });

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every glossary word where it starts in a text, the longest one where several start at one character. */
const GLOSSARY_WORDS = new RegExp(
  `(?=(${[...PHRASE_GLOSSARY]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|')}))`,
  'gu',
);

/** A hyphen inside a word (zero-carbon, 14064-1). */
const HYPHEN_IN_WORD = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;

/**
 * The positions inside a word that must stay whole: inside a glossary word
 * (after its first character, up to its last), and on either side of a hyphen
 * in a word (14064-1, which Phrases.astro holds on one line only when it lies in
 * one phrase). The longest glossary word wins (能碳精益管理系统 over 能碳), and
 * two that overlap (低碳 and 碳资产 in 低碳资产) both stay whole: one run.
 */
function insideWholeWords(text: string): Set<number> {
  const inside = new Set<number>();
  for (const match of text.matchAll(GLOSSARY_WORDS)) {
    for (let at = match.index + 1; at < match.index + match[1]!.length; at++) inside.add(at);
  }
  for (const hyphen of text.matchAll(HYPHEN_IN_WORD)) inside.add(hyphen.index).add(hyphen.index + 1);
  return inside;
}

/** Particles that end the words before them: a line starting with one reads as a broken sentence. */
const PARTICLES = new Set(['的', '地', '得', '了', '着', '过', '吗', '呢', '吧']);

/** Closing punctuation and signs that belong to the text before them (CLREQ: not at a line start). */
const CLOSING = /^[\p{Pe}\p{Pf}、，。；：！？,.;:!?…％%‰]/u;

/**
 * Whether a phrase must join the one before it: it starts with a particle (a word
 * of its own, so 地方 and 了解 are not particles) or a closing mark.
 */
const cannotStartLine = (phrase: string, firstWord: string) => PARTICLES.has(firstWord) || CLOSING.test(phrase);

/** The text's phrases in reading order; one phrase (the text) in English. */
export function phrasesOf(text: string, locale: Locale): string[] {
  if (locale !== 'zh' || text === '') return [text];
  parser ??= new Parser(zhHansModel);
  const wordAt = new Map(Array.from(words.segment(text), (word) => [word.index, word.segment]));
  const inside = insideWholeWords(text);
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    const word = wordAt.get(at);
    const joins = phrases.length > 0 && (word === undefined || inside.has(at) || cannotStartLine(phrase, word));
    if (joins) phrases[phrases.length - 1] += phrase;
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
  return phrasesOf(text, locale).join(PHRASE_BREAK).replace(HYPHEN_IN_WORD, `-${WORD_JOINER}`);
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
