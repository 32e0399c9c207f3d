// How `npm run bench:pages` reduces its Lighthouse runs and judges them
// (scripts/lib/page-run.ts), so a verdict on the real pages means something.
import { describe, expect, it } from 'vitest';
import { medianRun, missedTargets, type PageRun } from '../../scripts/lib/page-run.ts';

function run(overrides: Partial<PageRun> = {}): PageRun {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1000,
    fcpMs: 800,
    tbtMs: 0,
    cls: 0,
    bytes: { document: 20_000, script: 80_000, stylesheet: 0, image: 0, font: 0, other: 1_000 },
    failedAudits: [],
    ...overrides,
  };
}

describe('medianRun', () => {
  it('takes the median of each figure on its own, so one slow run does not count', () => {
    const runs = [run({ lcpMs: 900, tbtMs: 400 }), run({ lcpMs: 3000, tbtMs: 0 }), run({ lcpMs: 1100, tbtMs: 20 })];
    const median = medianRun(runs);
    expect(median.lcpMs).toBe(1100);
    expect(median.tbtMs).toBe(20);
  });

  it('averages the middle two of an even number of runs', () => {
    const median = medianRun([run({ scores: { ...run().scores, performance: 97 } }), run()]);
    expect(median.scores.performance).toBe(98.5);
  });

  it('keeps every audit that failed in any run', () => {
    const median = medianRun([
      run({ failedAudits: ['seo: link-text'] }),
      run(),
      run({ failedAudits: ['seo: link-text', 'accessibility: color-contrast'] }),
    ]);
    expect(median.failedAudits).toEqual(['seo: link-text', 'accessibility: color-contrast']);
  });
});

describe('missedTargets', () => {
  it('finds nothing on a page that meets every target', () => {
    expect(missedTargets(run({ scores: { ...run().scores, performance: 98 }, lcpMs: 900, tbtMs: 50, cls: 0.02 }))).toEqual([]);
  });

  it('names each missed target and the audits that cost points', () => {
    const misses = missedTargets(
      run({
        scores: { ...run().scores, performance: 97, seo: 92 },
        lcpMs: 1300,
        tbtMs: 60,
        cls: 0.05,
        failedAudits: ['seo: meta-description'],
      }),
    );
    expect(misses).toEqual([
      'performance 97 < 98',
      'seo 92 < 100',
      'LCP 1.30 s > 0.90 s',
      'TBT 60 ms > 50 ms',
      'CLS 0.050 > 0.02',
      'failing audits: seo: meta-description',
    ]);
  });
});
