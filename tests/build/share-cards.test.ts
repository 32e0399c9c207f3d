// Every public page of the build (dist/, after `npm run build:e2e`) names a share
// image that exists: its own card, a card it shares (error pages, the article
// shell), or an article's media-library cover; with its size and the large X card.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMediaPath } from '../../src/shared/media-path.ts';
import { builtPages, dist } from './built-pages.ts';

const pages = builtPages();

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A PNG's pixel size from its IHDR chunk, or undefined for anything else. */
function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString() !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share images', () => {
  it('the build has its pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('every public page names an existing 1200×630 card or a media-library cover, with its size and alt', () => {
    const problems: string[] = [];
    const cards = new Set<string>();
    for (const { path: page, html } of pages) {
      const url = meta(html, 'og:image');
      const size = { width: Number(meta(html, 'og:image:width')), height: Number(meta(html, 'og:image:height')) };
      if (!url || !meta(html, 'og:image:alt') || meta(html, 'twitter:card') !== 'summary_large_image') {
        problems.push(`${page}: og:image, og:image:alt or twitter:card missing`);
        continue;
      }
      const path = decodeURI(new URL(url.replace(/&amp;/g, '&')).pathname);
      const cover = parseMediaPath(path);
      if (cover) {
        if (size.width !== cover.width || size.height !== cover.height)
          problems.push(`${page}: cover size ${JSON.stringify(size)}`);
        continue;
      }
      cards.add(path);
      const file = join(dist, path);
      const png = existsSync(file) ? pngSize(file) : undefined;
      if (!png) problems.push(`${page}: ${path} is not a PNG in dist/`);
      else if (png.width !== 1200 || png.height !== 630 || size.width !== 1200 || size.height !== 630) {
        problems.push(`${page}: ${path} is ${png.width}×${png.height}, named ${size.width}×${size.height}`);
      }
    }
    expect(problems).toEqual([]);
    // Pages have cards of their own, in both languages: only error pages and the shell share one.
    expect(cards.size).toBeGreaterThan(pages.length * 0.7);
  });
});
