// `npm run fault:enquiries`: posts enquiries under load against the preview
// server while its redis-server is killed with SIGKILL and restarted, then
// checks each promise: every enquiry answered 201 is stored as sent; every
// other answer is the contract's 503 (JSON envelope, code UNAVAILABLE, the
// message in the request's language) and came only while the store was down;
// static pages kept answering 200 during the outage; and the same server
// process answered 201 again by itself. Writes its section of
// docs/RELIABILITY.md. Everything runs on this machine's loopback, on this
// checkout's bench ports, in a temporary folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locale } from '../src/i18n/locales.ts';
import { renderMessage } from '../src/shared/messages.ts';
import { describeMachine } from './lib/machine.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { pidFileIn, readPid, startRedisServer } from './lib/redis-server.ts';
import { writeReliabilitySection } from './lib/reliability-doc.ts';
import { startScratchStore } from './lib/scratch-store.ts';

const WORKERS = 8;
const KILL_AT_MS = 8_000;
const DOWN_FOR_MS = 8_000;
const RUN_MS = 30_000;
const ANSWER_TIMEOUT_MS = 10_000;
const PAGE_TIMEOUT_MS = 5_000;
const PAGES = ['/', '/en/about', '/privacy'];
const origin = `http://localhost:${PORTS.benchHttp}`;
const loadBefore = loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');

if (!existsSync(join(repoRoot, 'dist', 'index.html')))
  execFileSync('npx', ['astro', 'build'], { cwd: repoRoot, stdio: 'inherit' });

// Whatever fails from here on, everything started is stopped (last first) when this module ends.
await using started = new AsyncDisposableStack();
const store = await startScratchStore({ redisPort: PORTS.benchRedis, name: 'faults' });
started.defer(() => store.stop());
Object.assign(process.env, {
  ...store.env,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Lifted for this run (as bench:api does): its clients post far more than 5 enquiries per 10 minutes.
  CONTACT_RATE_LIMIT_MAX: '100000000',
});
const { startPreviewServer } = await import('./lib/preview-server.ts');
const { getEnquiry, listEnquiries } = await import('../store/enquiry-repository.ts');
const server = await startPreviewServer(PORTS.benchHttp);
started.defer(() => server.close());

/** Times in ms since the start; status -1 when no answer came in time. */
interface Answer {
  sentAt: number;
  answeredAt: number;
  status: number;
}
interface Enquiry extends Answer {
  n: number;
  lang: Locale;
  json: boolean;
  body: { success?: unknown; data?: { id?: string }; code?: unknown; error?: unknown } | null;
}

const enquiries: Enquiry[] = [];
const pages: Answer[] = [];
const start = Date.now();
const elapsed = () => Date.now() - start;
let sequence = 0;

async function postEnquiries(worker: number) {
  // Half the clients read English: the 503's message must follow Accept-Language.
  const lang: Locale = worker % 2 === 0 ? 'zh' : 'en';
  while (elapsed() < RUN_MS) {
    const n = ++sequence;
    const enquiry: Enquiry = { n, lang, sentAt: elapsed(), answeredAt: 0, status: -1, json: false, body: null };
    try {
      const response = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': lang === 'en' ? 'en' : 'zh-CN',
          'X-Forwarded-For': `10.9.${worker}.${(n % 250) + 1}`,
        },
        body: JSON.stringify({ name: `Fault ${n}`, contact: `fault-${n}@example.com`, message: `enquiry ${n}`, consent: true }),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      enquiry.status = response.status;
      enquiry.json = (response.headers.get('content-type') ?? '').startsWith('application/json');
      enquiry.body = await response.json().catch(() => null);
    } catch {
      enquiry.status = -1;
    }
    enquiry.answeredAt = elapsed();
    enquiries.push(enquiry);
  }
}

