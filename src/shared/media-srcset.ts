// Resized candidates of a media-library image from Netlify's Image CDN
// (docs/API.md, 'Article bodies'), so phones fetch small files. Used by the
// Markdown renderer and the article's cover image.
import { parseMediaPath } from './media-path.ts';

const WIDTHS = [480, 800, 1200, 1600, 2400];

/** The article column is at most about 46rem wide; a phone shows it full width. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1024px) 736px, 100vw';

/** width, height and srcset of a media-library image; null for any other address. */
export function mediaImage(src: string): { width: number; height: number; srcset: string } | null {
  const media = parseMediaPath(src);
  if (!media) return null;
  const widths = WIDTHS.filter((w) => w < media.width).concat(media.width);
  const srcset = widths.map((w) => `/.netlify/images?url=${encodeURIComponent(src)}&w=${w} ${w}w`).join(', ');
  return { width: media.width, height: media.height, srcset };
}
