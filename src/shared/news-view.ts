// How an article is shown in one language: the fields a page or an island needs,
// already in the page's language (islands get nothing else). Safe in islands:
// no validation library, only types from news.ts.
import { NEWS_LIST, NEWS_TIME_ZONE } from '~/config/news';
import type { Locale } from '~/i18n/locales';
import type { NewsItem, PublicNewsArticle } from './news.ts';

/** The API's article, or the build-time copy of it. */
export type NewsSource = Pick<
  NewsItem,
  'id' | 'title' | 'content' | 'category' | 'publishedAt' | 'featured' | 'titleEn' | 'contentEn'
> &
  Partial<Pick<NewsItem, 'author' | 'imageUrl' | 'views'>> &
  Partial<Pick<PublicNewsArticle, 'contentHtml' | 'contentEnHtml'>>;

/** An item of a news list. `original`: shown in Chinese on an English page. */
export interface NewsListItem {
  id: string;
  title: string;
  teaser: string;
  category: string;
  publishedAt: string;
  featured: boolean;
  original: boolean;
}

export interface ArticleView {
  id: string;
  title: string;
  /** The body rendered by src/shared/markdown.ts (raw HTML off): safe to insert. */
  html: string;
  /** The body's first characters as text (the description). */
  teaser: string;
  /** The title and the body are the Chinese original (English page without a translation). */
  titleOriginal: boolean;
  bodyOriginal: boolean;
  category: string;
  publishedAt: string;
  author: string;
  imageUrl?: string;
  views: number;
}

/** The article's title and body in the page's language, falling back to the Chinese original. */
function texts(item: NewsSource, locale: Locale) {
  const title = locale === 'en' ? item.titleEn : undefined;
  const content = locale === 'en' ? item.contentEn : undefined;
  return {
    title: title || item.title,
    content: content || item.content,
    html: (content ? item.contentEnHtml : item.contentHtml) ?? '',
    titleOriginal: locale === 'en' && !title,
    bodyOriginal: locale === 'en' && !content,
  };
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

// Markdown's marks, left out of teasers (one pattern: this runs in the list islands):
// images, link targets, block markers, table rules, emphasis and cell bars.
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

export function toListItem(item: NewsSource, locale: Locale): NewsListItem {
  const { title, content, titleOriginal, bodyOriginal } = texts(item, locale);
  return {
    id: item.id,
    title,
    teaser: teaser(content),
    category: item.category,
    publishedAt: item.publishedAt,
    featured: item.featured,
    original: titleOriginal || bodyOriginal,
  };
}

export function toArticleView(item: NewsSource, locale: Locale): ArticleView {
  const { title, content, html, titleOriginal, bodyOriginal } = texts(item, locale);
  return {
    id: item.id,
    title,
    html,
    teaser: teaser(content, 150),
    titleOriginal,
    bodyOriginal,
    category: item.category,
    publishedAt: item.publishedAt,
    author: item.author ?? '',
    ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    views: item.views ?? 0,
  };
}

/** 2025年3月1日 on Chinese pages, 1 March 2025 on English ones. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: NEWS_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The date block of a list item: "03/01" and "2025". */
export function dateParts(iso: string): { monthDay: string; year: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEWS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { monthDay: `${part('month')}/${part('day')}`, year: part('year') };
}

/** Where an article lives in a language. */
export function articlePath(id: string, locale: Locale): string {
  const path = `/news-detail/${encodeURIComponent(id)}`;
  return locale === 'en' ? `/en${path}` : path;
}
