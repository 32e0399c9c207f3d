// Critical CSS (docs/PERFORMANCE.md, 'Targets and what it took'): once Astro has
// written the pages, beasties inlines into each public page the rules of the site
// stylesheet that the page's own elements use, and moves the stylesheet's <link>
// to the end of <body>, so the first paint does not wait for it; after-paint.mjs
// then loads it after that paint. The whole stylesheet applies once it has arrived
// (hover, focus and the states script adds).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { isPublicPage } from './public-pages.mjs';

/** Marks the inlined rules: scripts/lib/page-weight.ts counts them as HTML, not a second time as CSS. */
export const CRITICAL_CSS_ATTRIBUTE = 'data-critical';

/** Pseudo-elements (`::before`, `::placeholder`, the old `:after`), not escaped class-name colons (`.hover\:x`). */
const PSEUDO_ELEMENT = /(?<!\\)(?:::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)\b)/gi;

/** Pseudo-classes the selector engine (css-select) matches from the markup alone. */
const STRUCTURAL_PSEUDO_CLASSES = new Set(
  'is where not has root empty first-child last-child only-child first-of-type last-of-type only-of-type nth-child nth-last-child nth-of-type nth-last-of-type checked disabled enabled required optional link any-link'.split(
    ' ',
  ),
);
/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp', '<': '&lt', '>': '&gt', '"': '&quot' };

class SiteBeasties extends Beasties {
  /**
   * Which elements a rule's selector needs in the page. Beasties' own version strips every
   * pseudo-class with its arguments, so `:where(.space-y-3>…)` and `:is(…)` (most of
   * Tailwind's variants) never match. Here pseudo-elements go; `:target` is any element
   * with an id (a page opened at an anchor, /about/#contact, paints with one: the header's
   * solid state); a pseudo-class the first paint cannot match (`:hover`, `:focus-visible`,
   * `:popover-open`) becomes `:not(*)`, which matches nothing but keeps the rest of a
   * selector list; the selector engine matches the structural ones. `:lang()` reads the attribute.
   * @param {string} selector
   */
  normalizeCssSelector(selector) {
    const normalized = selector
      .replace(PSEUDO_ELEMENT, '')
      .replace(/(?<!\\):lang\(([\w-]+)\)/g, '[lang|="$1"]')
      .replace(/(?<!\\):target\b/g, '[id]')
      .replace(/(?<!\\):([\w-]+)/g, (pseudo, name) => (STRUCTURAL_PSEUDO_CLASSES.has(name) ? pseudo : ':not(*)'))
      // Beasties keeps attribute values as written: `[&>*+*]:mt-4` is `[&amp;&gt;*+*]:mt-4` to it.
      .replace(/\\([&<>"])/g, (_, char) => `\\${HTML_ESCAPES[char]}\\;`)
      .replace(/([>+~])\s*(?=[>+~)]|$)/g, '$1 *')
      .trim();
    return normalized === '' ? '*' : normalized;
  }

  /** @param {any} stylesheet @param {any} document */
  embedFetchedStylesheet(stylesheet, document) {
    super.embedFetchedStylesheet(stylesheet, document);
    stylesheet.style.setAttribute(CRITICAL_CSS_ATTRIBUTE, '');
  }
}

/** Inlines the critical CSS of every public page under `dist` (a directory path); returns how many it changed. */
export async function inlineCriticalCss(/** @type {string} */ dist) {
  const beasties = new SiteBeasties({
    path: dist,
    preload: 'body',
    // Astro's own inline styles (the island style, a component's few rules) stay as they are.
    reduceInlineStyles: false,
    // No web fonts (system font stack): nothing to preload or inline.
    fonts: false,
    logLevel: 'warn',
  });
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isPublicPage);
  for (const page of pages) {
    const file = join(dist, page);
    const processed = await beasties.process(readFileSync(file, 'utf8'));
    if (!processed.includes(`<style ${CRITICAL_CSS_ATTRIBUTE}>`))
      throw new Error(`critical CSS: ${page} links no site stylesheet`);
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
