// `npm run bench:api`: autocannon against `npm run preview` on a fresh store
// of its own (redis-server on this checkout's bench port, temp dir), with 100 and then 1,000
// articles, then the media library and the enquiry CSV export with 2,000 and 20,000
// enquiries, writing the numbers to docs/BENCHMARKS.md. Builds dist/ if missing.
// `-- --media` or `-- --export-only` measures that part alone and replaces only its section.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { benchArticle } from './lib/bench-articles.ts';
import { benchExport, exportSection } from './lib/bench-export.ts';
import type { LoadResult, Scenario } from './lib/bench-load.ts';
import { describeMachine } from './lib/machine.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { measureMedia, type MediaBench, mediaReport } from './lib/bench-media.ts';
import { startScratchStore } from './lib/scratch-store.ts';

const REDIS_PORT = PORTS.benchRedis;
const PORT = PORTS.benchHttp;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const origin = `http://localhost:${PORT}`;
const loadBefore = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const P99_TARGET_MS = 50;
let fullPageBytes = 0;
const exportOnly = process.argv.includes('--export-only');
const mediaOnly = process.argv.includes('--media');
const BENCHMARKS = join(repoRoot, 'docs', 'BENCHMARKS.md');
const EXPORT_HEADING = '## Enquiry export';

if (!existsSync(join(repoRoot, 'dist', 'index.html')))
  execFileSync('npx', ['astro', 'build'], { cwd: repoRoot, stdio: 'inherit' });

const store = await startScratchStore({ redisPort: REDIS_PORT, name: 'bench' });
// The media library's blobs in the store's temporary folder (never .data/blobs); the preview inherits the context.
const blobs = await startLocalBlobs(join(store.dir, 'blobs'));
// CONTACT_RATE_LIMIT_MAX lifts the 5-per-10-minutes enquiry limit for this run only.
const env = {
  ...process.env,
  ...store.env,
  REDIS_KEY_PREFIX: 'bench:',
  JWT_SECRET: randomBytes(32).toString('hex'),
  CONTACT_RATE_LIMIT_MAX: '100000000',
  CONTACT_WEBHOOK_URL: '',
  NETLIFY_BUILD_HOOK_URL: '',
  PORT: String(PORT),
};
Object.assign(process.env, env);
const preview = spawn('npx', ['tsx', 'scripts/preview.ts'], { cwd: repoRoot, env, stdio: 'inherit', detached: true });

