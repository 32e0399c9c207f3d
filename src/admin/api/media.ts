// The admin's calls to the media library (docs/API.md, 'Media library').
import type { MediaItem, MediaListItem } from '~/shared/media';
import { MEDIA_NAME_MAX } from '~/shared/media';
import { request } from './client.ts';

export interface MediaListQuery {
  q?: string;
  limit: number;
  offset: number;
}

export async function listMedia(query: MediaListQuery, signal?: AbortSignal): Promise<{ items: MediaListItem[]; total: number }> {
  const { data, meta } = await request('GET /api/admin/media', { query }, { signal });
  return { items: data, total: meta.total };
}

/** Sends the image itself as the body; its name travels in the query. */
export const uploadMedia = (file: Blob, name: string): Promise<MediaItem> =>
  request('POST /api/admin/media', { query: { name: name.slice(0, MEDIA_NAME_MAX) } }, { upload: file }).then(
    (answer) => answer.data,
  );

export const updateMediaAlt = (id: string, altZh: string, altEn: string) =>
  request('PATCH /api/admin/media/:id', { params: { id }, body: { altZh, altEn } }).then((answer) => answer.data);

export const deleteMedia = (id: string) => request('DELETE /api/admin/media/:id', { params: { id } });
