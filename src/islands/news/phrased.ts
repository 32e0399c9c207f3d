// Titles fetched in the browser break only between words too, like those segmented
// at build time (src/components/kit/phrases.ts): the browser's own word segmenter
// marks the boundaries with zero-width spaces, which the CSS of Chinese headings
// (src/styles/theme.css) lets lines break at. No model is sent; English titles are
// left as they are. Not used on the home page, whose JavaScript budget is spent.
const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;

export function phrased(title: string): string {
  if (!words || title.includes('\u200b') || !/\p{Script=Han}/u.test(title)) return title;
  return Array.from(words.segment(title), (part) => part.segment).join('\u200b');
}
