// `npm run fault:enquiries`: posts enquiries under load against the preview
// server while its redis-server is killed with SIGKILL and restarted, then
// checks the promises: every enquiry answered 201 is stored, every other answer
// is a clear 503, the static pages kept serving, and the API recovered by
// itself. Writes the figures to docs/RELIABILITY.md. Everything runs on this
// machine's loopback, on this checkout's bench ports, in a temporary folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { pidFileIn, readPid, startRedisServer, stopRedisServer } from './lib/redis-server.ts';
import { startBridge } from './lib/upstash-bridge.ts';

const WORKERS = 8;
const KILL_AT_MS = 8_000;
const DOWN_FOR_MS = 8_000;
const RUN_MS = 30_000;
const origin = `http://localhost:${PORTS.benchHttp}`;
const loadBefore = loadavg().map((value) => value.toFixed(1)).join(', ');

if (!existsSync(join(repoRoot, 'dist', 'index.html'))) execFileSync('npx', ['astro', 'build'], { cwd: repoRoot, stdio: 'inherit' });

const dir = await mkdtemp(join(tmpdir(), 'carbon-faults-'));
let redis = await startRedisServer({ port: PORTS.benchRedis, dir });
const token = randomBytes(16).toString('hex');
const bridge = await startBridge({ redisPort: PORTS.benchRedis, token });
Object.assign(process.env, {
  UPSTASH_REDIS_REST_URL: bridge.url,
  UPSTASH_REDIS_REST_TOKEN: token,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Only this run lifts the 5-per-10-minutes enquiry limit.
  CONTACT_RATE_LIMIT_MAX: '100000000',
});
const { startPreviewServer } = await import('./lib/preview-server.ts');
const { getContact } = await import('../netlify/lib/contact-repository.ts');
const server = await startPreviewServer(PORTS.benchHttp);

type Outcome = { at: number; status: number; code?: string; id?: string };
const enquiries: Outcome[] = [];
const pages: Outcome[] = [];
const start = Date.now();
const elapsed = () => Date.now() - start;
let sequence = 0;

async function postEnquiries(worker: number) {
  while (elapsed() < RUN_MS) {
    const n = ++sequence;
    const outcome: Outcome = { at: elapsed(), status: 0 };
    try {
      const response = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${worker}.${(n % 250) + 1}` },
        body: JSON.stringify({ name: `Fault ${n}`, contact: `fault-${n}@example.com`, message: `enquiry ${n}`, consent: true }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { data?: { id: string }; code?: string };
      Object.assign(outcome, { status: response.status, id: body.data?.id, code: body.code });
    } catch {
      outcome.status = -1;
    }
    enquiries.push(outcome);
  }
}

async function pollPages() {
  const paths = ['/', '/en/about', '/privacy'];
  for (let n = 0; elapsed() < RUN_MS; n++) {
    const response = await fetch(origin + paths[n % paths.length]).catch(() => undefined);
    pages.push({ at: elapsed(), status: response?.status ?? -1 });
    await response?.arrayBuffer();
    await sleep(100);
  }
}

async function outage() {
  await sleep(KILL_AT_MS);
  process.kill(readPid(pidFileIn(dir))!, 'SIGKILL');
  const killedAt = elapsed();
  await sleep(DOWN_FOR_MS);
  redis = await startRedisServer({ port: PORTS.benchRedis, dir });
  return { killedAt, restartedAt: elapsed() };
}

const [{ killedAt, restartedAt }] = await Promise.all([
  outage(),
  pollPages(),
  ...Array.from({ length: WORKERS }, (_, worker) => postEnquiries(worker)),
]);

const created = enquiries.filter((e) => e.status === 201);
const missing: string[] = [];
for (const { id } of created) if (!(await getContact(id!))) missing.push(id!);
const unclear = enquiries.filter((e) => e.status !== 201 && !(e.status === 503 && e.code === 'UNAVAILABLE'));
const refused = enquiries.filter((e) => e.status === 503);
const firstAfter = created.find((e) => e.at > restartedAt);
const badPages = pages.filter((p) => p.status !== 200);

await server.close();
await bridge.close();
await redis.stop();
await stopRedisServer(dir).catch(() => undefined);
await rm(dir, { recursive: true, force: true });

const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');
const report = `# Reliability

Measured with \`npm run fault:enquiries\` (\`scripts/fault-enquiries.ts\`) on ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadBefore} at the start: the preview server (\`npm run preview\`'s server with the real functions), the Upstash bridge and a local redis-server on one machine. ${WORKERS} clients post enquiries as fast as they are answered for ${RUN_MS / 1000} s while a poller fetches static pages every 100 ms; at ${(killedAt / 1000).toFixed(1)} s redis-server is killed with SIGKILL and restarted ${(DOWN_FOR_MS / 1000).toFixed(0)} s later on the same data folder (append-only file).

| check | result |
|---|---|
| enquiries sent | ${enquiries.length} |
| answered 201 (stored) | ${created.length} |
| answered 503 \`UNAVAILABLE\` while the store was down | ${refused.length} |
| any other answer (an error without a clear status, a time-out) | ${unclear.length} |
| every enquiry answered 201 is in the store afterwards | ${verdict(missing.length === 0)} (${created.length - missing.length} of ${created.length}) |
| static pages served throughout (200) | ${verdict(badPages.length === 0)} (${pages.length - badPages.length} of ${pages.length} requests) |
| the API recovered by itself | ${verdict(Boolean(firstAfter))}${firstAfter ? `: first 201 ${((firstAfter.at - restartedAt) / 1000).toFixed(2)} s after redis-server was back` : ''} |

Why it holds: an enquiry is answered 201 only after the Lua script that stores it has run in Redis (\`netlify/lib/contact-repository.ts\`); when the store cannot be reached, \`netlify/lib/store.ts\` turns the failure into 503 \`UNAVAILABLE\` and nothing is half-written. Redis appends each write to its append-only file before it answers, so a killed process loses nothing it acknowledged. Static pages never touch the store. The bridge reconnects by itself, as \`@upstash/redis\` does with Upstash.
`;
await writeFile(join(repoRoot, 'docs', 'RELIABILITY.md'), report);
console.log(report);
if (missing.length > 0 || unclear.length > 0 || badPages.length > 0 || !firstAfter) process.exitCode = 1;
