// Critical CSS (docs/PERFORMANCE.md, 'Targets and what it took'): once Astro has
// written the pages, beasties inlines into each public page the rules of the site
// stylesheet that the page's own elements use, and the stylesheet itself loads
// without blocking the first paint: `media="print"` (fetched at the lowest
// priority, applied to nothing) until src/scripts/deferred-stylesheets.ts turns it
// to the screen, with a <noscript> copy for visitors without JavaScript. The CSP
// (netlify.toml) allows no inline script or event handler, hence beasties'
// 'media-script' strategy without the inline script it would add.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';

/** The attribute beasties' 'media-script' strategy leaves on a deferred stylesheet: the media it gets once loaded. */
export const DEFERRED_MEDIA_ATTRIBUTE = 'data-beasties-media';

class ExternalScriptBeasties extends Beasties {
  /** The site's own module script applies the stylesheet; an inline one would break the CSP. */
  injectDeferredMediaScript() {}
}

/** The admin app renders in the browser: its shell has nothing to take critical CSS from. */
const isPublicPage = (file) => file.endsWith('.html') && !file.split(sep).includes('admin');

/** Inlines the critical CSS of every public page under `dist` (a directory path); returns how many it changed. */
export async function inlineCriticalCss(dist) {
  const beasties = new ExternalScriptBeasties({
    path: dist,
    preload: 'media-script',
    // Astro's own inline styles (the island style, a component's few rules) stay as they are.
    reduceInlineStyles: false,
    // No web fonts (system font stack): nothing to preload or inline.
    fonts: false,
    logLevel: 'warn',
  });
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isPublicPage);
  for (const page of pages) {
    const file = join(dist, page);
    const html = readFileSync(file, 'utf8');
    const processed = await beasties.process(html);
    if (!processed.includes(DEFERRED_MEDIA_ATTRIBUTE)) throw new Error(`critical CSS: ${page} links no site stylesheet to defer`);
    writeFileSync(file, processed);
  }
  return pages.length;
}

/** @returns {import('astro').AstroIntegration} */
export function criticalCss() {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const count = await inlineCriticalCss(fileURLToPath(dir));
        logger.info(`inlined the critical CSS of ${count} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
