// `npm run validate:html` (part of `npm test`, after `npm run build:e2e`): every page
// in dist/ (both languages, the 404 pages, the admin shell) is valid HTML by the Nu
// Html Checker. Fails with one `file:line:column: message` line per error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './lib/paths.ts';
import { checkPages, findPages, formatErrors, isAllowed, isInCriticalCss } from './lib/validate-html.ts';

const dist = join(repoRoot, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('validate:html: dist/ has no build; run `npm run build` first');
  process.exit(1);
}
const pages = findPages(dist);
const html = (url: string | undefined) => (url?.startsWith('file:') ? readFileSync(fileURLToPath(url), 'utf8') : '');
const errors = checkPages(pages).filter(
  (message) => !isAllowed(message, html(message.url)) && !isInCriticalCss(message, html(message.url)),
);
if (errors.length > 0) {
  console.error(formatErrors(errors, repoRoot));
  console.error(`validate:html: FAILED, ${errors.length} errors in ${pages.length} pages`);
  process.exit(1);
}
console.log(`validate:html: ${pages.length} pages, no errors`);
