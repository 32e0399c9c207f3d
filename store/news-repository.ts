// Articles: one JSON record per article plus the sorted sets of news-keys.ts,
// always written together in one atomic step.
import { randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { NEWS_CATEGORIES } from '../src/shared/constants.ts';
import { newsItemSchema, type NewsInput, type NewsItem, type NewsStatistics } from '../src/shared/news.ts';
import { ALL_INDEXES, INDEX, indexEntries, newsKey, seenKey, viewsKey } from './news-keys.ts';
import { withStore } from './store.ts';
import { shanghaiMonth } from './time.ts';

const storedNewsSchema = newsItemSchema.omit({ views: true });
type StoredNews = Omit<NewsItem, 'views'>;

export const newId = () => randomBytes(9).toString('base64url');

function parseStored(raw: string): StoredNews {
  return storedNewsSchema.parse(JSON.parse(raw));
}

export function isPublic(item: StoredNews, now: Date): boolean {
  return item.status === 'published' && Date.parse(item.publishedAt) <= now.getTime();
}

function buildRecord(input: NewsInput, base: { id: string; createdAt: string; updatedAt: string; author: string }): StoredNews {
  return {
    id: base.id,
    title: input.title,
    content: input.content,
    category: input.category,
    author: input.author || base.author,
    imageUrl: input.imageUrl,
    featured: input.featured,
    status: input.status,
    publishedAt: input.publishedAt ?? base.createdAt,
    titleEn: input.titleEn || undefined,
    contentEn: input.contentEn || undefined,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
  };
}

// One script for record and index entries: an update (ARGV[1] = "update")
// writes only if the article still exists, so a PUT racing a DELETE never
// re-creates it. ARGV[2] is the id, ARGV[3] the record, and ARGV[i + 2] the
// score in the index KEYS[i], or "" where the article does not belong.
const WRITE_SCRIPT = `
if ARGV[1] == 'update' and redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[3])
for i = 2, #KEYS do
  if ARGV[i + 2] == '' then redis.call('ZREM', KEYS[i], ARGV[2])
  else redis.call('ZADD', KEYS[i], ARGV[i + 2], ARGV[2]) end
end
return 1`;

/** Writes the record and its index entries; for an update, only if it still exists (else false). */
async function write(item: StoredNews, mode: 'create' | 'update'): Promise<boolean> {
  const scores = new Map(indexEntries(item).map(({ index, score }) => [index, String(score)]));
  const args = [mode, item.id, JSON.stringify(item), ...ALL_INDEXES.map((index) => scores.get(index) ?? '')];
  const written = await withStore((redis) =>
    redis.eval<string[], number>(WRITE_SCRIPT, [newsKey(item.id), ...ALL_INDEXES], args),
  );
  return written === 1;
}

// Index entries recomputed from a record, only if the record is still the one
// read (KEYS[1] = ARGV[1]): a write meanwhile has indexed it already. ARGV[2]
// is the id, ARGV[i + 1] the score in the index KEYS[i] or "".
const REINDEX_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
for i = 2, #KEYS do
  if ARGV[i + 1] == '' then redis.call('ZREM', KEYS[i], ARGV[2])
  else redis.call('ZADD', KEYS[i], ARGV[i + 1], ARGV[2]) end
end
return 1`;

/**
 * Recomputes every article's index entries from its record: needed once after
 * an index is added (news:public:en), since only writes maintain the indexes.
 * Returns how many articles were reindexed.
 */
export async function reindexNews(): Promise<number> {
  const ids = await withStore((redis) => redis.zrange<string[]>(INDEX.all, 0, -1));
  let count = 0;
  for (const id of ids) {
    const raw = await withStore((redis) => redis.get<string>(newsKey(id)));
    if (raw === null) continue;
    const scores = new Map(indexEntries(parseStored(raw)).map(({ index, score }) => [index, String(score)]));
    const args = [raw, id, ...ALL_INDEXES.map((index) => scores.get(index) ?? '')];
    const done = await withStore((redis) => redis.eval<string[], number>(REINDEX_SCRIPT, [newsKey(id), ...ALL_INDEXES], args));
    count += done;
  }
  return count;
}

export async function getNewsRecord(id: string): Promise<StoredNews | null> {
  const raw = await withStore((redis) => redis.get<string>(newsKey(id)));
  return raw === null ? null : parseStored(raw);
}

/** An article with its view count, as admins read it (views not counted). */
export async function getNews(id: string): Promise<NewsItem | null> {
  const [raw, views] = await withStore((redis) => Promise.all([redis.get<string>(newsKey(id)), redis.get<string>(viewsKey(id))]));
  return raw === null ? null : { ...parseStored(raw), views: Number(views ?? 0) };
}

/** Whether visitors may read the article now: published, with a date that has come (one ZSCORE). */
export async function isPublicNow(id: string, now: Date): Promise<boolean> {
  const published = await withStore((redis) => redis.zscore(INDEX.public, id));
  return published !== null && Number(published) <= now.getTime();
}

// One round trip, and no counter is ever created for an article that is not
// public: it counts only when the article is in the public index with a date
// that has come, and only on the visitor's first read of the day (KEYS[4], set
// for a day).
const VIEW_SCRIPT = `
local published = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not published or tonumber(published) > tonumber(ARGV[2]) then return false end
local record = redis.call('GET', KEYS[2])
if not record then return false end
if redis.call('SET', KEYS[4], '1', 'NX', 'EX', ARGV[3]) then return {record, redis.call('INCR', KEYS[3])} end
return {record, tonumber(redis.call('GET', KEYS[3]) or '0')}`;

const SEEN_SECONDS = 24 * 60 * 60;

/** A public article, counting this view once per visitor per day; drafts and scheduled ones are not found. */
export async function viewPublicNews(id: string, now: Date, visitor: string): Promise<NewsItem | null> {
  const result = await withStore((redis) =>
    redis.eval<string[], [string, number] | null>(
      VIEW_SCRIPT,
      [INDEX.public, newsKey(id), viewsKey(id), seenKey(id, visitor)],
      [id, String(now.getTime()), String(SEEN_SECONDS)],
    ),
  );
  if (!result) return null;
  const [raw, views] = result;
  const item = parseStored(raw);
  return isPublic(item, now) ? { ...item, views: Number(views) } : null;
}

export async function createNews(input: NewsInput, options: { author: string; id?: string; now?: Date }): Promise<NewsItem> {
  const now = (options.now ?? new Date()).toISOString();
  const item = buildRecord(input, { id: options.id ?? newId(), createdAt: now, updatedAt: now, author: options.author });
  await write(item, 'create');
  return { ...item, views: 0 };
}

/**
 * Replaces the editable fields; id, createdAt and views stay. Answers the
 * article as written and as it was (whether visitors saw it decides the
 * rebuild), or null when there is no such article.
 */
export async function updateNews(
  id: string,
  input: NewsInput,
  options: { author: string; now?: Date },
): Promise<{ item: NewsItem; previous: NewsItem } | null> {
  const existing = await getNews(id);
  if (!existing) return null;
  const item = buildRecord(input, {
    id,
    createdAt: existing.createdAt,
    updatedAt: (options.now ?? new Date()).toISOString(),
    author: options.author,
  });
  return (await write(item, 'update')) ? { item: { ...item, views: existing.views }, previous: existing } : null;
}

/** The article as it was before it was deleted; null when there was nothing to delete. */
export async function deleteNews(id: string): Promise<StoredNews | null> {
  const [raw] = await withStore((redis) => {
    const tx = redis.multi().get(newsKey(id)).del(newsKey(id)).del(viewsKey(id));
    for (const index of ALL_INDEXES) tx.zrem(index, id);
    return tx.exec<[string | null, ...unknown[]]>();
  });
  return raw === null ? null : parseStored(raw);
}

/** Records and view counts of `ids`, in that order, skipping any deleted meanwhile. */
export async function loadNews(redis: Redis, ids: string[]): Promise<NewsItem[]> {
  if (ids.length === 0) return [];
  const values = await redis.mget<(string | null)[]>(...ids.map(newsKey), ...ids.map(viewsKey));
  const items: NewsItem[] = [];
  ids.forEach((_, i) => {
    const raw = values[i];
    if (raw) items.push({ ...parseStored(raw), views: Number(values[ids.length + i] ?? 0) });
  });
  return items;
}

/** Counts over every article, drafts and scheduled ones included. */
export async function newsStatistics(now: Date): Promise<NewsStatistics> {
  const month = shanghaiMonth(now);
  const [total, featured, thisMonth, ...perCategory] = await withStore((redis) =>
    Promise.all([
      redis.zcard(INDEX.all),
      redis.zcard(INDEX.featured),
      redis.zcount(INDEX.byCreated, month.start, `(${month.end}`),
      ...NEWS_CATEGORIES.map((category) => redis.zcard(INDEX.category(category))),
    ]),
  );
  const categories: NewsStatistics['categories'] = {};
  NEWS_CATEGORIES.forEach((category, i) => {
    if (perCategory[i]! > 0) categories[category] = perCategory[i]!;
  });
  return { total, featured, thisMonth, categories };
}