async function stop() {
  if (preview.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM');
  await blobs.stop();
  await store.stop();
}

try {
  for (let ready = false; !ready; await sleep(200)) {
    // A preview that could not start (its port taken, say) fails the run instead of a wait without end.
    if (preview.exitCode !== null) throw new Error(`the preview server exited with code ${preview.exitCode}`);
    ready = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
  }
  // Loaded only now: the store module reads its configuration when first imported.
  const { createNews } = await import('../store/news-repository.ts');
  let seeded = 0;
  async function seedUpTo(count: number) {
    const batch: Promise<unknown>[] = [];
    for (; seeded < count; seeded++) {
      const { input, createdAt } = benchArticle(seeded);
      batch.push(createNews(input, { author: '基准测试', now: createdAt }));
      if (batch.length === 25) await Promise.all(batch.splice(0));
    }
    await Promise.all(batch);
  }

  const results: Array<{ size: number; name: string; result: LoadResult }> = [];
  for (const size of exportOnly || mediaOnly ? [] : [100, 1000]) {
    await seedUpTo(size);
    const { data } = await (await fetch(`${origin}/api/news?limit=1`)).json();
    fullPageBytes = (await (await fetch(`${origin}/api/news`)).arrayBuffer()).byteLength;
    const scenarios: Array<[string, Omit<Scenario, 'connections' | 'durationSeconds'>]> = [
      ['GET /api/news', { url: `${origin}/api/news`, method: 'GET' }],
      [
        'GET /api/news?category=政策解读&limit=10',
        { url: `${origin}/api/news?category=${encodeURIComponent('政策解读')}&limit=10`, method: 'GET' },
      ],
      ['GET /api/news/{id}', { url: `${origin}/api/news/${data[0].id}`, method: 'GET' }],
      [
        'POST /api/contact',
        {
          url: `${origin}/api/contact`,
          method: 'POST',
          body: { name: '基准', contact: 'bench@example.com', source: 'bench', consent: true },
        },
      ],
    ];
    for (const [name, scenario] of scenarios) {
      await load({ ...scenario, connections: CONNECTIONS, durationSeconds: 2 }); // warm-up, not recorded
      const result = await load({ ...scenario, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
      results.push({ size, name, result });
      console.log(
        `${size} articles  ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, answers ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`,
      );
    }
  }
  const media = exportOnly
    ? undefined
    : await measureMedia(origin, (url) =>
        load({ url, method: 'GET', connections: CONNECTIONS, durationSeconds: DURATION_SECONDS }),
      );
  const exports = mediaOnly ? undefined : await benchExport(origin, preview.pid!);
  const [current = '', currentExport = ''] = existsSync(BENCHMARKS)
    ? (await readFile(BENCHMARKS, 'utf8')).split(EXPORT_HEADING)
    : [];
  const articles = media && !mediaOnly ? report(results, media) : media ? withMediaSection(current, media) : current;
  const exportText = exports
    ? exportSection(exports, new Date().toISOString().slice(0, 10))
    : `${EXPORT_HEADING}${currentExport}`;
  await writeFile(BENCHMARKS, `${articles.trimEnd()}\n\n${exportText}`);
  console.log('Wrote docs/BENCHMARKS.md');
} finally {
  await stop();
}

/** Asynchronous: the bridge serving the preview lives in this process's event loop. */
async function load(scenario: Scenario): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/lib/bench-load.ts', JSON.stringify(scenario)], {
    cwd: repoRoot,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

/** The document with its media section (up to the next paragraph about pages) replaced, or added before it. */
function withMediaSection(document: string, media: MediaBench): string {
  const section = mediaReport(media, CONNECTIONS, DURATION_SECONDS, loadBefore);
  const end = document.indexOf('The pages themselves are measured by');
  const start = document.indexOf('## Media library');
  return `${document.slice(0, start === -1 ? end : start)}${section}\n${document.slice(end)}`;
}

/** Said when other work shared the cores: numbers then compare within the run only. */
function busyNote(): string {
  if (loadavg()[0]! <= availableParallelism()) return '';
  return `
The load average before this run was above the machine's ${availableParallelism()} cores (other work shared
them), so compare rows within one run, not with a run made at another load.
`;
}

function report(results: Array<{ size: number; name: string; result: LoadResult }>, media: MediaBench): string {
  const reads = results.filter(({ name }) => name.startsWith('GET'));
  const missed = reads.filter(({ result }) => result.p99 >= P99_TARGET_MS);
  const verdict =
    missed.length === 0
      ? `Every read is under the ${P99_TARGET_MS} ms p99 target.`
      : `Over the ${P99_TARGET_MS} ms p99 target: ${missed.map(({ size, name }) => `\`${name}\` with ${size.toLocaleString('en')} articles`).join(', ')}; every other read is under it.`;
  const rows = results.map(
    ({ size, name, result }) =>
      `| ${size.toLocaleString('en')} | \`${name}\` | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.non2xx + result.errors} |`,
  );
  return `# API benchmarks

Written by \`npm run bench:api\` (scripts/bench-api.ts); rerun it to refresh. Each row is
autocannon with ${CONNECTIONS} connections for ${DURATION_SECONDS} s (after a 2 s warm-up) against
\`npm run preview\` (functions in process, see scripts/lib/function-runner.ts) on a fresh
redis-server behind the local Upstash bridge, all on the same machine. The enquiry limit
is lifted for the run with \`CONTACT_RATE_LIMIT_MAX\`; each enquiry is a new message.

- Date: ${new Date().toISOString().slice(0, 10)}; load average before the run: ${loadBefore}
- Machine: ${describeMachine()}
- Node: ${process.version}
${busyNote()}
| articles | request | req/s | p50 ms | p99 ms | failed |
|---:|---|---:|---:|---:|---:|
${rows.join('\n')}

${verdict}

\`GET /api/news\` without parameters answers the contract's default page: 100 whole
articles, ${Math.round(fullPageBytes / 1024)} KiB of JSON here (about ${benchArticle(0).input.content.length} characters of content each, with a
${benchArticle(0).input.summary?.length}-character summary and a media-library cover). Its
time goes into reading, validating and serialising that much JSON on two cores shared
with Redis, the bridge and the load generator, not into the archive's size (compare the
two sizes). Lists and pages read one sorted set with ZRANGE BYSCORE REV LIMIT, so a page costs the
same with 100 or 1,000 articles. Production adds the network to Upstash and, for the
public lists, Netlify's CDN cache (60 s, purged on every news write) in front.

${mediaReport(media, CONNECTIONS, DURATION_SECONDS, loadBefore)}
The pages themselves are measured by \`npm run bench:pages\` (Lighthouse): docs/PERFORMANCE.md.
`;
}
