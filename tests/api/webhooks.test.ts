import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { article, clearStore, createAdmin, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';
import type { Received, SinkMode } from './hook-sink.ts';

// global-setup points CONTACT_WEBHOOK_URL and NETLIFY_BUILD_HOOK_URL at the hook sink.
const sink = `http://127.0.0.1:${inject('hookPort')}`;
let token: string;

async function setMode(mode: SinkMode): Promise<void> {
  await fetch(`${sink}/__mode`, { method: 'PUT', body: JSON.stringify(mode) });
}

async function hooksTo(path: string): Promise<Array<Received & { body: any }>> {
  const received: Received[] = await (await fetch(`${sink}/__received`)).json();
  return received.filter((entry) => entry.path === path);
}

beforeAll(async () => {
  await fetch(`${sink}/__reset`, { method: 'POST' });
  await clearStore();
  await createAdmin('hooks', 'hooks-password-1');
  token = await login('hooks', 'hooks-password-1');
});

// Later files post enquiries too: they get a working hook again.
afterAll(() => setMode('ok'));

const enquiry = (message: string) => ({ name: '钱女士', contact: 'qian@example.com', message, source: 'about', consent: true });

describe('CONTACT_WEBHOOK_URL', () => {
  it('receives each new enquiry after it is stored', async () => {
    await setMode('ok');
    const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: enquiry('请联系我 🌱') });
    expect(res.status).toBe(201);
    const forThis = async () => (await hooksTo('/contact-hook')).filter((entry) => entry.body.enquiry.id === res.json.data.id);
    await expect.poll(async () => (await forThis()).length).toBe(1);
    expect((await forThis())[0]!.body).toEqual({
      text: expect.stringContaining('请联系我 🌱'),
      enquiry: expect.objectContaining({ id: res.json.data.id, name: '钱女士', status: '未处理' }),
    });
  });

  it('is not called for a duplicate or a honeypot submission', async () => {
    await setMode('ok');
    const ip = freshIp();
    await call('/api/contact', { method: 'POST', ip, body: enquiry('只通知一次') });
    await call('/api/contact', { method: 'POST', ip, body: enquiry('只通知一次') });
    await call('/api/contact', { method: 'POST', ip: freshIp(), body: { ...enquiry('机器人'), website: 'x' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = (await hooksTo('/contact-hook')).map((entry) => entry.body.enquiry.message);
    expect(messages.filter((message) => message === '只通知一次')).toHaveLength(1);
    expect(messages).not.toContain('机器人');
  });

  it.each(['hang', 'fail'] as const)('neither delays nor fails the enquiry when the webhook %ss', async (failure) => {
    await setMode(failure);
    const started = Date.now();
    const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: enquiry(`webhook ${failure}`) });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    const inbox = await call(`/api/contact?q=${encodeURIComponent(`webhook ${failure}`)}`, { token });
    expect(inbox.json.data.map((m: { id: string }) => m.id)).toEqual([res.json.data.id]);
  });
});

describe('NETLIFY_BUILD_HOOK_URL', () => {
  // How many writes make a request is tests/api/publishing.test.ts's concern.
  it('never fails or delays a news write, whatever the hook does', async () => {
    await setMode('fail');
    const created = await call('/api/admin/news', { method: 'POST', token, body: article() });
    expect(created.status).toBe(201);
    await setMode('hang');
    const started = Date.now();
    const deleted = await call(`/api/admin/news/${created.json.data.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect.poll(async () => (await hooksTo('/build-hook')).length).toBe(2);
    expect((await hooksTo('/build-hook'))[0]!.title).toMatch(/^site update [\w-]+$/);
    // The hung POST ends at its 5 s timeout, recorded as the last request error.
    const lastError = async () => (await call('/api/admin/site-status', { token })).json.data.lastRequestError?.message;
    await expect.poll(lastError, { timeout: 10_000 }).toBe('TimeoutError');
  });
});
