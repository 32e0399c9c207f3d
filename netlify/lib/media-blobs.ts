// The media library's bytes: one Netlify Blobs store (docs/API.md, 'Media
// library'). On Netlify the function's context configures the client; locally
// NETLIFY_BLOBS_CONTEXT points it at the local blob server (scripts/lib/local-blobs.ts).
// Strong consistency: an image is served the moment its upload is answered.
import { getStore } from '@netlify/blobs';
import type { MediaType } from '../../src/shared/media-path.ts';

/** What the bytes' own metadata says: enough to serve them and to rebuild a lost library record. */
export interface BlobFacts {
  type: MediaType;
  width: number;
  height: number;
  size: number;
  name: string;
  uploadedBy: string;
  uploadedAt: string;
}

const mediaStore = () => getStore({ name: 'media', consistency: 'strong' });

export async function putImage(id: string, bytes: Buffer, facts: BlobFacts): Promise<void> {
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  await mediaStore().set(id, body, { metadata: { ...facts } });
}

/** The bytes as a stream (never held whole in the function's memory) and their size, or null. */
export async function getImage(id: string): Promise<{ body: ReadableStream; size: number } | null> {
  const found = await mediaStore().getWithMetadata(id, { type: 'stream' });
  if (!found) return null;
  return { body: found.data, size: Number(found.metadata.size) };
}

export async function deleteImage(id: string): Promise<void> {
  await mediaStore().delete(id);
}
