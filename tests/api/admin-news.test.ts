import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, expectError, login } from './fixtures.ts';
import { call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('writer', 'writer-password-1', '王编辑');
  token = await login('writer', 'writer-password-1');
});

const post = (body: unknown, headers?: Record<string, string>) =>
  call('/api/admin/news', { method: 'POST', body, token, headers });

describe('POST /api/admin/news', () => {
  it('creates an article with server-set id, dates, author and defaults', async () => {
    const before = Date.now();
    const res = await post(article({ title: '  标题  ', unknownField: 'ignored' }));
    expect(res.status).toBe(201);
    const item = res.json.data;
    expect(res.json).toEqual({ success: true, data: expect.any(Object) });
    expect(item).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      title: '标题',
      content: '第一段。\n第二段。',
      category: '政策解读',
      author: '王编辑',
      featured: false,
      status: 'published',
      publishedAt: item.createdAt,
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
      updatedBy: '王编辑',
      // Suggested from the title in pinyin (no English title).
      slug: 'biao-ti',
      views: 0,
      // Public now, and no deploy has happened since (docs/API.md, Publishing).
      siteState: 'updating',
    });
    expect(Date.parse(item.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const read = await call(`/api/admin/news/${item.id}`, { token });
    expect(read.json).toEqual({ success: true, data: item });
  });

  it('keeps every optional field it is given', async () => {
    const body = article({
      author: '政策研究部',
      authorEn: 'Policy Research Desk',
      imageUrl: '/images/news/ets.webp',
      featured: true,
      status: 'draft',
      publishedAt: '2025-03-01T09:00:00+08:00',
      titleEn: 'ETS expansion',
      contentEn: 'Paragraph one.\nParagraph two.',
    });
    const { data } = (await post(body)).json;
    expect(data).toMatchObject({ ...body, publishedAt: '2025-03-01T01:00:00.000Z' });
  });

  it('answers 400 VALIDATION naming each wrong field in Chinese', async () => {
    const res = await post({
      title: 42,
      content: '   ',
      category: '其他',
      featured: 'yes',
      imageUrl: 'javascript:alert(1)',
      publishedAt: 'soon',
      status: 'live',
    });
    expectError(res, 400, 'VALIDATION', {
      title: '标题必须是文本',
      content: '请填写正文',
      category: '分类无效',
      featured: '推荐必须是 true 或 false',
      imageUrl: '图片地址必须以 http://、https:// 或 / 开头',
      publishedAt: '发布时间必须是 ISO 8601 日期，例如 2025-03-01T09:00:00+08:00',
      status: '状态无效',
    });
  });

  it('refuses oversize strings, counted in characters', async () => {
    expectError(await post(article({ title: '碳'.repeat(201) })), 400, 'VALIDATION', { title: '标题不能超过 200 个字符' });
    expect((await post(article({ title: '🌱'.repeat(200) }))).status).toBe(201);
    expectError(await post(article({ author: 'a'.repeat(101) })), 400, 'VALIDATION', { author: '作者不能超过 100 个字符' });
    expectError(await post(article({ authorEn: 'a'.repeat(101) })), 400, 'VALIDATION', {
      authorEn: '英文作者不能超过 100 个字符',
    });
  });

  it('answers 413 past 256 KiB, before parsing', async () => {
    expectError(await post(article({ content: 'x'.repeat(300 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await post(`{${' '.repeat(300 * 1024)}`), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for other content types and 400 INVALID_JSON for broken or non-object JSON', async () => {
    expectError(await post(JSON.stringify(article()), { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await post('{"title": "x",', {}), 400, 'INVALID_JSON');
    expectError(await post('null'), 400, 'INVALID_JSON');
    expectError(await post('[1,2]'), 400, 'INVALID_JSON');
  });

  it('stores HTML and script text verbatim and returns it as JSON data', async () => {
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" \'single\'';
    const { data } = (await post(article({ title: html, content: html }))).json;
    const read = await call(`/api/admin/news/${data.id}`, { token });
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.json.data.title).toBe(html);
    expect(read.json.data.content).toBe(html);
  });

  it('keeps Chinese, emoji and line breaks intact', async () => {
    const content = '碳达峰🌍碳中和🌱\n第二段：𠮷野家\n\n第四段';
    const { data } = (await post(article({ content, titleEn: 'Émissions — net zero ✓' }))).json;
    const read = await call(`/api/admin/news/${data.id}`, { token });
    expect(read.json.data.content).toBe(content);
    expect(read.json.data.titleEn).toBe('Émissions — net zero ✓');
  });
});

describe('GET /api/admin/news', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await clearStore();
    await createAdmin('writer', 'writer-password-1', '王编辑');
    token = await login('writer', 'writer-password-1');
    const make = async (body: Record<string, unknown>) => (await post(article(body))).json.data.id as string;
    ids = {
      published: await make({ category: '政策解读', featured: true, publishedAt: '2020-01-01T00:00:00Z' }),
      draft: await make({ category: '知识专栏', status: 'draft' }),
      scheduled: await make({ category: '通知公告', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
      other: await make({ category: '政策解读', title: 'Carbon Footprint 指南' }),
    };
  });

  it('lists every article with statistics over all of them', async () => {
    const res = await call('/api/admin/news', { token });
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((item: { id: string }) => item.id)).toEqual([
      ids.scheduled,
      ids.other,
      ids.draft,
      ids.published,
    ]);
    expect(res.json.meta).toEqual({ total: 4, limit: 100, offset: 0 });
    expect(res.json.data.statistics).toEqual({
      total: 4,
      featured: 1,
      thisMonth: 4,
      categories: { 政策解读: 2, 知识专栏: 1, 通知公告: 1 },
    });
  });

  it('reads statistics cheaply with ?limit=1, whatever the filter', async () => {
    const res = await call(`/api/admin/news?limit=1&category=${encodeURIComponent('知识专栏')}`, { token });
    expect(res.json.data.items).toHaveLength(1);
    expect(res.json.data.statistics.total).toBe(4);
    expect(res.json.meta).toEqual({ total: 1, limit: 1, offset: 0 });
  });

  it.each([
    ['published', ['other', 'published']],
    ['draft', ['draft']],
    ['scheduled', ['scheduled']],
  ])('filters by status=%s', async (status, expected) => {
    const res = await call(`/api/admin/news?status=${status}`, { token });
    expect(res.json.data.items.map((item: { id: string }) => item.id)).toEqual(expected.map((name) => ids[name]));
    expect(res.json.meta.total).toBe(expected.length);
  });

  it('combines status, category, featured and search', async () => {
    const policy = encodeURIComponent('政策解读');
    expect(
      (await call(`/api/admin/news?status=published&category=${policy}&featured=true`, { token })).json.data.items.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([ids.published]);
    expect(
      (await call(`/api/admin/news?q=footprint&category=${policy}`, { token })).json.data.items.map((i: { id: string }) => i.id),
    ).toEqual([ids.other]);
    expect((await call(`/api/admin/news?status=draft&category=${policy}`, { token })).json.data.items).toEqual([]);
  });

  it('answers 400 VALIDATION for an unknown status', async () => {
    expectError(await call('/api/admin/news?status=archived', { token }), 400, 'VALIDATION', { status: '状态无效' });
  });
});

describe('GET, PUT and DELETE /api/admin/news/{id}', () => {
  it('reads drafts without counting views', async () => {
    const { data } = (await post(article({ status: 'draft' }))).json;
    await call(`/api/admin/news/${data.id}`, { token });
    const read = await call(`/api/admin/news/${data.id}`, { token });
    expect(read.json.data.views).toBe(0);
  });

  it('replaces the editable fields and keeps id, createdAt and views', async () => {
    const { data: created } = (await post(article({ featured: true, titleEn: 'Old', publishedAt: '2024-06-01T00:00:00Z' }))).json;
    await call(`/api/news/${created.id}`);
    const res = await call(`/api/admin/news/${created.id}`, {
      method: 'PUT',
      token,
      body: {
        ...article({ title: '新标题', category: '知识专栏' }),
        id: 'hijack',
        createdAt: '2000-01-01T00:00:00Z',
        views: 999,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: created.id,
      title: '新标题',
      category: '知识专栏',
      featured: false,
      createdAt: created.createdAt,
      views: 1,
      publishedAt: created.createdAt,
    });
    expect(res.json.data.titleEn).toBeUndefined();
    expect(Date.parse(res.json.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const list = await call(`/api/news?category=${encodeURIComponent('知识专栏')}`);
    expect(list.json.data.map((item: { id: string }) => item.id)).toContain(created.id);
    const old = await call(`/api/news?category=${encodeURIComponent('政策解读')}&featured=true`);
    expect(old.json.data.map((item: { id: string }) => item.id)).not.toContain(created.id);
  });

  it('validates the PUT body like the POST body', async () => {
    const { data } = (await post(article())).json;
    expectError(await call(`/api/admin/news/${data.id}`, { method: 'PUT', token, body: { title: '' } }), 400, 'VALIDATION', {
      title: '请填写标题',
      content: '请填写正文',
      category: '请选择分类',
    });
  });

  it('deletes an article from every list and from the statistics', async () => {
    const { data } = (await post(article({ category: '本所动态', featured: true }))).json;
    const before = (await call('/api/admin/news?limit=1', { token })).json.data.statistics;
    const res = await call(`/api/admin/news/${data.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const after = (await call('/api/admin/news?limit=1', { token })).json.data.statistics;
    expect(after.total).toBe(before.total - 1);
    expect(after.featured).toBe(before.featured - 1);
    expect(after.categories.本所动态).toBeUndefined();
    expect((await call(`/api/news?featured=true`)).json.data.map((item: { id: string }) => item.id)).not.toContain(data.id);
    expectError(await call(`/api/news/${data.id}`), 404, 'NOT_FOUND');
    expectError(await call(`/api/admin/news/${data.id}`, { token }), 404, 'NOT_FOUND');
  });

  it.each([
    ['GET', undefined],
    ['PUT', article()],
    ['DELETE', undefined],
  ])('answers 404 新闻不存在 to %s of an unknown id', async (method, body) => {
    const res = await call('/api/admin/news/missing-id', { method, body, token });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe('新闻不存在');
  });

  it('answers 405 with Allow for the wrong methods', async () => {
    const item = await call('/api/admin/news/some-id', { method: 'POST', body: article(), token });
    expectError(item, 405, 'METHOD_NOT_ALLOWED');
    expect(item.headers.get('allow')).toBe('GET, PUT, DELETE');
    const collection = await call('/api/admin/news', { method: 'DELETE', token });
    expectError(collection, 405, 'METHOD_NOT_ALLOWED');
    expect(collection.headers.get('allow')).toBe('GET, POST');
  });
});
