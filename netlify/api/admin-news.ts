// Articles in the admin (docs/API.md, 'News'): list with statistics, create,
// read, replace, delete. Every write purges the public lists from the CDN; a
// write visitors can see (the article public before or after it) asks for a
// rebuild, which collapses into one already pending (netlify/lib/rebuild.ts).
import type { Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import type { NewsItem } from '../../src/shared/news.ts';
import { type AdminNewsItem, isPublicAt, siteStateOf } from '../../src/shared/site-publishing.ts';
import { ApiError, fieldError } from '../lib/http.ts';
import { listNews } from '../../store/news-list.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listRevisions,
  NewsChangedError,
  SlugTakenError,
  newsStatistics,
  restoreRevision,
  updateNews,
} from '../../store/news-repository.ts';
import { purgeNewsCache } from '../lib/notify.ts';
import { rebuildAfterWrite, rebuildsRequested, siteUpdatedAt } from '../lib/rebuild.ts';
import { done, ok, type Handlers } from '../lib/router.ts';
import { recordSecurity } from '../lib/security-log.ts';

type Visible = Pick<NewsItem, 'status' | 'publishedAt'> | null;

/** After a write: the CDN purge always; a rebuild only when visitors saw the article before or see it now. */
async function written(context: Context, now: Date, before: Visible, after: Visible): Promise<void> {
  const seen = (item: Visible) => item !== null && isPublicAt(item, now.getTime());
  if (seen(before) || seen(after)) context.waitUntil(rebuildAfterWrite(now.getTime()));
  await purgeNewsCache();
}

/**
 * The articles with their site state, read against one siteUpdatedAt. Where no
 * hook requests builds and no deploy was ever recorded (a local server), nothing
 * can say whether the site shows an article: `untracked`, not 'updating' forever.
 */
async function withSiteState<T extends NewsItem>(items: T[], now: Date): Promise<Array<T & AdminNewsItem>> {
  const since = await siteUpdatedAt();
  const tracked = since !== null || rebuildsRequested();
  return items.map((item) => {
    const state = siteStateOf(item, now.getTime(), since);
    return { ...item, siteState: state === 'updating' && !tracked ? 'untracked' : state };
  });
}

/** The typed slug belongs to another article: a field error, so the form shows it beside the field. */
function refusal(error: unknown): unknown {
  if (error instanceof NewsChangedError) return changedBy(error);
  if (error instanceof SlugTakenError) return fieldError('slug', 'slugTaken');
  return error;
}

function notFound(): never {
  throw new ApiError('NOT_FOUND', 'newsNotFound');
}

/** 409 newsChanged: who saved the newer version and when (Asia/Shanghai, as the admin shows times). */
function changedBy(error: NewsChangedError): ApiError {
  const { updatedAt, updatedBy, author } = error.current;
  const time = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(updatedAt),
  );
  return new ApiError('CONFLICT', 'newsChanged', undefined, undefined, { name: updatedBy ?? author, time });
}

export const adminNewsHandlers = {
  'GET /api/admin/news': async ({ query }) => {
    const now = new Date();
    const [{ items, total }, statistics] = await Promise.all([listNews(query, 'admin', now), newsStatistics(now)]);
    const withState = await withSiteState(items, now);
    return ok({ items: withState, statistics }, { meta: { total, limit: query.limit, offset: query.offset } });
  },
  'POST /api/admin/news': async ({ input, session, context }) => {
    const now = new Date();
    const item = await createNews(input, { author: session.account.name, now }).catch((error: unknown) => {
      throw refusal(error);
    });
    await written(context, now, null, item);
    const [answer] = await withSiteState([item], now);
    return ok(answer!, { status: 201 });
  },
  'GET /api/admin/news/:id': async ({ params }) => {
    const found = ID_PATTERN.test(params.id) ? await getNews(params.id) : null;
    if (!found) notFound();
    const [answer] = await withSiteState([found], new Date());
    return ok(answer!);
  },
  'PUT /api/admin/news/:id': async ({ params, input, session, context }) => {
    const now = new Date();
    const update = () =>
      updateNews(params.id, input, { author: session.account.name, now }).catch((error: unknown) => {
        throw refusal(error);
      });
    const updated = ID_PATTERN.test(params.id) ? await update() : null;
    if (!updated) notFound();
    await written(context, now, updated.previous, updated.item);
    const [answer] = await withSiteState([updated.item], now);
    return ok(answer!);
  },
  'GET /api/admin/news/:id/revisions': async ({ params }) => {
    const revisions = ID_PATTERN.test(params.id) ? await listRevisions(params.id) : null;
    if (!revisions) notFound();
    return ok(revisions);
  },
  'POST /api/admin/news/:id/revisions/:revisionId/restore': async ({ params, session, context }) => {
    const now = new Date();
    const restored = ID_PATTERN.test(params.id)
      ? await restoreRevision(params.id, params.revisionId, { author: session.account.name, now })
      : 'article';
    if (restored === 'article') notFound();
    if (restored === 'revision') throw new ApiError('NOT_FOUND', 'revisionNotFound');
    await written(context, now, restored.previous, restored.item);
    const [answer] = await withSiteState([restored.item], now);
    return ok(answer!);
  },
  'DELETE /api/admin/news/:id': async ({ params, session, context }) => {
    const now = new Date();
    const deleted = ID_PATTERN.test(params.id) ? await deleteNews(params.id) : null;
    if (!deleted) notFound();
    const { username } = session.account;
    await recordSecurity(context, { kind: 'articleDeleted', subject: username, actor: username, detail: params.id });
    await written(context, now, deleted, null);
    return done();
  },
} satisfies Partial<Handlers>;
