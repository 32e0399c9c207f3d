// The news feeds (/rss.xml, /en/rss.xml): the newest articles of a language's
// lists, each with title, summary, link, date and category in that language.
import type { RSSFeedItem } from '@astrojs/rss';
import type { Locale } from '~/i18n/locales';
import type { NewsItem } from '~/shared/news';
import { descriptionOf } from '~/shared/news-teaser';
import { addressOf, articlePath } from '~/shared/news-view';
import { NEWS_CATEGORY_INFO, NEWS_OTHER_LABEL } from './news-categories.ts';

/** Readers poll a feed for what is new: fifty articles cover months of publishing. */
export const NEWS_FEED_SIZE = 50;

// A feed reader shows more of the summary than a list card does.
const SUMMARY_CHARS = 200;

/** `articles`: newest first, already the language's list (listedNews). */
export function feedItems(articles: readonly NewsItem[], locale: Locale): RSSFeedItem[] {
  return articles.slice(0, NEWS_FEED_SIZE).map((article) => {
    const title = (locale === 'en' && article.titleEn) || article.title;
    return {
      title,
      description: descriptionOf(article, locale, SUMMARY_CHARS),
      link: articlePath(addressOf(article), locale),
      pubDate: new Date(article.publishedAt),
      categories: [NEWS_CATEGORY_INFO[article.category]?.label[locale] ?? NEWS_OTHER_LABEL[locale]],
    };
  });
}
