// Lighthouse runs against Debian's Chromium, each reduced to the figures
// docs/PERFORMANCE.md reports. One browser serves every run: Lighthouse opens a
// fresh tab per run and clears the origin's cache and storage first.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CATEGORIES, RESOURCE_TYPES, type PageRun, type Preset } from './page-run.ts';

export interface Browser {
  port: number;
  /** As the browser reports it, e.g. `HeadlessChrome/156.0.8078.79`. */
  version: string;
  close(): void;
}

const CHROMIUM = '/usr/bin/chromium';

/** Headless Chromium as root in a container: the sandbox needs privileges a container lacks. */
export async function launchChromium(): Promise<Browser> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const { Browser: version } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  return { port: chrome.port, version, close: () => chrome.kill() };
}

/**
 * One Lighthouse run (desktop: its desktop preset), throttled as Lighthouse simulates it by default,
 * or for real by Chromium's network and CPU emulation (`devtools`).
 */
export async function auditPage(
  url: string,
  preset: Preset,
  browser: Browser,
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<PageRun> {
  // No full-page screenshot: nothing here shows a report, and it costs seconds per run.
  const flags = {
    port: browser.port,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    throttlingMethod,
  };
  const lhr = (await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined))?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return summarise(lhr);
}

function summarise(lhr: Result): PageRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as PageRun['scores'],
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: transferBytes(lhr),
    failedAudits: failedAudits(lhr),
  };
}

function transferBytes(lhr: Result): PageRun['bytes'] {
  const details = lhr.audits['resource-summary']?.details;
  const rows = (details?.type === 'table' ? details.items : []) as { resourceType?: string; transferSize?: number }[];
  const size = (type: string) => rows.find((row) => row.resourceType === type)?.transferSize ?? 0;
  const bytes = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, size(type)])) as PageRun['bytes'];
  bytes.other += size('media');
  return bytes;
}

function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}
