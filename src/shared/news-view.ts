// How an article is shown in one language: the fields a page or an island needs,
// already in the page's language (islands get nothing else). Safe in islands:
// no validation library, only types from news.ts.
import { NEWS_TIME_ZONE } from '~/config/news';
import { type Locale, localizePath } from '~/i18n/locales';
import type { ListedNews, NewsItem, PublicNewsArticle } from './news.ts';

/** The API's article, or the build-time copy of it. */
export type NewsSource = Pick<
  NewsItem,
  'id' | 'title' | 'content' | 'category' | 'publishedAt' | 'featured' | 'titleEn' | 'contentEn'
> &
  Partial<Pick<NewsItem, 'author' | 'authorEn' | 'imageUrl' | 'views'>> &
  Partial<Pick<PublicNewsArticle, 'contentHtml' | 'contentEnHtml'>> &
  Partial<Pick<NewsItem, 'slug' | 'summary' | 'summaryEn'>>;

/** An article of a list: teasers made on the server (news-teaser.ts), so islands carry no Markdown code. */
export type ListSource = NewsSource & Pick<ListedNews, 'teaser' | 'teaserEn'>;

/** An item of a news list. `original`: shown in Chinese on an English page. */
export interface NewsListItem {
  id: string;
  /** Where it lives: the slug, or the id of an article from before slugs. */
  address: string;
  title: string;
  teaser: string;
  category: string;
  publishedAt: string;
  featured: boolean;
  original: boolean;
}

export interface ArticleView {
  id: string;
  address: string;
  title: string;
  /** The body rendered by src/shared/markdown.ts (raw HTML off): safe to insert. */
  html: string;
  /** The title and the body are the Chinese original (English page without a translation). */
  titleOriginal: boolean;
  bodyOriginal: boolean;
  category: string;
  publishedAt: string;
  /** Who wrote it, in the page's language ('' = none to show). */
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
    titleOriginal: locale === 'en' && !title,
    bodyOriginal: locale === 'en' && !content,
  };
}

const HAN = /\p{Script=Han}/u;

/** The author in the page's language: an English page never names a Chinese author, it leaves the line out. */
function authorIn(item: NewsSource, locale: Locale): string {
  const author = item.author?.trim() ?? '';
  if (locale === 'zh') return author;
  return item.authorEn?.trim() || (HAN.test(author) ? '' : author);
}

/** Where an article lives: its slug, or the id of an article from before slugs. */
export const addressOf = (item: Pick<NewsItem, 'id' | 'slug'>) => item.slug || item.id;

export function toListItem(item: ListSource, locale: Locale): NewsListItem {
  const { title, titleOriginal, bodyOriginal } = texts(item, locale);
  return {
    id: item.id,
    address: addressOf(item),
    title,
    teaser: (locale === 'en' && !bodyOriginal && item.teaserEn) || item.teaser,
    category: item.category,
    publishedAt: item.publishedAt,
    featured: item.featured,
    original: titleOriginal || bodyOriginal,
  };
}

export function toArticleView(item: NewsSource, locale: Locale): ArticleView {
  const { title, titleOriginal, bodyOriginal } = texts(item, locale);
  return {
    id: item.id,
    address: addressOf(item),
    title,
    html: (locale === 'en' && !bodyOriginal && item.contentEnHtml) || item.contentHtml || '',
    titleOriginal,
    bodyOriginal,
    category: item.category,
    publishedAt: item.publishedAt,
    author: authorIn(item, locale),
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

/**
 * The date block of a list item, a large `lead` over a small `rest`: "03/01" over "2025" on
 * Chinese pages, "1" over "Mar 2025" on English ones (day first, like every English date of the
 * site; a day and a month abbreviation side by side would not fit the block's width).
 */
export function dateParts(iso: string, locale: Locale): { lead: string; rest: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NEWS_TIME_ZONE,
    year: 'numeric',
    month: locale === 'zh' ? '2-digit' : 'short',
    day: locale === 'zh' ? '2-digit' : 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return locale === 'zh'
    ? { lead: `${part('month')}/${part('day')}`, rest: part('year') }
    : { lead: part('day'), rest: `${part('month')} ${part('year')}` };
}

/** Where an article lives in a language: `address` is its slug, or its id (addressOf). */
export function articlePath(address: string, locale: Locale): string {
  // A slug or an id has no dot, so localizePath gives it its canonical trailing slash.
  return localizePath(`/news-detail/${encodeURIComponent(address)}`, locale);
}
