// The news lists. Without a search and with at most one of category/featured,
// a page is ZCOUNT + ZRANGE BYSCORE REV LIMIT on one sorted set: its cost does
// not grow with the archive. Other combinations read the ids of the range and
// filter them by index membership; only a search (`q`) reads the articles.
// `lang=en` is one more set (news:public:en): alone it is the set ranged, with
// a category or featured it is one more membership check.
import type { Redis } from '@upstash/redis';
import type { AdminNewsQuery, NewsItem, NewsQuery } from '../src/shared/news.ts';
import { INDEX } from './news-keys.ts';
import { loadNews } from './news-repository.ts';
import { withStore } from './store.ts';

type Bound = number | `(${number}` | '-inf' | '+inf';

export interface ListPlan {
  index: string;
  min: Bound;
  max: Bound;
  /** Other indexes an article must also be in. */
  alsoIn: string[];
}

/** Which sorted set and score range answer a query; `now` hides scheduled articles. */
export function planNewsList(
  query: AdminNewsQuery & Partial<Pick<NewsQuery, 'lang'>>,
  audience: 'public' | 'admin',
  now: Date,
): ListPlan {
  const { category, featured } = query;
  const status = audience === 'public' ? 'published' : query.status;
  if (status === 'draft') {
    const alsoIn = [...(category ? [INDEX.category(category)] : []), ...(featured ? [INDEX.featured] : [])];
    return { index: INDEX.drafts, min: '-inf', max: '+inf', alsoIn };
  }
  const sets =
    status === undefined
      ? { all: INDEX.all, featured: INDEX.featured, category: INDEX.category }
      : { all: INDEX.public, featured: INDEX.publicFeatured, category: INDEX.publicCategory };
  const range: Pick<ListPlan, 'min' | 'max'> =
    status === 'published'
      ? { min: '-inf', max: now.getTime() }
      : status === 'scheduled'
        ? { min: `(${now.getTime()}`, max: '+inf' }
        : { min: '-inf', max: '+inf' };
  // Only the public lists have a language: the admin sees every article.
  const english = audience === 'public' && query.lang === 'en' ? [INDEX.publicEn] : [];
  if (category) return { index: sets.category(category), ...range, alsoIn: [...(featured ? [sets.featured] : []), ...english] };
  if (featured) return { index: sets.featured, ...range, alsoIn: english };
  const [en] = english;
  return { index: en ?? sets.all, ...range, alsoIn: [] };
}

export async function listNews(
  query: NewsQuery | AdminNewsQuery,
  audience: 'public' | 'admin',
  now: Date,
): Promise<{ items: NewsItem[]; total: number }> {
  const plan = planNewsList(query, audience, now);
  const { limit, offset, q } = query;
  return withStore(async (redis) => {
    if (plan.alsoIn.length === 0 && !q) {
      const [total, ids] = await Promise.all([
        redis.zcount(plan.index, plan.min, plan.max),
        redis.zrange<string[]>(plan.index, plan.max, plan.min, { byScore: true, rev: true, offset, count: limit }),
      ]);
      return { items: await loadNews(redis, ids), total };
    }
    const ids = await filteredIds(redis, plan, q);
    return { items: await loadNews(redis, ids.slice(offset, offset + limit)), total: ids.length };
  });
}

async function filteredIds(redis: Redis, plan: ListPlan, q: string | undefined): Promise<string[]> {
  let ids = await redis.zrange<string[]>(plan.index, plan.max, plan.min, { byScore: true, rev: true });
  for (const index of plan.alsoIn) {
    if (ids.length === 0) break;
    const scores = await redis.zmscore(index, ids);
    ids = ids.filter((_, i) => scores?.[i] != null);
  }
  if (!q || ids.length === 0) return ids;
  const needle = q.toLowerCase();
  const matches: string[] = [];
  for (let start = 0; start < ids.length; start += SCAN_BATCH) {
    for (const item of await loadNews(redis, ids.slice(start, start + SCAN_BATCH))) {
      if (matchesSearch(item, needle)) matches.push(item.id);
    }
  }
  return matches;
}

const SCAN_BATCH = 200;

export function matchesSearch(item: NewsItem, needle: string): boolean {
  return [item.title, item.content, item.titleEn ?? '', item.contentEn ?? ''].some((text) => text.toLowerCase().includes(needle));
}
