// Publishing that is always true (docs/API.md, 'Publishing'; docs/DEPLOY.md 6.1):
// which news writes request a rebuild, how requests collapse, the scheduled
// check and Netlify's deploy events. The API runs in the test server; the
// scheduled function, the deploy-events function and the health check in
// production are the real modules called in this process, on the same store.
// tests/api/hook-sink.ts stands in for the build hook and counts its POSTs.
import type { Context } from '@netlify/functions';
import { deployEvent } from '../../scripts/lib/deploy-event.ts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { article, clearStore, createAdmin, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';
import type { Received, SinkMode } from './hook-sink.ts';

const sink = `http://127.0.0.1:${inject('hookPort')}`;
const HOOK = `${sink}/build-hook`;
// What the functions called in this process read (the test server has its own, the same).
process.env.NETLIFY_BUILD_HOOK_URL = HOOK;

const publishDue = (await import('../../netlify/functions/publish-due.mts')).default;
const deployEvents = (await import('../../netlify/functions/deploy-events.mts')).default;
const api = (await import('../../netlify/functions/api.mts')).default;

let token: string;

async function setMode(mode: SinkMode): Promise<void> {
  await fetch(`${sink}/__mode`, { method: 'PUT', body: JSON.stringify(mode) });
}

async function builds(): Promise<Received[]> {
  const received: Received[] = await (await fetch(`${sink}/__received`)).json();
  return received.filter((entry) => entry.path === '/build-hook');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exactly `count` rebuild requests reach the hook, and no more come once the writes' background work is done. */
async function expectBuilds(count: number): Promise<Received[]> {
  await expect.poll(async () => (await builds()).length).toBe(count);
  await sleep(400);
  const received = await builds();
  expect(received).toHaveLength(count);
  return received;
}

/** A site with no publishing history and a hook sink that has received nothing. */
async function freshSite(): Promise<void> {
  await sleep(100); // the previous test's background requests land first
  await redis.del(`${prefix}site:publishing`);
  await fetch(`${sink}/__reset`, { method: 'POST' });
}

/** Netlify builds the last request now and the deploy succeeds: every change so far is on the site. */
async function deployLastRequest(id = `deploy-${Date.now()}`): Promise<void> {
  const last = (await builds()).at(-1);
  await sleep(5); // the deploy is created after the changes it serves
  await deployEvents.deploySucceeded!(deployEvent({ id, createdAt: new Date(), title: last?.title ?? null }));
}

const publish = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('/api/admin/news', { method: 'POST', token, body: article(overrides) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; siteState: string; title: string };
};
const put = (id: string, body: Record<string, unknown>) =>
  call(`/api/admin/news/${id}`, { method: 'PUT', token, body: article(body) });
const siteStateOf = async (id: string) => (await call(`/api/admin/news/${id}`, { token })).json.data.siteState as string;
const siteStatus = async () => (await call('/api/admin/site-status', { token })).json.data;

beforeAll(async () => {
  await clearStore();
  await createAdmin('publisher', 'publisher-password-1');
  token = await login('publisher', 'publisher-password-1');
});

beforeEach(async () => {
  await setMode('ok');
  await freshSite();
});

describe('news writes visitors can see request one rebuild each', () => {
  it('a publish: one POST, titled with the request id that site-status reports pending', async () => {
    const item = await publish();
    expect(item.siteState).toBe('updating');
    const [request] = await expectBuilds(1);
    const status = await siteStatus();
    expect(request!.title).toBe(`site update ${status.pendingRequest.requestId}`);
    expect(status.pendingRequest.stale).toBe(false);
    expect(status.changedAt).not.toBeNull();
  });

  it.each([
    ['an unpublish (back to draft)', { status: 'draft' }],
    ['an edit of a public article', { title: '改过的标题' }],
    ['a feature toggle', { featured: true }],
    ['a reschedule into the future', { publishedAt: new Date(Date.now() + 86_400_000).toISOString() }],
  ])('%s', async (_, change) => {
    const { id } = await publish();
    await expectBuilds(1);
    await deployLastRequest();
    await fetch(`${sink}/__reset`, { method: 'POST' });
    expect((await put(id, change)).status).toBe(200);
    await expectBuilds(1);
  });

  it('a delete of a public article', async () => {
    const { id } = await publish();
    await expectBuilds(1);
    await deployLastRequest();
    await fetch(`${sink}/__reset`, { method: 'POST' });
    expect((await call(`/api/admin/news/${id}`, { method: 'DELETE', token })).status).toBe(200);
    await expectBuilds(1);
  });

  it('none for drafts and articles not yet due: created, edited, deleted', async () => {
    const draft = await publish({ status: 'draft' });
    expect(draft.siteState).toBe('not-public');
    expect((await put(draft.id, { status: 'draft', title: '草稿改' })).status).toBe(200);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await publish({ publishedAt: later });
    expect(scheduled.siteState).toBe('not-public');
    expect((await put(scheduled.id, { publishedAt: later, title: '定时改' })).status).toBe(200);
    expect((await call(`/api/admin/news/${draft.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/news/${scheduled.id}`, { method: 'DELETE', token })).status).toBe(200);
    await expectBuilds(0);
    expect((await siteStatus()).changedAt).toBeNull();
  });
});

describe('requests collapse', () => {
  it('a burst of 10 saves in 5 s makes one request; changedAt follows the last save', async () => {
    const { id } = await publish();
    for (let save = 1; save <= 9; save++) {
      await sleep(450);
      expect((await put(id, { title: `第 ${save} 次保存` })).status).toBe(200);
    }
    await expectBuilds(1);
    const status = await siteStatus();
    expect(Date.parse(status.changedAt)).toBeGreaterThan(Date.parse(status.pendingRequest.requestedAt));
  });

  it('10 saves at once make one request', async () => {
    const { id } = await publish({ status: 'draft' });
    const saves = await Promise.all(Array.from({ length: 10 }, (_, i) => put(id, { title: `同时保存 ${i}` })));
    expect(saves.map((res) => res.status)).toEqual(Array(10).fill(200));
    await expectBuilds(1);
  });

  it('a failed POST is an error, not a pending request: the next write asks again', async () => {
    await setMode('fail');
    const { id } = await publish();
    await expectBuilds(1);
    await expect.poll(async () => (await siteStatus()).lastRequestError?.message).toBe('answered 500');
    expect((await siteStatus()).pendingRequest).toBeNull();
    await setMode('ok');
    expect((await put(id, { title: '再试一次' })).status).toBe(200);
    await expectBuilds(2);
    await expect.poll(async () => (await siteStatus()).lastRequestError).toBeNull();
  });
});

describe('the scheduled check (publish-due)', () => {
  it('first records its run, then requests one rebuild when an article comes due, and none when nothing changed', async () => {
    await publishDue();
    const due = await publish({ publishedAt: new Date(Date.now() + 1_500).toISOString() });
    expect(due.siteState).toBe('not-public');
    await sleep(1_700);
    expect(await siteStateOf(due.id)).toBe('updating');
    await expectBuilds(0);
    await publishDue();
    await expectBuilds(1);
    await deployLastRequest();
    expect(await siteStateOf(due.id)).toBe('on-site');
    await publishDue();
    await expectBuilds(1);
  });

  it('asks again for a change whose POST failed', async () => {
    await publishDue();
    await setMode('fail');
    await publish();
    await expectBuilds(1);
    await setMode('ok');
    await publishDue();
    await expectBuilds(2);
    await publishDue();
    await expectBuilds(2);
  });
});

describe('deploy events', () => {
  it('a successful deploy puts what came before its start on the site, and asks for what came after', async () => {
    const first = await publish();
    const [request] = await expectBuilds(1);
    // Netlify creates the deploy, then the article is edited while it builds.
    const createdAt = new Date();
    await sleep(5);
    const second = await publish({ title: '构建开始后发布' });
    await expectBuilds(1); // collapsed into the pending request
    await deployEvents.deploySucceeded!(deployEvent({ id: 'deploy-a', createdAt, title: request!.title! }));
    expect(await siteStateOf(first.id)).toBe('on-site');
    expect(await siteStateOf(second.id)).toBe('updating');
    const [, followUp] = await expectBuilds(2);
    const status = await siteStatus();
    expect(status.lastDeploy).toMatchObject({ id: 'deploy-a', state: 'ready', requestId: request!.title!.split(' ').pop() });
    expect(status.siteUpdatedAt).toBe(createdAt.toISOString());
    expect(followUp!.title).toBe(`site update ${status.pendingRequest.requestId}`);
    await deployLastRequest('deploy-b');
    expect(await siteStateOf(second.id)).toBe('on-site');
    expect((await siteStatus()).pendingRequest).toBeNull();
    await expectBuilds(2);
  });

  it('a failed deploy is recorded with its error and asks for nothing', async () => {
    const item = await publish();
    const [request] = await expectBuilds(1);
    await sleep(5);
    await deployEvents.deployFailed!(
      deployEvent({
        id: 'deploy-x',
        createdAt: new Date(),
        title: request!.title!,
        errorMessage: 'Build script returned non-zero exit code: 2',
      }),
    );
    const status = await siteStatus();
    expect(status.lastDeploy).toMatchObject({
      id: 'deploy-x',
      state: 'error',
      error: 'Build script returned non-zero exit code: 2',
    });
    expect(status.pendingRequest).toBeNull();
    expect(await siteStateOf(item.id)).toBe('updating');
    await expectBuilds(1);
  });

  it('a deploy preview or branch deploy changes nothing', async () => {
    await publish();
    await expectBuilds(1);
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const event = deployEvent({ id: `deploy-${context}`, createdAt: new Date(), title: null });
      await deployEvents.deploySucceeded!({ ...event, deploy: { ...event.deploy, context } });
    }
    const status = await siteStatus();
    expect([status.lastDeploy, status.siteUpdatedAt, status.pendingRequest?.stale]).toEqual([null, null, false]);
  });

  it('a deploy older than the one recorded changes nothing', async () => {
    await deployEvents.deploySucceeded!(deployEvent({ id: 'deploy-new', createdAt: new Date(), title: null }));
    await deployEvents.deploySucceeded!(deployEvent({ id: 'deploy-old', createdAt: new Date(Date.now() - 60_000), title: null }));
    expect((await siteStatus()).lastDeploy.id).toBe('deploy-new');
  });
});

