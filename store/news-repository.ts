// Articles: one JSON record per article plus the sorted sets of news-keys.ts,
// always written together in one atomic step.
import { randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { NEWS_CATEGORIES } from '../src/shared/constants.ts';
import {
  NEWS_REVISIONS_KEPT,
  newsItemSchema,
  type NewsInput,
  type NewsItem,
  type NewsRevision,
  type NewsStatistics,
} from '../src/shared/news.ts';
import { slugCandidate, suggestSlug } from '../src/shared/slug.ts';
import { ALL_INDEXES, INDEX, indexEntries, newsKey, revisionsKey, SLUGS_KEY, seenKey, viewsKey } from './news-keys.ts';
import { type CasReply, updateRecord, withStore } from './store.ts';
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

interface RecordBase {
  id: string;
  createdAt: string;
  updatedAt: string;
  author: string;
  updatedBy: string;
  slug: string | undefined;
  formerSlugs: string[];
}

function buildRecord(input: NewsInput, base: RecordBase): StoredNews {
  return {
    id: base.id,
    title: input.title,
    content: input.content,
    category: input.category,
    author: input.author || base.author,
    authorEn: input.authorEn || undefined,
    imageUrl: input.imageUrl,
    featured: input.featured,
    status: input.status,
    publishedAt: input.publishedAt ?? base.createdAt,
    titleEn: input.titleEn || undefined,
    contentEn: input.contentEn || undefined,
    slug: base.slug,
    ...(base.formerSlugs.length > 0 ? { formerSlugs: base.formerSlugs } : {}),
    summary: input.summary || undefined,
    summaryEn: input.summaryEn || undefined,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    updatedBy: base.updatedBy,
  };
}

// One script for record, earlier version, address and index entries. KEYS[1]
// is the record, KEYS[2] its revisions, KEYS[3] the slug index, KEYS[4..] the
// indexes. ARGV[1] is the mode, ARGV[2] the id, ARGV[3] the record; for an
// update ARGV[4] is the record as the caller read it and ARGV[5] that version
// as a revision: the write happens only while the record is still that one
// (else the record as it now is, or 0 when it is gone, so a PUT racing a
// DELETE never re-creates it), and keeps the replaced version (the last
// ARGV[6]). ARGV[7] is the slug to claim (-1 when another article holds it),
// ARGV[8] one to let go ("" for none). ARGV[i + 5] is the score in the index
// KEYS[i], or "" where the article does not belong.
const WRITE_SCRIPT = `
if ARGV[1] == 'update' then
  local current = redis.call('GET', KEYS[1])
  if not current then return 0 end
  if current ~= ARGV[4] then return current end
end
local owner = redis.call('HGET', KEYS[3], ARGV[7])
if owner and owner ~= ARGV[2] then return -1 end
if ARGV[1] == 'update' then
  redis.call('LPUSH', KEYS[2], ARGV[5])
  redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[6]) - 1)
end
redis.call('SET', KEYS[1], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[7], ARGV[2])
if ARGV[8] ~= '' then redis.call('HDEL', KEYS[3], ARGV[8]) end
for i = 4, #KEYS do
  if ARGV[i + 5] == '' then redis.call('ZREM', KEYS[i], ARGV[2])
  else redis.call('ZADD', KEYS[i], ARGV[i + 5], ARGV[2]) end
end
return 1`;

/** The slug is another article's address, current or former (400 slugTaken). */
export class SlugTakenError extends Error {
  constructor() {
    super('slug taken');
  }
}

/**
 * Writes the record, its address and its index entries; for an update only
 * while the record is still `read` (a CasReply); -1 when another article holds
 * the slug. `release`: a slug the article no longer answers at.
 */
async function write(item: StoredNews, read?: { raw: string; revision: NewsRevision }, release = ''): Promise<CasReply | -1> {
  const scores = new Map(indexEntries(item).map(({ index, score }) => [index, String(score)]));
  const args = [
    read ? 'update' : 'create',
    item.id,
    JSON.stringify(item),
    read?.raw ?? '',
    read ? JSON.stringify(read.revision) : '',
    String(NEWS_REVISIONS_KEPT),
    item.slug ?? item.id,
    release,
    ...ALL_INDEXES.map((index) => scores.get(index) ?? ''),
  ];
  return withStore((redis) =>
    redis.eval<string[], CasReply | -1>(WRITE_SCRIPT, [newsKey(item.id), revisionsKey(item.id), SLUGS_KEY, ...ALL_INDEXES], args),
  );
}

/**
 * Tries `write` with the typed slug, or with the suggestion and then its
 * numbered variants while another article holds them. A typed slug held by
 * another article is SlugTakenError.
 */
async function writeWithSlug(
  input: NewsInput,
  suggested: string,
  make: (slug: string) => StoredNews,
  doWrite: (item: StoredNews) => Promise<CasReply | -1>,
): Promise<{ reply: CasReply; item: StoredNews }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const item = make(input.slug || slugCandidate(suggested, attempt));
    const reply = await doWrite(item);
    if (reply !== -1) return { reply, item };
    if (input.slug) throw new SlugTakenError();
  }
  throw new SlugTakenError();
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
  const base = { id: options.id ?? newId(), createdAt: now, updatedAt: now, author: options.author, updatedBy: options.author };
  const { item } = await writeWithSlug(
    input,
    suggestSlug(input.title, input.titleEn),
    (slug) => buildRecord(input, { ...base, slug, formerSlugs: [] }),
    (item) => write(item),
  );
  return { ...item, views: 0 };
}

