// `npm run check:functions`: the functions as Netlify ships them, outside the local runner.
// Each netlify/functions/*.mts is bundled by esbuild the way netlify.toml asks
// (node_bundler = "esbuild", ESM, a `require` for CommonJS dependencies), laid out
// in a task folder with the `included_files` only, then loaded by a plain `node`
// (no tsx, no repository next to it) that calls each handler as the platform would.
// A bundle that cannot load, a file missing from `included_files` or a handler that
// throws fails the check. Needs `dist/` (npm run build or build:e2e) and redis-server.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, glob, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { parse } from 'smol-toml';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { repoRoot } from './lib/paths.ts';
import { PORTS } from './lib/ports.ts';
import { startScratchStore } from './lib/scratch-store.ts';

/** What each function is asked, and the statuses that prove it loaded and answered (docs/API.md). */
const PROBES: Record<string, { request?: [method: string, path: string]; expect?: number[] }> = {
  api: { request: ['GET', '/api/health'], expect: [200] },
  'article-page': { request: ['GET', '/news-detail/no-such-article'], expect: [404] },
  media: { request: ['GET', '/media/abcdefghij-10x10.png'], expect: [404] },
  // Scheduled and event functions: loading them and finding their handler is the check.
  'deploy-events': {},
  'publish-due': {},
  'purge-old-enquiries': {},
};

/** Runs in the task folder with a plain node: loads one bundle and calls it like the platform. */
const PROBE_SOURCE = `
const [name, probeJson] = process.argv.slice(2);
const probe = JSON.parse(probeJson);
const module = await import('./functions/' + name + '.mjs');
const handlers = typeof module.default === 'function' ? [module.default] : Object.values(module.default ?? {});
if (handlers.length === 0 || !handlers.every((handler) => typeof handler === 'function')) throw new Error('no handler in the default export');
if (!probe.request) { console.log('loaded, ' + handlers.length + ' handler(s)'); process.exit(0); }
const [method, path] = probe.request;
const url = new URL(path, 'https://www.example.com');
const pending = [];
const context = {
  ip: '203.0.113.9', params: {}, url, requestId: 'bundle-check', geo: {}, site: {}, account: { id: '' },
  deploy: { context: 'production', id: '', published: true }, server: { region: 'local' },
  json: (body) => Response.json(body), log: console.log, waitUntil: (promise) => pending.push(promise),
};
const response = await module.default(new Request(url, { method }), context);
await Promise.allSettled(pending);
if (!probe.expect.includes(response.status)) throw new Error(method + ' ' + path + ' answered ' + response.status + ': ' + (await response.text()).slice(0, 200));
console.log(method + ' ' + path + ' -> ' + response.status);
`;

const toml = parse(readFileSync(join(repoRoot, 'netlify.toml'), 'utf8')) as { functions?: { included_files?: string[] } };
const taskRoot = await mkdtemp(join(tmpdir(), 'carbon-functions-'));
const store = await startScratchStore({ redisPort: PORTS.bundlesRedis, name: 'bundles' });
const blobs = await startLocalBlobs(join(store.dir, 'blobs'));
let failed = false;
try {
  // The task folder as Netlify builds it: the bundles plus the included files at their paths.
  for (const pattern of toml.functions?.included_files ?? []) {
    for await (const file of glob(pattern, { cwd: repoRoot })) {
      await mkdir(join(taskRoot, file, '..'), { recursive: true });
      await cp(join(repoRoot, file), join(taskRoot, file), { recursive: true });
    }
  }
  const names = (await readdir(join(repoRoot, 'netlify', 'functions')))
    .filter((file) => file.endsWith('.mts'))
    .map((file) => file.replace(/\.mts$/, ''));
  for (const name of names) {
    await build({
      entryPoints: [join(repoRoot, 'netlify', 'functions', `${name}.mts`)],
      outfile: join(taskRoot, 'functions', `${name}.mjs`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
  }
  const unprobed = names.filter((name) => !(name in PROBES));
  if (unprobed.length) throw new Error(`no probe for ${unprobed.join(', ')}: add one to PROBES`);

  await writeFile(join(taskRoot, 'probe.mjs'), PROBE_SOURCE);
  for (const name of names) {
    // Asynchronous: the store's bridge and the blob server answer from this process's event loop.
    const result = await promisify(execFile)(process.execPath, ['probe.mjs', name, JSON.stringify(PROBES[name])], {
      cwd: taskRoot,
      env: {
        PATH: process.env.PATH,
        ...store.env,
        NETLIFY_BLOBS_CONTEXT: blobs.context,
        JWT_SECRET: randomBytes(32).toString('hex'),
        REDIS_KEY_PREFIX: 'bundles:',
      },
      timeout: 30_000,
    }).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr || error.message}`,
      }),
    );
    if (result.ok) console.log(`ok    ${name}: ${result.output.trim().split('\n').at(-1)}`);
    else {
      failed = true;
      console.error(`FAIL  ${name}\n${result.output}`);
    }
  }
} finally {
  await blobs.stop();
  await store.stop();
  await rm(taskRoot, { recursive: true, force: true });
}
if (failed) process.exit(1);
