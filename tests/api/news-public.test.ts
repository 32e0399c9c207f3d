import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, expectError, login, prefix, redis } from './fixtures.ts';
import { call } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

let token: string;
const ids: Record<string, string> = {};

async function create(name: string, body: Record<string, unknown>) {
  const res = await call('/api/admin/news', { method: 'POST', body: article(body), token });
  expect(res.status).toBe(201);
  ids[name] = res.json.data.id;
}

beforeAll(async () => {
  await clearStore();
  await createAdmin('editor', 'editor-password-1');
  token = await login('editor', 'editor-password-1');
  await create('policyOld', { title: '政策旧文', category: '政策解读', publishedAt: daysAgo(30) });
  await create('policyNew', { title: '政策新文', category: '政策解读', publishedAt: daysAgo(1), featured: true });
  await create('notice', { title: '通知一则', category: '通知公告', publishedAt: daysAgo(10), content: 'CCER 项目开发流程' });
  await create('knowledge', {
    title: '范围一二三',
    category: '知识专栏',
    publishedAt: daysAgo(5),
    featured: true,
    titleEn: 'Scopes explained',
    contentEn: 'Scope 3 covers the value chain',
  });
  await create('draft', { title: '草稿文章', category: '政策解读', status: 'draft', publishedAt: daysAgo(2) });
  await create('scheduled', {
    title: '定时文章',
    category: '政策解读',
    publishedAt: new Date(Date.now() + 7 * DAY).toISOString(),
  });
});