/** Someone saved the article after the version the caller's edit started from (409 newsChanged). */
export class NewsChangedError extends Error {
  constructor(readonly current: StoredNews) {
    super('article changed');
  }
}

function revisionOf(item: StoredNews): NewsRevision {
  return { id: newId(), savedAt: item.updatedAt, savedBy: item.updatedBy ?? item.author, item };
}

/** Later than `previous`, so every save has its own updatedAt (the version a save starts from). */
function nextVersion(now: Date, previous: string): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/**
 * Replaces the editable fields; id, createdAt and views stay, and the replaced
 * version joins the article's revisions. With `baseUpdatedAt` (the version the
 * caller's edit started from) it writes only while that is still the stored
 * version, else NewsChangedError; checked against the very record the write
 * replaces. Answers the article as written and as it was (whether visitors saw
 * it decides the rebuild), or null when there is no such article.
 */
export async function updateNews(
  id: string,
  input: NewsInput & { baseUpdatedAt?: string },
  options: { author: string; now?: Date },
): Promise<{ item: NewsItem; previous: NewsItem } | null> {
  const [raw, views] = await withStore((redis) => Promise.all([redis.get<string>(newsKey(id)), redis.get<string>(viewsKey(id))]));
  const result = await updateRecord(raw, async (current) => {
    const existing = parseStored(current);
    if (input.baseUpdatedAt !== undefined && input.baseUpdatedAt !== existing.updatedAt) throw new NewsChangedError(existing);
    const now = options.now ?? new Date();
    const read = { raw: current, revision: revisionOf(existing) };
    // An article from before slugs keeps its id as its address until someone gives it a slug.
    const held = existing.slug ?? id;
    const { reply, item } = await writeWithSlug(
      { ...input, slug: input.slug || held },
      held,
      (slug) => {
        // A published article's old address keeps answering (a 301); a draft's is let go.
        const keep = slug !== held && existing.status === 'published';
        const former = [...(existing.formerSlugs ?? []), ...(keep ? [held] : [])].filter((old) => old !== slug);
        return buildRecord(input, {
          id,
          createdAt: existing.createdAt,
          updatedAt: nextVersion(now, existing.updatedAt),
          author: options.author,
          updatedBy: options.author,
          // Untouched, an article from before slugs stays at its id, without a slug of its own.
          slug: existing.slug === undefined && slug === id ? undefined : slug,
          formerSlugs: former,
        });
      },
      (item) => write(item, read, (item.slug ?? id) !== held && !item.formerSlugs?.includes(held) ? held : ''),
    );
    return { reply: reply as CasReply, result: { item, previous: existing } };
  });
  if (!result) return null;
  const count = Number(views ?? 0);
  return { item: { ...result.item, views: count }, previous: { ...result.previous, views: count } };
}

