// What the sitemap learns from the built pages themselves, so the config needs
// no store: a page marked noindex (the English address of an article published
// in Chinese only) stays out, and an article's `article:modified_time` is its
// lastmod. The sitemap runs when the build is done, with every page written.
import { readFileSync } from 'node:fs';

const NOINDEX = /<meta name="robots" content="noindex"/;
const MODIFIED = /<meta property="article:modified_time" content="([^"]+)"/;

/** Reads the built pages under `outDir` (a file URL ending in "/"). */
export function builtPages(outDir) {
  const html = (url) => {
    const path = decodeURIComponent(new URL(url).pathname).replace(/\/?$/, '/');
    try {
      return readFileSync(new URL(`.${path}index.html`, outDir), 'utf8');
    } catch {
      return '';
    }
  };
  return {
    indexable: (url) => !NOINDEX.test(html(url)),
    /** @returns {string | undefined} */
    modified: (url) => MODIFIED.exec(html(url))?.[1],
  };
}