async function pollPages() {
  for (let n = 0; elapsed() < RUN_MS; n++) {
    const sentAt = elapsed();
    const status = await fetch(origin + PAGES[n % PAGES.length], { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => -1);
    pages.push({ sentAt, answeredAt: elapsed(), status });
    await sleep(100);
  }
}

async function outage() {
  await sleep(KILL_AT_MS);
  process.kill(readPid(pidFileIn(store.dir))!, 'SIGKILL');
  const killedAt = elapsed();
  await sleep(DOWN_FOR_MS);
  const relaunchedAt = elapsed();
  // Resolves once redis-server answers PING, that is once its append-only file is loaded.
  await startRedisServer({ port: PORTS.benchRedis, dir: store.dir });
  return { killedAt, relaunchedAt, readyAt: elapsed() };
}

const [{ killedAt, relaunchedAt, readyAt }] = await Promise.all([
  outage(),
  pollPages(),
  ...Array.from({ length: WORKERS }, (_, worker) => postEnquiries(worker)),
]);

const unavailable = (lang: Locale) => renderMessage({ key: 'unavailable' }, lang);
const isContract503 = (e: Enquiry) =>
  e.status === 503 &&
  e.json &&
  e.body?.success === false &&
  e.body.code === 'UNAVAILABLE' &&
  e.body.error === unavailable(e.lang);

const created = enquiries.filter((e) => e.status === 201);
const refused = enquiries.filter(isContract503);
const unclear = enquiries.filter((e) => e.status !== 201 && !isContract503(e));
const lost: number[] = [];
for (const { n, body } of created) {
  const stored = body?.data?.id ? await getEnquiry(body.data.id) : null;
  if (stored?.name !== `Fault ${n}` || stored.message !== `enquiry ${n}`) lost.push(n);
}
const { total: storedCount } = await listEnquiries({ q: undefined, limit: 1, offset: 0 });
const firstRefusal = refused.find((e) => e.answeredAt >= killedAt);
const slowestRefusal = Math.max(0, ...refused.map((e) => e.answeredAt - e.sentAt));
const recovered = created.find((e) => e.answeredAt > relaunchedAt);
const recoveredAt = recovered?.answeredAt ?? Infinity;
// A refusal before the kill, or for a request sent after the first new 201, would be no outage of ours.
const strayRefusals = enquiries.filter((e) => e.status !== 201 && (e.answeredAt < killedAt || e.sentAt > recoveredAt));
const badPages = pages.filter((p) => p.status !== 200);
const pagesInOutage = pages.filter((p) => p.sentAt >= killedAt && p.sentAt <= recoveredAt);
const slowestPage = Math.max(0, ...pages.map((p) => p.answeredAt - p.sentAt));

await started.disposeAsync();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');
const section = `## Enquiries while redis-server is killed (\`npm run fault:enquiries\`)

Measured with \`npm run fault:enquiries\` (\`scripts/fault-enquiries.ts\`) on ${new Date().toISOString().slice(0, 10)}, on ${describeMachine()}, Node ${process.version}, load average ${loadBefore} at the start: the preview server (\`npm run preview\`'s server with the real functions), the Upstash bridge and a local redis-server on one machine. ${WORKERS} clients (half asking for English) post enquiries as fast as they are answered for ${RUN_MS / 1000} s while a poller fetches static pages every 100 ms; at ${(killedAt / 1000).toFixed(1)} s redis-server is killed with SIGKILL and relaunched ${(DOWN_FOR_MS / 1000).toFixed(0)} s later on the same data folder (append-only file).

| check | result |
|---|---|
| enquiries sent | ${enquiries.length} |
| answered 201 | ${created.length} |
| answered the contract's 503: JSON \`{ success: false, code: "UNAVAILABLE", error }\`, \`error\` in the request's language ('${unavailable('zh')}' / '${unavailable('en')}') | ${refused.length} |
| any other answer (another status or body, or none within ${ANSWER_TIMEOUT_MS / 1000} s) | ${unclear.length} |
| every enquiry answered 201 is stored afterwards, as sent | ${verdict(lost.length === 0)} (${created.length - lost.length} of ${created.length}) |
| enquiries stored without a 201 (the contract: a 503 writes nothing) | ${storedCount - (created.length - lost.length)} |
| refused only while the store was down (from the kill to the first 201 after the relaunch) | ${verdict(strayRefusals.length === 0)}${strayRefusals.length ? ` (${strayRefusals.length} outside)` : ''} |
| static pages answered 200 throughout | ${verdict(badPages.length === 0 && pagesInOutage.length > 0)} (${pages.length - badPages.length} of ${pages.length} requests, ${pagesInOutage.length} of them during the outage; slowest ${seconds(slowestPage)}) |
| the API noticed the outage | first 503 ${firstRefusal ? seconds(firstRefusal.answeredAt - killedAt) : '**never**'} after the kill; slowest 503 ${seconds(slowestRefusal)} |
| the API recovered by itself (same server process, no restart) | ${verdict(Boolean(recovered))}${recovered ? `: first 201 ${seconds(recoveredAt - relaunchedAt)} after redis-server was relaunched (it had loaded its data and answered PING after ${seconds(readyAt - relaunchedAt)})` : ''} |

Why it holds: an enquiry is answered 201 only after the Lua script that stores it has run in Redis (\`store/enquiry-repository.ts\`); when the store cannot be reached, or a relaunched Redis is still loading its data, \`store/store.ts\` turns the failure into 503 \`UNAVAILABLE\` and nothing is half-written. Redis appends each write to its append-only file before it answers, so a killed process loses nothing it acknowledged. Static pages never touch the store. The bridge reconnects by itself, as \`@upstash/redis\` does with Upstash.
`;
await writeReliabilitySection(section);
console.log(section);
const failed =
  lost.length > 0 ||
  unclear.length > 0 ||
  strayRefusals.length > 0 ||
  badPages.length > 0 ||
  pagesInOutage.length === 0 ||
  !recovered;
if (failed) process.exitCode = 1;
