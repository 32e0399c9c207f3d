// The public pages of the last build (dist/, from `npm run build:e2e` in `npm test`),
// as search engines and share previews read them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const dist = join(import.meta.dirname, '..', '..', 'dist');

export interface BuiltPage {
  /** The address, such as `/en/about/` or `/404.html`. */
  path: string;
  html: string;
  /** False for pages marked noindex (error pages, the thank-you page, an article's untranslated English address). */
  indexable: boolean;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function builtPages(): BuiltPage[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ has no build: run `npm run build:e2e` first');
  return htmlFiles(dist).map((file) => {
    const path = `/${relative(dist, file).split(sep).join('/')}`.replace(/index\.html$/, '');
    const html = readFileSync(file, 'utf8');
    return { path, html, indexable: !/<meta name="robots" content="[^"]*noindex/.test(html) };
  });
}
