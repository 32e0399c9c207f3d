// The build steps that rewrite the written pages (after-paint.mjs, hero-preload.mjs) go
// through the same public pages of dist/. The admin app renders in the browser: its
// shell keeps Astro's own loading and has nothing to rewrite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Whether a path under dist/ is a public page. */
export const isPublicPage = (/** @type {string} */ file) => file.endsWith('.html') && !file.split(sep).includes('admin');

/**
 * Runs `transform` over every public page under `dist` (a directory path), writes the pages it changed, and returns how many.
 * @param {string} dist
 * @param {(html: string) => string} transform
 */
export function rewritePublicPages(dist, transform) {
  let changed = 0;
  for (const page of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isPublicPage)) {
    const file = join(dist, page);
    const html = readFileSync(file, 'utf8');
    const rewritten = transform(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      changed++;
    }
  }
  return changed;
}
