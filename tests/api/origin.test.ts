import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, expectError, freshIp, login } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

let token: string;
let articleId: string;
let enquiryId: string;

const ownOrigin = new URL(apiUrl).origin;
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  `${ownOrigin.replace('localhost', '127.0.0.1')}`,
  ownOrigin.replace('http:', 'https:'),
];

beforeAll(async () => {
  await clearStore();
  await createAdmin('guard', 'guard-password-1');
  token = await login('guard', 'guard-password-1');
  articleId = (await call('/api/admin/news', { method: 'POST', token, body: article({ title: '原标题' }) })).json.data.id;
  enquiryId = (await call('/api/contact', { method: 'POST', ip: freshIp(), body: { message: '原留言', consent: true } })).json
    .data.id;
});

async function snapshot() {
  const news = await call('/api/admin/news', { token });
  const inbox = await call('/api/contact', { token });
  return { news: news.json.data, inbox: inbox.json.data };
}

describe('a state-changing call from another origin', () => {
  it.each(FOREIGN_ORIGINS)('answers 403 FORBIDDEN to Origin %s and changes nothing', async (origin) => {
    const before = await snapshot();
    const headers = { origin };
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/contact', { message: '跨站留言', consent: true }],
      ['POST', '/api/admin/login', { username: 'guard', password: 'guard-password-1' }],
      ['POST', '/api/admin/news', article({ title: '跨站文章' })],
      ['PUT', `/api/admin/news/${articleId}`, article({ title: '跨站修改' })],
      ['DELETE', `/api/admin/news/${articleId}`],
      ['PATCH', `/api/contact/${enquiryId}`, { status: '已处理', note: '跨站' }],
      ['DELETE', `/api/contact/${enquiryId}`],
      ['POST', '/api/admin/users', { username: 'csrf-user', name: 'CSRF', role: 'admin' }],
      ['PATCH', '/api/admin/users/guard', { name: '被改名' }],
      ['POST', '/api/admin/users/guard/reset-password'],
      ['POST', '/api/admin/password', { currentPassword: 'guard-password-1', newPassword: 'changed-by-csrf' }],
      ['POST', '/api/admin/logout'],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(path, { method, body, token, headers, ip: freshIp() });
      expect({ method, path, status: res.status, code: res.json.code }).toEqual({ method, path, status: 403, code: 'FORBIDDEN' });
      expectError(res, 403, 'FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
    // The token still works (logout did nothing) and the password is unchanged.
    expect((await call('/api/admin/me', { token })).json.data.name).toBe('测试管理员');
    expect(
      (
        await call('/api/admin/login', {
          method: 'POST',
          ip: freshIp(),
          body: { username: 'guard', password: 'guard-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('says so in the request language', async () => {
    const res = await call('/api/contact', {
      method: 'POST',
      ip: freshIp(),
      headers: { origin: 'https://evil.example', 'accept-language': 'en' },
      body: { message: 'hi', consent: true },
    });
    expect(res.json.error).toBe('Requests from other sites are not accepted');
  });

  it('accepts the same origin and a call without Origin', async () => {
    const sameOrigin = await call(`/api/admin/news/${articleId}`, {
      method: 'PUT',
      token,
      headers: { origin: ownOrigin },
      body: article({ title: '同源修改' }),
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.json.data.title).toBe('同源修改');
    const noOrigin = await call(`/api/contact/${enquiryId}`, { method: 'PATCH', token, body: { status: '处理中' } });
    expect(noOrigin.status).toBe(200);
    expect(
      (
        await call('/api/contact', {
          method: 'POST',
          ip: freshIp(),
          headers: { origin: ownOrigin },
          body: { message: '同源留言', consent: true },
        })
      ).status,
    ).toBe(201);
  });

  it('leaves reads alone whatever their Origin', async () => {
    expect((await call('/api/news', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    expect((await call('/api/contact', { token, headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
