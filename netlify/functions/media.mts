// Serves the media library's images at /media/{key}-{width}x{height}.{type}
// (docs/API.md, 'GET /media/{id}'): the stored bytes with their type, cached
// for a year (an address never changes its bytes), never sniffed as anything else.
import type { Config } from '@netlify/functions';
import { MEDIA_CONTENT_TYPES } from '../../src/shared/media.ts';
import { parseMediaPath } from '../../src/shared/media-path.ts';
import { getImage } from '../lib/media-blobs.ts';
import { withSecurityHeaders } from '../lib/http.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async (req: Request): Promise<Response> => {
  const media = parseMediaPath(new URL(req.url).pathname);
  const image = media && (await getImage(media.id));
  if (!media || !image) {
    return withSecurityHeaders(
      new Response('Not found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    );
  }
  const etag = `"${media.id}"`;
  const headers = { 'Content-Type': MEDIA_CONTENT_TYPES[media.type], 'Cache-Control': IMMUTABLE, ETag: etag };
  if (req.headers.get('if-none-match') === etag || req.method === 'HEAD') {
    await image.body.cancel();
    if (req.method === 'HEAD')
      return withSecurityHeaders(new Response(null, { headers: { ...headers, 'Content-Length': String(image.size) } }));
    return withSecurityHeaders(new Response(null, { status: 304, headers }));
  }
  return withSecurityHeaders(new Response(image.body, { headers: { ...headers, 'Content-Length': String(image.size) } }));
};

export const config: Config = { path: '/media/*' };
