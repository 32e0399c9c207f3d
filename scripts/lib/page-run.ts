// What one Lighthouse run of a page comes down to, the median of several, and
// the mobile targets of the public pages. No Lighthouse here: tests load it cheaply.
export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'image', 'font', 'other'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface PageRun {
  /** Category scores, 0 to 100. */
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer bytes by resource type; media counts as other. */
  bytes: Record<ResourceType, number>;
  /** Audits that cost points outside performance, as `category: audit id`. */
  failedAudits: string[];
}

export const MOBILE_TARGETS = {
  /** The aim is 100; below this on any page is a miss. */
  worstPerformance: 98,
  otherCategories: 100,
  lcpMs: 900,
  tbtMs: 50,
  cls: 0.02,
} as const;

/** Every figure is the median of its own values over the runs (scores, metrics and bytes alike). */
export function medianRun(runs: PageRun[]): PageRun {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as PageRun['scores'],
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    bytes: Object.fromEntries(RESOURCE_TYPES.map((type) => [type, of((run) => run.bytes[type])])) as PageRun['bytes'],
    // An audit that failed in any run is worth a look, even if the median passed.
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What a mobile page misses, one line each, or nothing. */
export function missedTargets(run: PageRun): string[] {
  const { worstPerformance, otherCategories, lcpMs, tbtMs, cls } = MOBILE_TARGETS;
  const misses: string[] = [];
  if (run.scores.performance < worstPerformance) misses.push(`performance ${run.scores.performance} < ${worstPerformance}`);
  for (const category of CATEGORIES.filter((id) => id !== 'performance')) {
    if (run.scores[category] < otherCategories) misses.push(`${category} ${run.scores[category]} < ${otherCategories}`);
  }
  if (run.lcpMs > lcpMs) misses.push(`LCP ${seconds(run.lcpMs)} > ${seconds(lcpMs)}`);
  if (run.tbtMs > tbtMs) misses.push(`TBT ${Math.round(run.tbtMs)} ms > ${tbtMs} ms`);
  if (run.cls > cls) misses.push(`CLS ${run.cls.toFixed(3)} > ${cls}`);
  if (misses.length && run.failedAudits.length) misses.push(`failing audits: ${run.failedAudits.join(', ')}`);
  return misses;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
