// The articles the site was built with (the `news` collection), newest first
// like the API's lists. Empty when no store was reachable at build time.
import { getCollection } from 'astro:content';
import type { Locale } from '~/i18n/locales';
import { hasEnglishText, type ListedNews } from '~/shared/news';
import { withTeasers } from '~/shared/news-teaser';

// Read once per build: every page asks for the same list.
let articles: Promise<ListedNews[]> | undefined;

export function publishedNews(): Promise<ListedNews[]> {
  articles ??= getCollection('news').then((entries) =>
    entries
      .map((entry) => withTeasers(entry.data as ListedNews))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id)),
  );
  return articles;
}

/** The articles a list in `locale` shows, as `GET /api/news?lang=` answers: English lists only translated ones. */
export async function listedNews(locale: Locale): Promise<ListedNews[]> {
  const all = await publishedNews();
  return locale === 'en' ? all.filter(hasEnglishText) : all;
}
