import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { DEV_PLUGIN_FEATURES, UNUSED_NETLIFY_FEATURES } from '../../scripts/lib/netlify-features.mjs';
import './fixtures.ts';

// `npm run dev` routes functions with @netlify/dev itself (preview uses
// scripts/lib/function-runner.ts): check that it, too, lets a function's own
// path win over the /api/* catch-all. Slow (it bundles per request), so few calls.
let netlify: NetlifyDev;

beforeAll(async () => {
  netlify = new NetlifyDev({
    projectRoot: repoRoot,
    serverAddress: null,
    ...UNUSED_NETLIFY_FEATURES,
  });
  await netlify.start();
}, 60_000);

afterAll(() => netlify.stop());

async function get(path: string) {
  const response = await netlify.handle(new Request(`http://localhost${path}`), { serverAddress: 'http://localhost' });
  return { status: response?.status, json: await response?.json() };
}

describe('function routing under @netlify/dev', () => {
  it('prefers specific paths to the /api/* catch-all', async () => {
    expect(await get('/api/news/unknown-id')).toEqual({ status: 404, json: expect.objectContaining({ error: '新闻不存在' }) });
    expect(await get('/api/admin/news')).toEqual({ status: 401, json: expect.objectContaining({ code: 'UNAUTHORIZED' }) });
    expect(await get('/api/no-such-route')).toEqual({ status: 404, json: expect.objectContaining({ error: '接口不存在' }) });
  }, 60_000);
});

// A checkout with this project's netlify.toml and an old build in dist/: under
// `astro dev` a page that a netlify.toml rule matches (/en/*, /success-cases/*)
// must still fall through to Astro, never come from dist/.
describe('pages under astro dev', () => {
  let checkout: string;
  beforeAll(async () => {
    checkout = await mkdtemp(join(tmpdir(), 'dev-routing-'));
    await copyFile(join(repoRoot, 'netlify.toml'), join(checkout, 'netlify.toml'));
    for (const page of ['en/index.html', 'success-cases/1/index.html', 'about/index.html']) {
      await mkdir(join(checkout, 'dist', page, '..'), { recursive: true });
      await writeFile(join(checkout, 'dist', page), '<title>old build</title>');
    }
  });
  afterAll(() => rm(checkout, { recursive: true, force: true }));

  async function answers(features: typeof DEV_PLUGIN_FEATURES | typeof UNUSED_NETLIFY_FEATURES, paths: string[]) {
    const dev = new NetlifyDev({ projectRoot: checkout, serverAddress: null, ...features });
    await dev.start();
    try {
      // As @netlify/vite-plugin does: a static file's answer goes on to Astro too.
      const answer = async (path: string) => {
        const result = await dev.handleAndIntrospect(new Request(`http://localhost${path}`), {
          serverAddress: 'http://localhost',
        });
        return result && result.type !== 'static' ? result.response.status : 'astro';
      };
      return await Promise.all(paths.map(answer));
    } finally {
      await dev.stop();
    }
  }

  it('leaves every page to Astro even when dist/ holds an old build of it', async () => {
    const paths = ['/en/', '/success-cases/1/', '/about/'];
    expect(await answers(DEV_PLUGIN_FEATURES, paths)).toEqual(['astro', 'astro', 'astro']);
    // The control: with static files on, the rules' pages would come from dist/.
    expect(await answers(UNUSED_NETLIFY_FEATURES, paths)).toEqual([200, 200, 'astro']);
  }, 60_000);
});
