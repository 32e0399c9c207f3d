// The demo cover of `seed-ets-expansion` (the article `npm run bench:pages`
// measures): a generated illustration committed in scripts/assets, stored in the
// media library under a fixed id like any upload (docs/API.md, 'Media library').
// Import it only after the store is configured in process.env.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { putImage } from '../../netlify/lib/media-blobs.ts';
import { MEDIA_CONTENT_TYPES, type MediaItem } from '../../src/shared/media.ts';
import { getMedia, saveMedia } from '../../store/media-repository.ts';
import { SEED_COVER } from '../seed-data.ts';
import { repoRoot } from './paths.ts';

/**
 * Stores the demo cover's bytes and library record when a blob server is
 * configured (NETLIFY_BLOBS_CONTEXT) and the record is missing; the article
 * carries the cover's path either way (a build needs only the path).
 */
export async function seedDemoMedia(now: Date): Promise<void> {
  if (!process.env.NETLIFY_BLOBS_CONTEXT) return;
  const { id, width, height, type, file, alt } = SEED_COVER;
  if (await getMedia(id)) return;
  const bytes = await readFile(join(repoRoot, 'scripts', 'assets', file));
  const item: MediaItem = {
    id,
    url: `/media/${id}`,
    type,
    contentType: MEDIA_CONTENT_TYPES[type],
    width,
    height,
    size: bytes.length,
    name: file,
    uploadedBy: 'seed',
    uploadedAt: now.toISOString(),
    alt,
  };
  const { size, name, uploadedBy, uploadedAt } = item;
  await putImage(id, bytes, { type, width, height, size, name, uploadedBy, uploadedAt });
  await saveMedia(item);
}
