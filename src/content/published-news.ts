// The articles the site was built with (the `news` collection), newest first
// like the API's lists. Empty when no store was reachable at build time.
import { getCollection } from 'astro:content';
import type { NewsItem } from '~/shared/news';

// Read once per build: every page asks for the same list.
let articles: Promise<NewsItem[]> | undefined;

export function publishedNews(): Promise<NewsItem[]> {
  articles ??= getCollection('news').then((entries) =>
    entries
      .map((entry) => entry.data as NewsItem)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id)),
  );
  return articles;
}
