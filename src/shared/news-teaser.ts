// Teasers of articles, made where Markdown may be read (the API, the build):
// the summary when there is one, else the body's first characters without its
// Markdown marks. The list islands receive them ready (news-view.ts).
import { NEWS_LIST } from '~/config/news';
import type { Locale } from '~/i18n/locales';
import type { ListedNews, NewsItem } from './news.ts';

export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

// Markdown's marks: images, link targets, block markers, table rules, emphasis and cell bars.
const MARKUP = /!\[[^\]]*\]\([^)]*\)|\]\([^)]*\)|^ *(?:#+|>|[-+]|\d+[.)]) |^[ |:-]+$|[*`[|]/gm;

/** The text of a Markdown (or plain-text) body without its marks. */
export const plainText = (markdown: string) => markdown.replace(MARKUP, '');

// A line break after Chinese text needs no space when the lines are joined.
const CJK_END = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$/;

// A letter or digit of a script that separates its words with spaces (English), not Chinese.
const SPACED_WORD_CHAR = /^(?![\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])[\p{L}\p{N}]$/u;

/**
 * The first characters of a text on one line; an ellipsis when it was cut. Chinese
 * is cut anywhere; English at the end of its last whole word (never "has p…").
 */
export function teaser(text: string, length: number = NEWS_LIST.teaserChars): string {
  const line = paragraphs(plainText(text)).reduce(
    (joined, next) => (joined && !CJK_END.test(joined) ? `${joined} ${next}` : joined + next),
    '',
  );
  const chars = Array.from(line.replace(/\s+/g, ' '));
  if (chars.length <= length) return chars.join('');
  let cut = chars.slice(0, length).join('');
  if (SPACED_WORD_CHAR.test(chars[length - 1]!) && SPACED_WORD_CHAR.test(chars[length]!)) {
    const space = cut.lastIndexOf(' ');
    // A word longer than a third of the teaser (a URL) is cut where it is.
    if (space > (length * 2) / 3) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s,;:–-]+$/u, '')}…`;
}

/** The description of an article in a language: its summary, else the start of its body. */
export function descriptionOf(
  item: Pick<NewsItem, 'content' | 'contentEn' | 'summary' | 'summaryEn'>,
  locale: Locale,
  length?: number,
): string {
  if (locale === 'en' && item.contentEn) return item.summaryEn || teaser(item.contentEn, length);
  return item.summary || teaser(item.content, length);
}

/** An article with the teasers its lists show. */
export function withTeasers<T extends Pick<NewsItem, 'content' | 'contentEn' | 'summary' | 'summaryEn'>>(
  item: T,
): T & Pick<ListedNews, 'teaser' | 'teaserEn'> {
  return { ...item, teaser: descriptionOf(item, 'zh'), ...(item.contentEn ? { teaserEn: descriptionOf(item, 'en') } : {}) };
}
