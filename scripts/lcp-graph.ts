// Why a page's simulated LCP is what it is: one mobile Lighthouse run per page, on the
// demo site `npm run bench:pages` uses (build with `npm run build:e2e` first), then every
// node of Lantern's optimistic and pessimistic LCP graphs with its simulated start and end
// (docs/PERFORMANCE.md, 'Targets and what it took'): a request listed there is one the
// page's LCP waited for. Usage: npx tsx scripts/lcp-graph.ts /about/ /en/success-cases/1/
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startDemoSite } from './lib/demo-site.ts';
import { launchChromium } from './lib/lighthouse-audit.ts';
import { seconds } from './lib/page-run.ts';
import { PORTS } from './lib/ports.ts';

interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; protocol: string; connectionReused: boolean; transferSize: number };
  childEvents?: { name: string }[];
}
type NodeTimings = Map<GraphNode, { startTime: number; endTime: number }>;

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) {
  console.error('lcp-graph: usage: npx tsx scripts/lcp-graph.ts /path/ [/path/ ...]');
  process.exit(2);
}
// Lantern keeps the node timings of its last simulation of each kind (Lighthouse's LANTERN_DEBUG traces read them).
const timings = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, NodeTimings> } } }).Simulation
  .Simulator.allNodeTimings;

const site = await startDemoSite({ redisPort: PORTS.benchPagesRedis, httpPort: PORTS.benchPagesHttp });
const browser = await launchChromium();
try {
  for (const path of paths) {
    timings.clear();
    const flags = { port: browser.port, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const lhr = (await lighthouse(site.origin + path, { ...flags, disableFullPageScreenshot: true }))?.lhr;
    const observed = (lhr?.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
    if (!lhr || !observed) throw new Error(`${path}: Lighthouse returned no metrics`);
    console.log(
      `\n${path}: LCP ${seconds(observed.largestContentfulPaint!)}, FCP ${seconds(observed.firstContentfulPaint!)}` +
        ` (observed without throttling: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms)`,
    );
    for (const [label, nodes] of timings) {
      if (!label.endsWith('LargestContentfulPaint')) continue;
      console.log(`  ${label}`);
      const rows = [...nodes].map(([node, { startTime, endTime }]) => {
        const span = `${startTime.toFixed(0).padStart(5)}–${endTime.toFixed(0).padStart(5)} ms`;
        return `    ${span}  ${describe(node, site.origin)}`;
      });
      console.log(rows.sort().join('\n'));
    }
  }
} finally {
  browser.close();
  await site.stop();
}

function describe(node: GraphNode, origin: string): string {
  if (node.type === 'network' && node.request) {
    const { url, priority, protocol, connectionReused, transferSize } = node.request;
    const connection = connectionReused ? 'reused connection' : 'new connection';
    return `${url.replace(origin, '')} (${priority}, ${protocol}, ${connection}, ${transferSize} B)`;
  }
  const work = new Set(
    (node.childEvents ?? []).map((event) => event.name).filter((name) => /Parse|Layout|Paint|Evaluate/.test(name)),
  );
  return `main thread: ${[...work].join(', ')}`;
}
