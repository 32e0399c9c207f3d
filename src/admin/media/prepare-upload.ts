// What the browser sends for a chosen image (docs/API.md, 'POST /api/admin/media'):
// the file itself when the API takes it as it is, else a copy scaled to a longest
// side of 2560 px as WebP (JPEG where the browser cannot write WebP), so a 20 MB
// camera photo still goes in. Files the browser cannot decode go as they are and
// the server says why it refuses them.
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_SCALE_LONGEST_SIDE } from '~/shared/media';

const TAKEN_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export interface PreparedUpload {
  blob: Blob;
  name: string;
  /** True when the browser made a smaller copy. */
  scaled: boolean;
}

export async function prepareUpload(file: File): Promise<PreparedUpload> {
  const asIs = { blob: file, name: file.name || 'image', scaled: false };
  let bitmap: ImageBitmap;
  try {
    // Applies the photo's EXIF orientation, so the copy stands the right way up.
    bitmap = await createImageBitmap(file);
  } catch {
    return asIs;
  }
  try {
    const { width, height } = bitmap;
    if (file.size <= MEDIA_MAX_BYTES && width * height <= MEDIA_MAX_PIXELS && TAKEN_AS_IS.has(file.type)) return asIs;
    const scale = Math.min(1, MEDIA_SCALE_LONGEST_SIDE / Math.max(width, height));
    const target = { width: Math.round(width * scale), height: Math.round(height * scale) };
    let blob = await encode(bitmap, target, 'image/webp', 0.85);
    if (blob.type !== 'image/webp' || blob.size > MEDIA_MAX_BYTES) blob = await encode(bitmap, target, 'image/jpeg', 0.82);
    const base = (file.name || 'image').replace(/\.[^.]*$/, '');
    return { blob, name: `${base}.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`, scaled: true };
  } finally {
    bitmap.close();
  }
}

async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  type: string,
  quality: number,
): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob failed'))), type, quality),
  );
}
