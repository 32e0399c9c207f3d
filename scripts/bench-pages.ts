// `npm run bench:pages` (after `npm run build:e2e`, which the npm script runs first):
// Lighthouse on a page of each kind in both languages, mobile and desktop, the
// median of several runs each, served like production by the preview server on a
// seeded store of its own (this checkout's bench-pages ports). Writes
// docs/PERFORMANCE.md and exits non-zero when a mobile page misses a target.
//
//   npx tsx scripts/bench-pages.ts [--runs N] [--preset mobile|desktop] [--devtools-throttling] [path ...]
// With a path (e.g. /about), a preset or fewer runs it only prints: the document
// always describes a full run. --devtools-throttling throttles Chromium's network for real
// instead of simulating it (Lighthouse's `devtools` method): the page then streams in, so
// what its first bytes ask for counts, which the simulation ignores. It also only prints.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoSite } from './lib/demo-site.ts';
import { auditPage, launchChromium, type Browser } from './lib/lighthouse-audit.ts';
import { medianRun, missedTargets, PRESETS, seconds, type PageRun } from './lib/page-run.ts';
import { performanceReport, type PageResult } from './lib/performance-report.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';

/**
 * A page of each kind; the article is one the demo seed pre-renders. As the site links
 * them, with the final slash: `/about` answers 301 to `/about/`, a round trip no visitor takes.
 */
const PAGES = [
  '/',
  '/about/',
  '/zero-carbon-park/',
  '/product-service/carbon-consulting/',
  '/news-center/',
  '/news-detail/seed-ets-expansion/',
  '/success-cases/',
  '/success-cases/1/',
];
const FULL_RUNS = 5;
const REPORT = join(repoRoot, 'docs', 'PERFORMANCE.md');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: String(FULL_RUNS) },
    preset: { type: 'string' },
    'devtools-throttling': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const presets = PRESETS.filter((preset) => !values.preset || preset === values.preset);
const paths = PAGES.flatMap((path) => [path, path === '/' ? '/en/' : `/en${path}`]).filter(
  (path) => positionals.length === 0 || positionals.some((wanted) => path.includes(wanted)),
);
const throttling = values['devtools-throttling'] ? 'devtools' : 'simulate';
const fullRun =
  throttling === 'simulate' && runs === FULL_RUNS && presets.length === PRESETS.length && paths.length === PAGES.length * 2;
if (!Number.isInteger(runs) || runs < 1 || presets.length === 0 || paths.length === 0) {
  console.error(
    'bench:pages: usage: [--runs N] [--preset mobile|desktop] [--devtools-throttling] [path ...] (nothing left to measure)',
  );
  process.exit(2);
}
// The article exists only in a build that had the demo articles: check for it, not just for dist/.
if (!existsSync(join(repoRoot, 'dist', 'news-detail', 'seed-ets-expansion', 'index.html'))) {
  console.error('bench:pages: dist/ has no demo articles; run `npm run build:e2e` first (`npm run bench:pages` does).');
  process.exit(1);
}

const loadBefore = loadavg();
const site = await startDemoSite({ redisPort: PORTS.benchPagesRedis, httpPort: PORTS.benchPagesHttp });
const browser = await launchChromium().catch(async (error: unknown) => {
  await site.stop();
  throw error;
});
let results: PageResult[];
try {
  results = await measure(browser, site.origin);
} finally {
  browser.close();
  await site.stop();
}

for (const { path, preset, median } of results) console.log(`median ${preset} ${path}: ${describe(median)}`);
const failures = results.filter((result) => result.misses.length);
for (const { path, misses } of failures) console.error(`MISSED ${path}: ${misses.join('; ')}`);
if (fullRun) {
  const measurement = {
    date: new Date(),
    runsPerPage: runs,
    chromium: browser.version,
    loadBefore,
    loadAfter: loadavg(),
    results,
  };
  writeFileSync(REPORT, performanceReport(measurement, existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : undefined));
  console.log('Wrote docs/PERFORMANCE.md');
}
console.log(
  throttling === 'devtools'
    ? 'bench:pages: the targets are for simulated throttling; these runs are not checked against them'
    : failures.length
      ? `bench:pages: ${failures.length} mobile page(s) missed a target`
      : 'bench:pages: every mobile page meets its targets',
);
process.exit(failures.length ? 1 : 0);

/** Round-robin: run n of every page before run n + 1, so a burst of load elsewhere does not spoil one page. */
async function measure(browser: Browser, origin: string): Promise<PageResult[]> {
  const runsOf = new Map<string, PageRun[]>();
  for (let round = 1; round <= runs; round++) {
    for (const preset of presets) {
      for (const path of paths) {
        const run = await auditPage(origin + path, preset, browser, throttling);
        runsOf.set(`${preset} ${path}`, [...(runsOf.get(`${preset} ${path}`) ?? []), run]);
        console.log(`${preset} ${path} run ${round}/${runs}: ${describe(run)}`);
      }
    }
  }
  return presets.flatMap((preset) =>
    paths.map((path) => {
      const median = medianRun(runsOf.get(`${preset} ${path}`)!);
      return { path, preset, median, misses: preset === 'mobile' && throttling === 'simulate' ? missedTargets(median) : [] };
    }),
  );
}

function describe(run: PageRun): string {
  const { performance, accessibility, seo } = run.scores;
  return `performance ${performance}, a11y ${accessibility}, best practices ${run.scores['best-practices']}, SEO ${seo}, LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`;
}
