// The media library (docs/API.md, 'Media library'): upload (the body is the
// image itself), list with where each image is used, alt text, delete. The
// bytes go to Netlify Blobs, the library's record to the store.
import { randomInt } from 'node:crypto';
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, type MediaItem } from '../../src/shared/media.ts';
import { mediaPath, parseMediaPath } from '../../src/shared/media-path.ts';
import { deleteMediaRecord, getMedia, listMedia, mediaUsage, saveMedia, setMediaAlt } from '../../store/media-repository.ts';
import { ApiError, readBytes } from '../lib/http.ts';
import { readImageFacts } from '../lib/image-bytes.ts';
import { deleteImage, putImage } from '../lib/media-blobs.ts';
import { done, ok, type Handlers } from '../lib/router.ts';
import { stripLocation } from '../lib/strip-location.ts';

/** The longest side an address can name (five digits, src/shared/media-path.ts). */
const MAX_SIDE = 50_000;
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random lower-case letters and digits: about 82 bits, unguessable. */
const newKey = () => Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

const tooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', 'mediaTooLarge');
const notFound = () => new ApiError('NOT_FOUND', 'mediaNotFound');

async function readUpload(req: Request): Promise<Buffer> {
  try {
    return await readBytes(req, MEDIA_MAX_BYTES);
  } catch (error) {
    throw error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE' ? tooLarge() : error;
  }
}

/** A library id the address scheme allows, else 404 before the store is asked. */
function knownShape(id: string): string {
  if (!parseMediaPath(`/media/${id}`)) throw notFound();
  return id;
}

export const mediaHandlers = {
  'POST /api/admin/media': async ({ req, query, session }) => {
    const bytes = await readUpload(req);
    if (bytes.length === 0) throw new ApiError('VALIDATION', 'mediaEmpty');
    const facts = readImageFacts(bytes);
    if (!facts) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'mediaUnsupported');
    const { type, width, height } = facts;
    if (width * height > MEDIA_MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE) throw tooLarge();
    const stored = stripLocation(bytes, type);
    const url = mediaPath(newKey(), width, height, type);
    const item: MediaItem = {
      id: url.slice('/media/'.length),
      url,
      type,
      contentType: MEDIA_CONTENT_TYPES[type],
      width,
      height,
      size: stored.length,
      name: query.name ?? `image.${type}`,
      uploadedBy: session.account.username,
      uploadedAt: new Date().toISOString(),
      alt: { zh: '', en: '' },
    };
    await putImage(item.id, stored, {
      type,
      width,
      height,
      size: item.size,
      name: item.name,
      uploadedBy: item.uploadedBy,
      uploadedAt: item.uploadedAt,
    });
    try {
      await saveMedia(item);
    } catch (error) {
      // No library entry, no orphaned bytes.
      await deleteImage(item.id).catch(() => {});
      throw error;
    }
    return ok(item, { status: 201 });
  },

  'GET /api/admin/media': async ({ query }) => {
    const [{ items, total }, usage] = await Promise.all([listMedia(query), mediaUsage()]);
    const listed = items.map((item) => ({ ...item, usedIn: usage.get(item.id) ?? [] }));
    return ok(listed, { meta: { total, limit: query.limit, offset: query.offset } });
  },

  'PATCH /api/admin/media/:id': async ({ params, input }) => {
    const item = await setMediaAlt(knownShape(params.id), { zh: input.altZh, en: input.altEn });
    if (!item) throw notFound();
    return ok(item);
  },

  'DELETE /api/admin/media/:id': async ({ params }) => {
    const id = knownShape(params.id);
    if (!(await getMedia(id))) throw notFound();
    const usedIn = (await mediaUsage()).get(id) ?? [];
    if (usedIn.length > 0) {
      const titlesZh = usedIn.map((use) => `《${use.title}》`).join('、');
      const titlesEn = usedIn.map((use) => `“${use.title}”`).join(', ');
      throw new ApiError('CONFLICT', 'mediaInUse', undefined, undefined, { titlesZh, titlesEn });
    }
    await deleteMediaRecord(id);
    await deleteImage(id);
    return done();
  },
} satisfies Partial<Handlers>;
