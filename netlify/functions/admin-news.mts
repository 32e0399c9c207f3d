import type { Config, Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { adminNewsQuerySchema, newsInputSchema } from '../../src/shared/news.ts';
import { authorize } from '../lib/auth.ts';
import { ApiError, done, ok, parseWith, queryOf, readJson, route } from '../lib/http.ts';
import { listNews } from '../lib/news-list.ts';
import { createNews, deleteNews, getNews, newsStatistics, updateNews } from '../lib/news-repository.ts';
import { purgeNewsCache, triggerRebuild } from '../lib/notify.ts';

const MAX_BODY = 256 * 1024;

/** After a write: public lists must not stay stale in the CDN, and the static pages may rebuild. */
async function published(context: Context): Promise<void> {
  context.waitUntil(triggerRebuild());
  await purgeNewsCache();
}

function notFound(): never {
  throw new ApiError('NOT_FOUND', 'newsNotFound');
}

const collection = route({
  GET: async (req) => {
    await authorize(req, 'editor');
    const query = parseWith(adminNewsQuerySchema, queryOf(req));
    const now = new Date();
    const [{ items, total }, statistics] = await Promise.all([listNews(query, 'admin', now), newsStatistics(now)]);
    return ok({ items, statistics }, { meta: { total, limit: query.limit, offset: query.offset } });
  },
  POST: async (req, context) => {
    const { admin } = await authorize(req, 'editor');
    const input = parseWith(newsInputSchema, await readJson(req, { maxBytes: MAX_BODY }));
    const item = await createNews(input, { author: admin.name });
    await published(context);
    return ok(item, { status: 201 });
  },
});

const item = route({
  GET: async (req, context) => {
    await authorize(req, 'editor');
    const id = context.params.id!;
    const found = ID_PATTERN.test(id) ? await getNews(id) : null;
    return found ? ok(found) : notFound();
  },
  PUT: async (req, context) => {
    const { admin } = await authorize(req, 'editor');
    const input = parseWith(newsInputSchema, await readJson(req, { maxBytes: MAX_BODY }));
    const id = context.params.id!;
    const updated = ID_PATTERN.test(id) ? await updateNews(id, input, { author: admin.name }) : null;
    if (!updated) notFound();
    await published(context);
    return ok(updated);
  },
  DELETE: async (req, context) => {
    await authorize(req, 'editor');
    const id = context.params.id!;
    if (!ID_PATTERN.test(id) || !(await deleteNews(id))) notFound();
    await published(context);
    return done();
  },
});

export default (req: Request, context: Context) => (context.params.id === undefined ? collection : item)(req, context);

export const config: Config = { path: ['/api/admin/news', '/api/admin/news/:id'] };