describe('GET /api/news', () => {
  it('lists published articles newest first with meta, never drafts or scheduled ones', async () => {
    const res = await call('/api/news');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.map((item: { id: string }) => item.id)).toEqual([
      ids.policyNew,
      ids.knowledge,
      ids.notice,
      ids.policyOld,
    ]);
    expect(res.json.meta).toEqual({ total: 4, limit: 100, offset: 0 });
  });

  it('returns every NewsItem field', async () => {
    const res = await call('/api/news?category=知识专栏');
    expect(res.json.data).toEqual([
      {
        id: ids.knowledge,
        title: '范围一二三',
        content: '第一段。\n第二段。',
        category: '知识专栏',
        author: '测试管理员',
        featured: true,
        status: 'published',
        publishedAt: expect.any(String),
        titleEn: 'Scopes explained',
        contentEn: 'Scope 3 covers the value chain',
        slug: 'scopes-explained',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        updatedBy: '测试管理员',
        views: 0,
        // Made on the server: the summary, else the body's first characters without Markdown.
        teaser: '第一段。第二段。',
        teaserEn: 'Scope 3 covers the value chain',
      },
    ]);
  });

  it('sends cache headers that let the CDN keep the list briefly and browsers revalidate', async () => {
    const res = await call('/api/news');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers.get('netlify-cache-tag')).toBe('news');
  });

  it('filters by category, and 全部 means every category', async () => {
    const policy = await call(`/api/news?category=${encodeURIComponent('政策解读')}`);
    expect(policy.json.data.map((item: { id: string }) => item.id)).toEqual([ids.policyNew, ids.policyOld]);
    expect(policy.json.meta.total).toBe(2);
    const all = await call(`/api/news?category=${encodeURIComponent('全部')}`);
    expect(all.json.meta.total).toBe(4);
  });

  it('filters featured articles, alone and within a category', async () => {
    const featured = await call('/api/news?featured=true');
    expect(featured.json.data.map((item: { id: string }) => item.id)).toEqual([ids.policyNew, ids.knowledge]);
    const both = await call(`/api/news?featured=true&category=${encodeURIComponent('政策解读')}`);
    expect(both.json.data.map((item: { id: string }) => item.id)).toEqual([ids.policyNew]);
    expect(both.json.meta.total).toBe(1);
  });

  it('searches title, content and the English fields case-insensitively', async () => {
    const ccer = await call('/api/news?q=ccer');
    expect(ccer.json.data.map((item: { id: string }) => item.id)).toEqual([ids.notice]);
    const english = await call('/api/news?q=VALUE%20CHAIN');
    expect(english.json.data.map((item: { id: string }) => item.id)).toEqual([ids.knowledge]);
    const hidden = await call(`/api/news?q=${encodeURIComponent('草稿')}`);
    expect(hidden.json.data).toEqual([]);
    expect(hidden.json.meta.total).toBe(0);
  });

  it('pages with limit and offset while total counts every match', async () => {
    const res = await call('/api/news?limit=2&offset=1');
    expect(res.json.data.map((item: { id: string }) => item.id)).toEqual([ids.knowledge, ids.notice]);
    expect(res.json.meta).toEqual({ total: 4, limit: 2, offset: 1 });
    const past = await call('/api/news?offset=50');
    expect(past.json.data).toEqual([]);
    expect(past.json.meta.total).toBe(4);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['category=%E5%85%B6%E4%BB%96', 'category'],
    ['featured=yes', 'featured'],
  ])('answers 400 VALIDATION naming the parameter for ?%s', async (query, field) => {
    const res = await call(`/api/news?${query}`);
    expectError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json.fields)).toEqual([field]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 405 with Allow for writes', async () => {
    const res = await call('/api/news', { method: 'POST', body: article() });
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/news/{id}', () => {
  // Issue 19: every GET used to count; now one view per visitor per article per day.
  it('returns the article and counts one view per visitor per day', async () => {
    const [visitor, other] = ['10.77.1.1', '10.77.2.2'];
    const first = await call(`/api/news/${ids.notice}`, { ip: visitor });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, data: expect.objectContaining({ id: ids.notice, title: '通知一则', views: 1 }) });
    for (let i = 0; i < 3; i++) expect((await call(`/api/news/${ids.notice}`, { ip: visitor })).json.data.views).toBe(1);
    expect((await call(`/api/news/${ids.notice}`, { ip: other })).json.data.views).toBe(2);
    // Another article is another count for the same visitor.
    expect((await call(`/api/news/${ids.policyOld}`, { ip: visitor })).json.data.views).toBe(1);
    const list = await call(`/api/news?category=${encodeURIComponent('通知公告')}`);
    expect(list.json.data[0].views).toBe(2);

    // Keyed by a salted hash, never the address, and forgotten after a day.
    const seen = await redis.keys(`${prefix}news:seen:${ids.notice}:*`);
    expect(seen).toHaveLength(2);
    for (const key of seen) {
      expect(key).not.toMatch(/10\.77|10-77|MTAuNzc/);
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(24 * 3600 - 60);
      expect(ttl).toBeLessThanOrEqual(24 * 3600);
    }
    const everything = await redis.keys(`${prefix}*`);
    expect(everything.filter((key) => key.includes('10.77'))).toEqual([]);
  });

  it('is not cached by the CDN, so every view reaches the counter', async () => {
    const res = await call(`/api/news/${ids.notice}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it.each(['draft', 'scheduled'])('answers 404 新闻不存在 for a %s article and counts nothing', async (name) => {
    const res = await call(`/api/news/${ids[name]}`);
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe('新闻不存在');
    const admin = await call(`/api/admin/news/${ids[name]}`, { token });
    expect(admin.json.data.views).toBe(0);
  });

  it.each(['does-not-exist', '..%2F..%2Fetc', '%3Cscript%3E'])('answers 404 新闻不存在 for the unknown id %s', async (id) => {
    const res = await call(`/api/news/${id}`);
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json.error).toBe('新闻不存在');
  });
});

// Last in the file: it adds articles the lists above do not expect.
describe('GET /api/news?lang=en', () => {
  const english = { titleEn: 'In English', contentEn: 'English body' };
  const listed = async (query: string) => {
    const res = await call(`/api/news?lang=en${query}`);
    expect(res.status).toBe(200);
    return { ids: res.json.data.map((item: { id: string }) => item.id), meta: res.json.meta };
  };

  beforeAll(async () => {
    await create('enOld', { title: '英文旧文', category: '政策解读', publishedAt: daysAgo(20), ...english });
    await create('enNew', { title: '英文新文', category: '通知公告', publishedAt: daysAgo(3), featured: true, ...english });
    await create('titleOnly', { title: '只有英文标题', category: '政策解读', publishedAt: daysAgo(4), titleEn: 'Title only' });
    await create('enDraft', { title: '英文草稿', category: '政策解读', status: 'draft', publishedAt: daysAgo(2), ...english });
    await create('enScheduled', {
      title: '英文定时',
      category: '政策解读',
      publishedAt: new Date(Date.now() + DAY).toISOString(),
      ...english,
    });
  });

  it('lists only public articles with an English title and body, newest first', async () => {
    expect(await listed('')).toEqual({ ids: [ids.enNew, ids.knowledge, ids.enOld], meta: { total: 3, limit: 100, offset: 0 } });
  });

  it('pages the English list with totals of English articles only', async () => {
    expect(await listed('&limit=2')).toEqual({ ids: [ids.enNew, ids.knowledge], meta: { total: 3, limit: 2, offset: 0 } });
    expect(await listed('&limit=2&offset=2')).toEqual({ ids: [ids.enOld], meta: { total: 3, limit: 2, offset: 2 } });
  });

  it('combines with category, featured and search', async () => {
    expect((await listed(`&category=${encodeURIComponent('政策解读')}`)).ids).toEqual([ids.enOld]);
    expect(await listed('&featured=true')).toMatchObject({ ids: [ids.enNew, ids.knowledge], meta: { total: 2 } });
    expect((await listed('&q=scope')).ids).toEqual([ids.knowledge]);
  });

  it('lang=zh (the default) lists every public article', async () => {
    const zh = await call('/api/news?lang=zh&limit=1');
    const all = await call('/api/news?limit=1');
    expect(zh.json.meta.total).toBe(all.json.meta.total);
    expect(zh.json.meta.total).toBe(7);
  });

  it('follows edits: an article leaves the English list when its translation is removed, and returns with it', async () => {
    const put = (body: Record<string, unknown>) =>
      call(`/api/admin/news/${ids.enOld}`, {
        method: 'PUT',
        body: article({ title: '英文旧文', category: '政策解读', publishedAt: daysAgo(20), ...body }),
        token,
      });
    expect((await put({})).status).toBe(200);
    expect((await listed('')).ids).toEqual([ids.enNew, ids.knowledge]);
    expect((await put(english)).status).toBe(200);
    expect((await listed('')).meta.total).toBe(3);
    expect((await call(`/api/admin/news/${ids.enNew}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await listed('')).toMatchObject({ ids: [ids.knowledge, ids.enOld], meta: { total: 2 } });
  });

  it('reindexing puts articles written before the English index into it, and changes nothing else', async () => {
    const before = await listed('');
    await redis.del(`${prefix}news:public:en`);
    expect((await listed('')).meta.total).toBe(0);
    const { reindexNews } = await import('../../store/news-repository.ts');
    expect(await reindexNews()).toBeGreaterThan(0);
    expect(await listed('')).toEqual(before);
    expect((await call('/api/news?limit=1')).json.meta.total).toBe(6);
  });

  it('answers 400 VALIDATION for another language', async () => {
    const res = await call('/api/news?lang=fr');
    expectError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json.fields)).toEqual(['lang']);
  });
});
