// `npm run weight` (part of `npm test`, after `astro build`): the gzipped JavaScript,
// CSS and HTML of every public page in dist/, the heaviest first; fails over a
// budget, on a font that draws Chinese text, on admin code reaching a public
// page, or on an import it cannot follow.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatReport, measurePages } from './lib/page-weight.ts';
import { repoRoot } from './lib/paths.ts';

const dist = join(repoRoot, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('page weight: dist/ has no build; run `npm run build` first');
  process.exit(1);
}
const { text, ok } = formatReport(measurePages(dist), dist);
console.log(text);
if (!ok) {
  console.error('page weight: FAILED');
  process.exit(1);
}
