// The media library's records and limits (docs/API.md, 'Media library'). The
// functions validate with these schemas; the admin imports the types and limits.
import { z } from 'zod';
import type { MediaType } from './media-path.ts';
import { queryInt, queryText, text } from './validation.ts';

/** The largest upload the API takes: a synchronous function accepts 6 MB per request, encoding included. */
export const MEDIA_MAX_BYTES = 4 * 1024 * 1024;
/** The most pixels an upload may have (width × height). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The browser scales a photo over the limits to this longest side before uploading. */
export const MEDIA_SCALE_LONGEST_SIDE = 2560;
export const MEDIA_PAGE_MAX = 60;
export const MEDIA_ALT_MAX = 300;
export const MEDIA_NAME_MAX = 200;

export const MEDIA_CONTENT_TYPES: Record<MediaType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface MediaAlt {
  zh: string;
  en: string;
}

/** An article that uses an image (its cover or its body, either language). */
export interface MediaUse {
  id: string;
  title: string;
}

export interface MediaItem {
  /** `{key}-{width}x{height}.{type}`: the last segment of `url`. */
  id: string;
  /** `/media/{id}` (src/shared/media-path.ts). */
  url: string;
  type: MediaType;
  contentType: string;
  width: number;
  height: number;
  /** Bytes as stored. */
  size: number;
  /** The uploaded file's name, for search. */
  name: string;
  uploadedBy: string;
  uploadedAt: string;
  alt: MediaAlt;
}

/** A library entry as the admin lists it: where it is used, too. */
export interface MediaListItem extends MediaItem {
  usedIn: MediaUse[];
}

/** Query of GET /api/admin/media. */
export const mediaQuerySchema = z.object({
  q: queryText(100),
  limit: queryInt({ min: 1, max: MEDIA_PAGE_MAX, fallback: MEDIA_PAGE_MAX }),
  offset: queryInt({ min: 0, fallback: 0 }),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;

/** Query of POST /api/admin/media: the file's name, for search (the body is the image itself). */
export const mediaUploadQuerySchema = z.object({ name: queryText(MEDIA_NAME_MAX) });

/** Body of PATCH /api/admin/media/:id: the alt text in both languages. */
export const mediaAltSchema = z.object({
  altZh: text(MEDIA_ALT_MAX),
  altEn: text(MEDIA_ALT_MAX),
});

/** An image may go into an article only with alt text in both languages. */
export const hasAltText = (item: Pick<MediaItem, 'alt'>): boolean => item.alt.zh.trim() !== '' && item.alt.en.trim() !== '';
