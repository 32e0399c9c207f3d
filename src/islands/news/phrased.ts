// Titles fetched in the browser break only between words too, like those segmented
// at build time (src/components/kit/phrases.ts, with a zero-width space between
// phrases, which the CSS of Chinese headings lets lines break at: src/styles/theme.css).
// A title the page was built with keeps the build's phrases (BudouX); a newer one
// is split by the browser's own word segmenter, never before closing or after
// opening punctuation, nor around a hyphen, nor between a number and its unit
// (2027年). No model is sent. In every language a hyphenated word (zero-carbon,
// 14064-1) gets a word joiner after its hyphen, as the build's titles do. Not used
// on the home page, whose list keeps the build's phrases.
const BREAK = '\u200b';
const JOINER = '\u2060';
const HYPHEN_IN_WORD = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;
const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;
const built = new Map<string, string>();

/** Keeps the build's phrases of these titles for when the same titles are fetched again. */
export function rememberPhrases(titles: string[]): void {
  for (const title of titles) if (title.includes(BREAK)) built.set(title.replaceAll(BREAK, '').replaceAll(JOINER, ''), title);
}

const holdHyphens = (title: string) => title.replace(HYPHEN_IN_WORD, `-${JOINER}`);

const joined = (before: string, after: string) =>
  /[\p{Ps}\p{Pi}-]$/u.test(before) ||
  after.startsWith('-') ||
  /^[\p{Pe}\p{Pf}\p{Po}]/u.test(after) ||
  (/\d$/.test(before) && /^\p{Script=Han}/u.test(after));

export function phrased(title: string): string {
  if (title.includes(BREAK)) return title;
  const known = built.get(title);
  if (known) return known;
  if (!words || !/\p{Script=Han}/u.test(title)) return holdHyphens(title);
  return holdHyphens(
    Array.from(words.segment(title), (part) => part.segment).reduce(
      (text, part) => text + (joined(text, part) ? '' : BREAK) + part,
    ),
  );
}
