// The address of an image of the media library (docs/API.md, "Media library").
// Its name carries the image's pixel size, so every renderer (the pre-rendered
// article page, the client-rendered shell, the admin preview) can set width and
// height, and so keep the layout still, without asking the store.

export type MediaType = 'jpg' | 'png' | 'webp' | 'avif';

export interface MediaPath {
  id: string;
  width: number;
  height: number;
  type: MediaType;
}

const MEDIA_PATH = /^\/media\/([a-z0-9]{10,32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png|webp|avif)$/;

/** `/media/{key}-{width}x{height}.{type}`, e.g. `/media/k3j2h4c9x0p1-2560x1440.jpg`. */
export function mediaPath(key: string, width: number, height: number, type: MediaType): string {
  return `/media/${key}-${width}x${height}.${type}`;
}

/** The parts of a media-library address, or null for any other URL. */
export function parseMediaPath(url: string): MediaPath | null {
  const match = MEDIA_PATH.exec(url);
  if (!match) return null;
  const [, key, width, height, type] = match as unknown as [string, string, string, string, MediaType];
  return { id: `${key}-${width}x${height}.${type}`, width: Number(width), height: Number(height), type };
}
