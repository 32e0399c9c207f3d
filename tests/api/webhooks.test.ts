import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { article, clearStore, createAdmin, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

// global-setup points CONTACT_WEBHOOK_URL and NETLIFY_BUILD_HOOK_URL at this port.
let mode: 'ok' | 'fail' | 'hang' = 'ok';
const received: Array<{ path: string; body: any }> = [];
let server: Server;
let token: string;

async function bodyOf(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

beforeAll(async () => {
  await clearStore();
  await createAdmin('hooks', 'hooks-password-1');
  token = await login('hooks', 'hooks-password-1');
  server = createServer(async (req, res) => {
    received.push({ path: req.url ?? '', body: await bodyOf(req) });
    if (mode === 'hang') return; // never answers
    res.writeHead(mode === 'ok' ? 200 : 500).end();
  });
  await new Promise<void>((resolve) => server.listen(inject('hookPort'), '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const enquiry = (message: string) => ({ name: '钱女士', contact: 'qian@example.com', message, source: 'about', consent: true });
const hooksTo = (path: string) => received.filter((entry) => entry.path === path);

describe('CONTACT_WEBHOOK_URL', () => {
  it('receives each new enquiry after it is stored', async () => {
    mode = 'ok';
    const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: enquiry('请联系我 🌱') });
    expect(res.status).toBe(201);
    await expect.poll(() => hooksTo('/contact-hook').length).toBe(1);
    expect(hooksTo('/contact-hook')[0]!.body).toEqual({
      text: expect.stringContaining('请联系我 🌱'),
      enquiry: expect.objectContaining({ id: res.json.data.id, name: '钱女士', status: '未处理' }),
    });
  });

  it('is not called for a duplicate or a honeypot submission', async () => {
    mode = 'ok';
    const ip = freshIp();
    await call('/api/contact', { method: 'POST', ip, body: enquiry('只通知一次') });
    await call('/api/contact', { method: 'POST', ip, body: enquiry('只通知一次') });
    await call('/api/contact', { method: 'POST', ip: freshIp(), body: { ...enquiry('机器人'), website: 'x' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooksTo('/contact-hook').filter((entry) => entry.body.enquiry.message !== '请联系我 🌱')).toHaveLength(1);
  });

  it.each(['hang', 'fail'] as const)('neither delays nor fails the enquiry when the webhook %ss', async (failure) => {
    mode = failure;
    const started = Date.now();
    const res = await call('/api/contact', { method: 'POST', ip: freshIp(), body: enquiry(`webhook ${failure}`) });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    const inbox = await call(`/api/contact?q=${encodeURIComponent(`webhook ${failure}`)}`, { token });
    expect(inbox.json.data.map((m: { id: string }) => m.id)).toEqual([res.json.data.id]);
  });
});

describe('NETLIFY_BUILD_HOOK_URL', () => {
  it('is posted after every news write, never failing it', async () => {
    mode = 'ok';
    const before = hooksTo('/build-hook').length;
    const created = await call('/api/admin/news', { method: 'POST', token, body: article() });
    await call(`/api/admin/news/${created.json.data.id}`, { method: 'PUT', token, body: article({ title: '改' }) });
    mode = 'fail';
    const deleted = await call(`/api/admin/news/${created.json.data.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    await expect.poll(() => hooksTo('/build-hook').length - before).toBe(3);
  });
});
