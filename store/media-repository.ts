// The media library's records (docs/API.md, 'Media library'): the bytes live in
// Netlify Blobs (netlify/lib/media-blobs.ts); what the library screen lists,
// searches, pages and edits (alt text) is one JSON record per image here, with
// a sorted set by upload time, like the articles.
import { z } from 'zod';
import type { MediaAlt, MediaItem, MediaQuery, MediaUse } from '../src/shared/media.ts';
import { parseMediaPath } from '../src/shared/media-path.ts';
import { INDEX, newsKey } from './news-keys.ts';
import { key, withStore } from './store.ts';

const mediaKey = (id: string) => key('media', id);
const BY_TIME = key('media', 'by-time');
const BATCH = 200;

const recordSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['jpg', 'png', 'webp', 'avif']),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
  name: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  alt: z.object({ zh: z.string(), en: z.string() }),
});

const parse = (raw: string): MediaItem => recordSchema.parse(JSON.parse(raw));

export async function saveMedia(item: MediaItem): Promise<void> {
  await withStore((redis) =>
    redis
      .multi()
      .set(mediaKey(item.id), JSON.stringify(item))
      .zadd(BY_TIME, { score: Date.parse(item.uploadedAt), member: item.id })
      .exec(),
  );
}

export async function getMedia(id: string): Promise<MediaItem | null> {
  const raw = await withStore((redis) => redis.get<string>(mediaKey(id)));
  return raw === null ? null : parse(raw);
}

async function loadMedia(ids: string[]): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const values = await withStore((redis) => redis.mget<(string | null)[]>(...batch.map(mediaKey)));
    for (const raw of values) if (raw) items.push(parse(raw));
  }
  return items;
}

/** Newest first; `q` matches the file name, case-insensitively. */
export async function listMedia(query: MediaQuery): Promise<{ items: MediaItem[]; total: number }> {
  if (!query.q) {
    const [ids, total] = await withStore((redis) =>
      Promise.all([
        redis.zrange<string[]>(BY_TIME, query.offset, query.offset + query.limit - 1, { rev: true }),
        redis.zcard(BY_TIME),
      ]),
    );
    return { items: await loadMedia(ids), total };
  }
  const needle = query.q.toLowerCase();
  const ids = await withStore((redis) => redis.zrange<string[]>(BY_TIME, 0, -1, { rev: true }));
  const matching = (await loadMedia(ids)).filter((item) => item.name.toLowerCase().includes(needle));
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

/** The new alt text, or null when the image is gone. */
export async function setMediaAlt(id: string, alt: MediaAlt): Promise<MediaItem | null> {
  const current = await getMedia(id);
  if (!current) return null;
  const next = { ...current, alt };
  await withStore((redis) => redis.set(mediaKey(id), JSON.stringify(next), { xx: true }));
  return next;
}

export async function deleteMediaRecord(id: string): Promise<void> {
  await withStore((redis) => redis.multi().del(mediaKey(id)).zrem(BY_TIME, id).exec());
}

const MEDIA_PATHS = /\/media\/[a-z0-9]{10,32}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(?:jpg|png|webp|avif)/g;
const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().optional(),
  content: z.string().optional(),
  contentEn: z.string().optional(),
});

/**
 * Where each image is used: an article uses an image when its `imageUrl`,
 * `content` or `contentEn` contains the image's `/media/...` path (docs/API.md,
 * 'Where an image is used'). Reads every article, drafts included.
 */
export async function mediaUsage(): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const ids = await withStore((redis) => redis.zrange<string[]>(INDEX.all, 0, -1));
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const values = await withStore((redis) => redis.mget<(string | null)[]>(...batch.map(newsKey)));
    for (const raw of values) {
      if (!raw) continue;
      const article = articleSchema.parse(JSON.parse(raw));
      const text = [article.imageUrl, article.content, article.contentEn].join('\n');
      const paths = new Set(text.match(MEDIA_PATHS));
      for (const path of paths) {
        const id = parseMediaPath(path)?.id;
        if (!id) continue;
        uses.set(id, [...(uses.get(id) ?? []), { id: article.id, title: article.title }]);
      }
    }
  }
  return uses;
}
