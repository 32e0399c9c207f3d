import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { UNUSED_NETLIFY_FEATURES } from '../../scripts/lib/netlify-features.mjs';
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
