import type { Config } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { newsQuerySchema } from '../../src/shared/news.ts';
import { ApiError, ok, parseWith, queryOf, route } from '../lib/http.ts';
import { listNews } from '../lib/news-list.ts';
import { viewPublicNews } from '../lib/news-repository.ts';
import { NEWS_CACHE_TAG } from '../lib/notify.ts';

// The CDN may keep a list for a minute and serve it stale while refreshing;
// admin writes purge the tag. Browsers always revalidate.
const LIST_CACHE = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300',
  'Netlify-Cache-Tag': NEWS_CACHE_TAG,
};

export default route({
  GET: async (req, context) => {
    const id = context.params.id;
    if (id === undefined) {
      const query = parseWith(newsQuerySchema, queryOf(req));
      const { items, total } = await listNews(query, 'public', new Date());
      return ok(items, { meta: { total, limit: query.limit, offset: query.offset }, headers: LIST_CACHE });
    }
    // The detail is never cached by the CDN: every read must reach the
    // function to count the view (the envelope's default is no-store).
    const item = ID_PATTERN.test(id) ? await viewPublicNews(id, new Date()) : null;
    if (!item) throw new ApiError('NOT_FOUND', 'newsNotFound');
    return ok(item);
  },
});

export const config: Config = { path: ['/api/news', '/api/news/:id'] };
