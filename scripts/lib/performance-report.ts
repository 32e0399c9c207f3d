// docs/PERFORMANCE.md: how the pages were measured, one table per preset and the
// misses. Everything from the hand-written section 'Targets and what it took' on
// is kept as it is, so a rerun refreshes the numbers without losing the story.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { describeMachine } from './machine.ts';
import { MOBILE_TARGETS, PRESETS, RESOURCE_TYPES, seconds, type PageRun, type Preset } from './page-run.ts';

export const HAND_WRITTEN_HEADING = '## Targets and what it took';

export interface PageResult {
  path: string;
  preset: Preset;
  median: PageRun;
  misses: string[];
}

export interface Measurement {
  date: Date;
  runsPerPage: number;
  chromium: string;
  loadBefore: number[];
  loadAfter: number[];
  results: PageResult[];
}

export function performanceReport(measurement: Measurement, previousReport: string | undefined): string {
  const handWritten = previousReport?.includes(HAND_WRITTEN_HEADING)
    ? previousReport.slice(previousReport.indexOf(HAND_WRITTEN_HEADING))
    : `${HAND_WRITTEN_HEADING}\n\n(What each fix was and why.)\n`;
  return [
    header(measurement),
    ...PRESETS.map((preset) => presetTable(preset, measurement.results)),
    misses(measurement.results),
    handWritten,
  ].join('\n');
}

function header({ date, runsPerPage, chromium, loadBefore, loadAfter }: Measurement): string {
  const { lcpMs, tbtMs, cls, worstPerformance, otherCategories } = MOBILE_TARGETS;
  return `# Page performance

Written by \`npm run bench:pages\` (scripts/bench-pages.ts); rerun it to refresh everything above
'Targets and what it took'. It builds with \`npm run build:e2e\` (demo articles pre-rendered), serves
\`dist/\` with the compressing preview server (Brotli, as Netlify's CDN) on a store seeded with the same
demo content, and runs Lighthouse ${lighthouseVersion()} in headless Chromium, each page in Chinese and English,
with Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) and its desktop preset. Each figure
is the median of its own values over ${runsPerPage} runs (so a row's figures may come from different runs);
the runs of all pages take turns, so a burst of load on the machine spreads over pages instead of
spoiling one. Bytes are what went over the wire (compressed), in KiB.

Mobile targets: performance 100 (${worstPerformance} at worst on any page), accessibility, best practices and
SEO ${otherCategories}, LCP ≤ ${seconds(lcpMs)}, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}. The command exits non-zero when a median misses one.

- Date: ${date.toISOString().slice(0, 10)}
- Machine: ${describeMachine()};
  load average ${formatLoad(loadBefore)} before the run, ${formatLoad(loadAfter)} after
- Node ${process.version}; Chromium ${chromium.replace(/^\D+\//, '')}
${busyMachineNote(loadBefore, loadAfter)}`;
}

/** Lantern scales the CPU time it observed, so a machine busy with other work inflates TBT. */
function busyMachineNote(loadBefore: number[], loadAfter: number[]): string {
  const busiest = Math.max(loadBefore[0] ?? 0, loadAfter[0] ?? 0);
  if (busiest <= availableParallelism()) return '';
  return `
TBT (and to a lesser degree FCP and LCP) was taken on a loaded ${availableParallelism()}-core machine shared with
other builds and browsers: Lighthouse's simulation multiplies the main-thread time it observed, so every
task that waited for a core counts as blocking. Expect lower figures on an idle machine.
`;
}

function presetTable(preset: Preset, results: PageResult[]): string {
  const rows = results
    .filter((result) => result.preset === preset)
    .map(({ path, median: run }) => {
      const { performance, accessibility, seo } = run.scores;
      const kib = RESOURCE_TYPES.map((type) => (run.bytes[type] / 1024).toFixed(1));
      const metrics = [seconds(run.lcpMs), seconds(run.fcpMs), `${Math.round(run.tbtMs)} ms`, run.cls.toFixed(3)];
      return `| \`${path}\` | ${performance} | ${accessibility} | ${run.scores['best-practices']} | ${seo} | ${metrics.join(' | ')} | ${kib.join(' | ')} |`;
    });
  return `## ${preset === 'mobile' ? 'Mobile' : 'Desktop'}

| page | perf. | a11y | best pr. | SEO | LCP | FCP | TBT | CLS | ${RESOURCE_TYPES.join(' | ')} |
|---|---:|---:|---:|---:|---:|---:|---:|---:|${'---:|'.repeat(RESOURCE_TYPES.length)}
${rows.join('\n')}
`;
}

function misses(results: PageResult[]): string {
  const missed = results.filter((result) => result.misses.length);
  const lines = missed.map(({ path, misses: found }) => `- \`${path}\`: ${found.join('; ')}`);
  return `## Against the mobile targets

${missed.length ? lines.join('\n') : 'Every page meets every target.'}
`;
}

const formatLoad = (load: number[]): string => load.map((value) => value.toFixed(2)).join(', ');

function lighthouseVersion(): string {
  return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
}
