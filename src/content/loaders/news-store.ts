// The `news` collection: the published articles in the store when the site is
// built, so their pages are pre-rendered with their full text. With no store
// configured, or none answering, it yields no articles and the build goes on:
// the article shell page then loads every article in the browser.
import type { Loader } from 'astro/loaders';
import { newsItemSchema, NEWS_PAGE_MAX } from '~/shared/news';

export function newsStoreLoader(): Loader {
  return {
    name: 'news-store',
    schema: newsItemSchema,
    load: async ({ store, logger, parseData }) => {
      store.clear();
      if (!process.env.UPSTASH_REDIS_REST_URL || !process.env.UPSTASH_REDIS_REST_TOKEN) {
        logger.info('no store configured (UPSTASH_REDIS_REST_URL): no article is pre-rendered');
        return;
      }
      try {
        // Imported here: the store module reads its configuration when loaded.
        const { listNews } = await import('../../../store/news-list.ts');
        const now = new Date();
        for (let offset = 0, total = 1; offset < total; offset += NEWS_PAGE_MAX) {
          const page = await listNews(
            { category: undefined, q: undefined, featured: false, limit: NEWS_PAGE_MAX, offset, lang: 'zh' },
            'public',
            now,
          );
          total = page.total;
          for (const item of page.items) {
            store.set({ id: item.id, data: await parseData({ id: item.id, data: item }) });
          }
        }
        logger.info(`${store.keys().length} published articles will be pre-rendered`);
      } catch (error) {
        store.clear();
        logger.warn(`the store did not answer (${(error as Error).message}): no article is pre-rendered`);
      }
    },
  };
}
