import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, expectError, freshIp, login } from './fixtures.ts';
import { call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('polyglot', 'polyglot-password-1');
  token = await login('polyglot', 'polyglot-password-1');
});

const en = { 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.8' };
const zh = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

const tooLongEnquiry = {
  name: 'n'.repeat(101),
  company: 'c'.repeat(201),
  contact: 'x'.repeat(201),
  message: 'm'.repeat(5001),
  source: 's'.repeat(101),
  consent: false,
};

describe('message language', () => {
  it('names every enquiry form field in English when Accept-Language starts with en', async () => {
    const res = await call('/api/contact', { method: 'POST', body: tooLongEnquiry, ip: freshIp(), headers: en });
    expectError(res, 400, 'VALIDATION', {
      name: 'Name must be at most 100 characters',
      company: 'Company must be at most 200 characters',
      contact: 'Contact must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
      source: 'Source page must be at most 100 characters',
      consent: 'Please read and agree to the Privacy Policy',
    });
    expect(res.json.error).toBe('Some fields are not valid; please check them and try again');
  });

  it('answers the same enquiry in Chinese otherwise, with the same code', async () => {
    const res = await call('/api/contact', { method: 'POST', body: tooLongEnquiry, ip: freshIp(), headers: zh });
    expectError(res, 400, 'VALIDATION', {
      name: '姓名不能超过 100 个字符',
      company: '公司名称不能超过 200 个字符',
      contact: '联系方式不能超过 200 个字符',
      message: '留言内容不能超过 5000 个字符',
      source: '来源页面不能超过 100 个字符',
      consent: '请阅读并同意隐私政策',
    });
    expect(res.json.error).toBe('提交的内容有误，请检查后重试');
  });

  it('asks for a contact or a message, and for the right type, in English', async () => {
    const empty = await call('/api/contact', { method: 'POST', body: { name: 'Jo', consent: true }, ip: freshIp(), headers: en });
    expectError(empty, 400, 'VALIDATION', {
      contact: 'Please enter a contact or a message',
      message: 'Please enter a contact or a message',
    });
    const wrongType = await call('/api/contact', {
      method: 'POST',
      body: { name: 7, message: 'hi', consent: true },
      ip: freshIp(),
      headers: en,
    });
    expectError(wrongType, 400, 'VALIDATION', { name: 'Name must be text' });
  });

  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en-GB;q=0.5, zh', 'en'],
    ['zh-CN', 'zh'],
    ['fr-FR, en;q=0.9', 'zh'],
    ['english', 'zh'],
    ['', 'zh'],
  ])('reads Accept-Language %j as %s', async (header, lang) => {
    const res = await call('/api/news/no-such-article', { headers: { 'accept-language': header } });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe(lang === 'en' ? 'Article not found' : '新闻不存在');
  });

  it('translates article field messages, query messages and route messages', async () => {
    const put = await call('/api/admin/news/missing', {
      method: 'PUT',
      token,
      headers: en,
      body: { title: '', publishedAt: 'soon', imageUrl: 'ftp://x' },
    });
    expectError(put, 400, 'VALIDATION', {
      title: 'Title is required',
      content: 'Content is required',
      category: 'Category is required',
      imageUrl: 'Image URL must start with http://, https:// or /',
      publishedAt: 'Publish date must be an ISO 8601 date, for example 2025-03-01T09:00:00+08:00',
    });
    const missing = await call('/api/admin/news/missing', { method: 'PUT', token, headers: en, body: article() });
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.json.error).toBe('Article not found');
    const query = await call('/api/news?limit=500&offset=-1&category=x', { headers: en });
    expectError(query, 400, 'VALIDATION', {
      limit: 'Page size must be a whole number from 1 to 100',
      offset: 'Offset must be a whole number of at least 0',
      category: 'Category is invalid',
    });
    const patch = await call('/api/contact/missing', { method: 'PATCH', token, headers: en, body: {} });
    expectError(patch, 400, 'VALIDATION', {
      status: 'Please change the status, the note or the assignee',
      note: 'Please change the status, the note or the assignee',
      assignee: 'Please change the status, the note or the assignee',
    });
    expect((await call('/api/contact/missing', { token, headers: en })).json.error).toBe('Enquiry not found');
    expect((await call('/api/no-such-endpoint', { headers: en })).json.error).toBe('No such API endpoint');
  });

  it('translates the default message of each code', async () => {
    const badLogin = await call('/api/admin/login', {
      method: 'POST',
      ip: freshIp(),
      headers: en,
      body: { username: 'polyglot', password: 'wrong-password' },
    });
    expectError(badLogin, 401, 'BAD_CREDENTIALS');
    expect(badLogin.json.error).toBe('Incorrect username or password');
    const noToken = await call('/api/admin/news', { headers: en });
    expectError(noToken, 401, 'UNAUTHORIZED');
    expect(noToken.json.error).toBe('Not signed in, or the session has expired');
    const wrongMethod = await call('/api/news', { method: 'DELETE', headers: en });
    expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.json.error).toBe('This method is not supported here');
    const brokenJson = await call('/api/contact', { method: 'POST', body: '{', ip: freshIp(), headers: en });
    expectError(brokenJson, 400, 'INVALID_JSON');
    expect(brokenJson.json.error).toBe('The request body is not a valid JSON object');
  });

  it('translates the password form messages', async () => {
    const res = await call('/api/admin/password', {
      method: 'POST',
      token,
      headers: en,
      body: { currentPassword: 'not-my-password', newPassword: 'short' },
    });
    expectError(res, 400, 'VALIDATION', { newPassword: 'New password must be at least 12 characters' });
    const wrong = await call('/api/admin/password', {
      method: 'POST',
      token,
      headers: en,
      body: { currentPassword: 'not-my-password', newPassword: 'long-enough-password' },
    });
    expectError(wrong, 400, 'VALIDATION', { currentPassword: 'Current password is incorrect' });
  });
});
