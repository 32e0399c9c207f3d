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

/** The first characters of a text on one line; an ellipsis when it was cut. */
export function teaser(text: string, length: number = NEWS_LIST.teaserChars): string {
  const line = paragraphs(plainText(text)).reduce(
    (joined, next) => (joined && !CJK_END.test(joined) ? `${joined} ${next}` : joined + next),
    '',
  );
  const chars = Array.from(line.replace(/\s+/g, ' '));
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
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