/** The article's earlier versions, newest first; null when there is no such article. */
export async function listRevisions(id: string): Promise<NewsRevision[] | null> {
  const [raw, entries] = await withStore((redis) =>
    Promise.all([redis.get<string>(newsKey(id)), redis.lrange<string>(revisionsKey(id), 0, -1)]),
  );
  if (raw === null) return null;
  return entries.map((entry) => JSON.parse(entry) as NewsRevision);
}

/** The editable fields of a stored version, as a save sends them. */
function inputOf(item: StoredNews): NewsInput {
  return {
    title: item.title,
    content: item.content,
    category: item.category,
    author: item.author,
    authorEn: item.authorEn ?? '',
    imageUrl: item.imageUrl,
    featured: item.featured,
    status: item.status,
    publishedAt: item.publishedAt,
    titleEn: item.titleEn ?? '',
    contentEn: item.contentEn ?? '',
    // The address stays the current one: a restore never moves the article.
    slug: '',
    summary: item.summary ?? '',
    summaryEn: item.summaryEn ?? '',
  };
}

/**
 * Saves an earlier version again as the newest one (itself a revision: the
 * version it replaces is kept). 'article' when there is no such article,
 * 'revision' when it has no such revision.
 */
export async function restoreRevision(
  id: string,
  revisionId: string,
  options: { author: string; now?: Date },
): Promise<{ item: NewsItem; previous: NewsItem } | 'article' | 'revision'> {
  const revisions = await listRevisions(id);
  if (!revisions) return 'article';
  const revision = revisions.find((entry) => entry.id === revisionId);
  if (!revision) return 'revision';
  return (await updateNews(id, inputOf(revision.item), options)) ?? 'article';
}

/** The article as it was before it was deleted; null when there was nothing to delete. */
// Record, counter, revisions, addresses (every slug pointing at it) and index entries in one step.
const DELETE_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
local record = cjson.decode(raw)
for _, slug in ipairs({record.slug or ARGV[1], unpack(record.formerSlugs or {})}) do
  if redis.call('HGET', KEYS[4], slug) == ARGV[1] then redis.call('HDEL', KEYS[4], slug) end
end
for i = 5, #KEYS do redis.call('ZREM', KEYS[i], ARGV[1]) end
return raw`;

export async function deleteNews(id: string): Promise<StoredNews | null> {
  const raw = await withStore((redis) =>
    redis.eval<string[], string | null>(
      DELETE_SCRIPT,
      [newsKey(id), viewsKey(id), revisionsKey(id), SLUGS_KEY, ...ALL_INDEXES],
      [id],
    ),
  );
  return raw === null ? null : parseStored(raw);
}

/** The id an address names: a slug's article (current or former slug), else the address itself (an id). */
export async function idOfAddress(address: string): Promise<string> {
  return (await withStore((redis) => redis.hget<string>(SLUGS_KEY, address))) ?? address;
}

/**
 * The article an address names: a slug (current or former) or, for articles
 * from before slugs and old links, an id. `current` is where it lives now.
 */
export async function findByAddress(address: string): Promise<{ id: string; current: string; item: StoredNews } | null> {
  const owner = await withStore((redis) => redis.hget<string>(SLUGS_KEY, address));
  const id = owner ?? address;
  const item = await getNewsRecord(id);
  return item ? { id, current: item.slug ?? item.id, item } : null;
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
