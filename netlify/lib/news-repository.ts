// Articles: one JSON record per article plus the sorted sets of news-keys.ts,
// always written together in one MULTI.
import { randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { NEWS_CATEGORIES } from '../../src/shared/constants.ts';
import { newsItemSchema, type NewsInput, type NewsItem, type NewsStatistics } from '../../src/shared/news.ts';
import { ALL_INDEXES, INDEX, indexEntries, newsKey, viewsKey } from './news-keys.ts';
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

/** Replaces the record and its index entries in one transaction. */
async function write(item: StoredNews): Promise<void> {
  await withStore((redis) => {
    const tx = redis.multi().set(newsKey(item.id), JSON.stringify(item));
    for (const index of ALL_INDEXES) tx.zrem(index, item.id);
    for (const { index, score } of indexEntries(item)) tx.zadd(index, { score, member: item.id });
    return tx.exec();
  });
}

export async function getNewsRecord(id: string): Promise<StoredNews | null> {
  const raw = await withStore((redis) => redis.get<string>(newsKey(id)));
  return raw === null ? null : parseStored(raw);
}

/** An article with its view count, as admins read it (views not counted). */
export async function getNews(id: string): Promise<NewsItem | null> {
  const [raw, views] = await withStore((redis) =>
    Promise.all([redis.get<string>(newsKey(id)), redis.get<string>(viewsKey(id))]),
  );
  return raw === null ? null : { ...parseStored(raw), views: Number(views ?? 0) };
}

// One round trip, and no counter is ever created for an article that is not
// public: it counts only when the article is in the public index with a date
// that has come.
const VIEW_SCRIPT = `
local published = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not published or tonumber(published) > tonumber(ARGV[2]) then return false end
local record = redis.call('GET', KEYS[2])
if not record then return false end
return {record, redis.call('INCR', KEYS[3])}`;

/** A public article, counting this view; drafts and scheduled ones are not found. */
export async function viewPublicNews(id: string, now: Date): Promise<NewsItem | null> {
  const result = await withStore((redis) =>
    redis.eval<string[], [string, number] | null>(
      VIEW_SCRIPT,
      [INDEX.public, newsKey(id), viewsKey(id)],
      [id, String(now.getTime())],
    ),
  );
  if (!result) return null;
  const [raw, views] = result;
  const item = parseStored(raw);
  return isPublic(item, now) ? { ...item, views: Number(views) } : null;
}

export async function createNews(
  input: NewsInput,
  options: { author: string; id?: string; now?: Date },
): Promise<NewsItem> {
  const now = (options.now ?? new Date()).toISOString();
  const item = buildRecord(input, { id: options.id ?? newId(), createdAt: now, updatedAt: now, author: options.author });
  await write(item);
  return { ...item, views: 0 };
}

/** Replaces the editable fields; id, createdAt and views stay. Null when there is no such article. */
export async function updateNews(id: string, input: NewsInput, options: { author: string }): Promise<NewsItem | null> {
  const existing = await getNews(id);
  if (!existing) return null;
  const item = buildRecord(input, {
    id,
    createdAt: existing.createdAt,
    updatedAt: new Date().toISOString(),
    author: options.author,
  });
  await write(item);
  return { ...item, views: existing.views };
}

/** False when there was nothing to delete. */
export async function deleteNews(id: string): Promise<boolean> {
  const [deleted] = await withStore((redis) => {
    const tx = redis.multi().del(newsKey(id)).del(viewsKey(id));
    for (const index of ALL_INDEXES) tx.zrem(index, id);
    return tx.exec<[number, ...unknown[]]>();
  });
  return deleted > 0;
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