describe('the build hook in health and site-status', () => {
  const health = async (deployContext: string) => {
    const context = { deploy: { context: deployContext, id: '', published: true }, waitUntil: () => {} } as unknown as Context;
    const response = await api(new Request('http://localhost/api/health'), context);
    return (await response.json()).data;
  };

  it('a missing hook shows in production only', async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    try {
      expect(await health('production')).toEqual({ store: 'ok', buildHook: 'missing' });
      expect(await health('deploy-preview')).toEqual({ store: 'ok', buildHook: 'not-required' });
      expect(await health('dev')).toEqual({ store: 'ok', buildHook: 'not-required' });
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = HOOK;
    }
    expect(await health('production')).toEqual({ store: 'ok', buildHook: 'configured' });
  });

  it('with no hook and no deploy ever recorded (a local server), a public article is untracked, not updating for ever', async () => {
    const { id } = await publish();
    const context = { deploy: { context: 'dev', id: '', published: false }, waitUntil: () => {} } as unknown as Context;
    const read = async () => {
      const request = new Request(`http://localhost/api/admin/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await (await api(request, context)).json()).data.siteState;
    };
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    try {
      expect(await read()).toBe('untracked');
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = HOOK;
    }
    expect(await read()).toBe('updating');
  });

  it('site-status is for editors and says what the local functions know', async () => {
    expect((await call('/api/admin/site-status')).status).toBe(401);
    expect(await siteStatus()).toEqual({
      buildHook: 'configured',
      production: false,
      lastDeploy: null,
      pendingRequest: null,
      lastRequestError: null,
      siteUpdatedAt: null,
      changedAt: null,
    });
  });
});
