// Titles fetched in the browser break only between words too, like those segmented
// at build time (src/components/kit/phrases.ts, with a zero-width space between
// phrases, which the CSS of Chinese headings lets lines break at: src/styles/theme.css).
// A title the page was built with keeps the build's phrases (BudouX); a newer one
// is split by the browser's own word segmenter, never before closing or after
// opening punctuation, nor between a number and its unit (2027年). No model is
// sent; English titles are left as they are. Not used on the home page, whose
// JavaScript budget is spent.
const BREAK = '\u200b';
const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;
const built = new Map<string, string>();

/** Keeps the build's phrases of these titles for when the same titles are fetched again. */
export function rememberPhrases(titles: string[]): void {
  for (const title of titles) if (title.includes(BREAK)) built.set(title.replaceAll(BREAK, ''), title);
}

const joined = (before: string, after: string) =>
  /[\p{Ps}\p{Pi}]$/u.test(before) ||
  /^[\p{Pe}\p{Pf}\p{Po}]/u.test(after) ||
  (/\d$/.test(before) && /^\p{Script=Han}/u.test(after));

export function phrased(title: string): string {
  if (title.includes(BREAK) || !/\p{Script=Han}/u.test(title)) return title;
  const known = built.get(title);
  if (known || !words) return known ?? title;
  return Array.from(words.segment(title), (part) => part.segment).reduce(
    (text, part) => text + (joined(text, part) ? '' : BREAK) + part,
  );
}
