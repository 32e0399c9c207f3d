// The public news API (docs/API.md, 'News'): the lists the islands read and an
// article, each read of which counts a view.
import { ID_PATTERN } from '../../src/shared/api.ts';
import { withRenderedBody } from '../../src/shared/markdown.ts';
import { withTeasers } from '../../src/shared/news-teaser.ts';
import { ApiError, clientAddress } from '../lib/http.ts';
import { visitorOfTheDay } from '../lib/visitor.ts';
import { listNews } from '../../store/news-list.ts';
import { idOfAddress, viewPublicNews } from '../../store/news-repository.ts';
import { NEWS_CACHE_TAG } from '../lib/notify.ts';
import { ok, type Handlers } from '../lib/router.ts';

// The CDN may keep a list for a minute and serve it stale while refreshing;
// admin writes purge the tag. Browsers always revalidate.
const LIST_CACHE = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300',
  'Netlify-Cache-Tag': NEWS_CACHE_TAG,
};

export const newsHandlers = {
  'GET /api/news': async ({ query }) => {
    const { items, total } = await listNews(query, 'public', new Date());
    return ok(items.map(withTeasers), { meta: { total, limit: query.limit, offset: query.offset }, headers: LIST_CACHE });
  },
  // Never cached by the CDN: every read must reach the function to count the view
  // (once per visitor per day).
  // `:id` is an article's address: its slug (current or former) or its id.
  'GET /api/news/:id': async ({ params, context }) => {
    const now = new Date();
    const item = ID_PATTERN.test(params.id)
      ? await viewPublicNews(await idOfAddress(params.id), now, visitorOfTheDay(clientAddress(context), now))
      : null;
    if (!item) throw new ApiError('NOT_FOUND', 'newsNotFound');
    return ok(withRenderedBody(item));
  },
} satisfies Partial<Handlers>;
