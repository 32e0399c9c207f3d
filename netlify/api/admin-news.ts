// Articles in the admin (docs/API.md, 'News'): list with statistics, create,
// read, replace, delete. Every write purges the public lists from the CDN and
// may ask Netlify to rebuild the static pages.
import type { Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { ApiError } from '../lib/http.ts';
import { listNews } from '../../store/news-list.ts';
import { createNews, deleteNews, getNews, newsStatistics, updateNews } from '../../store/news-repository.ts';
import { purgeNewsCache, triggerRebuild } from '../lib/notify.ts';
import { done, ok, type Handlers } from '../lib/router.ts';

async function published(context: Context): Promise<void> {
  context.waitUntil(triggerRebuild());
  await purgeNewsCache();
}

function notFound(): never {
  throw new ApiError('NOT_FOUND', 'newsNotFound');
}

export const adminNewsHandlers = {
  'GET /api/admin/news': async ({ query }) => {
    const now = new Date();
    const [{ items, total }, statistics] = await Promise.all([listNews(query, 'admin', now), newsStatistics(now)]);
    return ok({ items, statistics }, { meta: { total, limit: query.limit, offset: query.offset } });
  },
  'POST /api/admin/news': async ({ input, session, context }) => {
    const item = await createNews(input, { author: session.admin.name });
    await published(context);
    return ok(item, { status: 201 });
  },
  'GET /api/admin/news/:id': async ({ params }) => {
    const found = ID_PATTERN.test(params.id) ? await getNews(params.id) : null;
    return found ? ok(found) : notFound();
  },
  'PUT /api/admin/news/:id': async ({ params, input, session, context }) => {
    const updated = ID_PATTERN.test(params.id) ? await updateNews(params.id, input, { author: session.admin.name }) : null;
    if (!updated) notFound();
    await published(context);
    return ok(updated);
  },
  'DELETE /api/admin/news/:id': async ({ params, context }) => {
    if (!ID_PATTERN.test(params.id) || !(await deleteNews(params.id))) notFound();
    await published(context);
    return done();
  },
} satisfies Partial<Handlers>;
