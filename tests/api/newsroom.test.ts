import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { article, clearStore, createAdmin, createEditor, expectError, login } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

// Issue 17, the editor's safety net: drafts by default, no silent overwrite of
// someone else's save (409), every save keeping the version it replaced.
let admin: string;
let editor: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('desk-chief', 'desk-chief-password-1', '李主编');
  await createEditor('desk-writer', 'desk-writer-password-1', '王编辑');
  admin = await login('desk-chief', 'desk-chief-password-1');
  editor = await login('desk-writer', 'desk-writer-password-1');
});

const create = async (body: Record<string, unknown>) =>
  (await call('/api/admin/news', { method: 'POST', token: admin, body })).json.data;
const put = (id: string, body: unknown, token: string, headers?: Record<string, string>) =>
  call(`/api/admin/news/${id}`, { method: 'PUT', token, body, headers });

describe('a new article', () => {
  it('starts as a draft that visitors cannot read', async () => {
    const { status: _, ...body } = article();
    const item = await create(body);
    expect(item.status).toBe('draft');
    expect((await call(`/api/news/${item.id}`)).status).toBe(404);
  });

  it('keeps Markdown exactly as typed', async () => {
    const content = '## 标题\n\n- 一\n- **二**\n\n<script>alert(1)</script> [x](javascript:alert(1)) &amp;';
    const item = await create(article({ content, contentEn: content, titleEn: 'Title' }));
    const read = (await call(`/api/news/${item.id}`)).json.data;
    expect([read.content, read.contentEn]).toEqual([content, content]);
  });
});

describe('two people saving one article', () => {
  it('refuses a save over a newer version with 409, naming who saved it; the newer text stays', async () => {
    const item = await create(article());
    const first = await put(item.id, article({ title: '主编的标题', baseUpdatedAt: item.updatedAt }), admin);
    expect(first.status).toBe(200);
    const stale = await put(item.id, article({ title: '编辑的标题', baseUpdatedAt: item.updatedAt }), editor);
    expectError(stale, 409, 'CONFLICT');
    expect(stale.json.error).toMatch(/^李主编 已于 \d{4}-\d\d-\d\d \d\d:\d\d 保存了这篇新闻的新版本/);
    const english = await put(item.id, article({ baseUpdatedAt: item.updatedAt }), editor, { 'accept-language': 'en' });
    expect(english.json.error).toMatch(/^李主编 saved a newer version of this article at /);
    const stored = (await call(`/api/admin/news/${item.id}`, { token: editor })).json.data;
    expect(stored).toMatchObject({ title: '主编的标题', updatedBy: '李主编' });
    const retried = await put(item.id, article({ title: '编辑的标题', baseUpdatedAt: stored.updatedAt }), editor);
    expect(retried.json.data).toMatchObject({ title: '编辑的标题', updatedBy: '王编辑' });
  });
});

describe('revisions', () => {
  it('lists the versions each save replaced, newest first, and restores one as a new save', async () => {
    const item = await create(article({ title: '第一版' }));
    await put(item.id, article({ title: '第二版' }), editor);
    await put(item.id, article({ title: '第三版' }), admin);
    const listed = await call(`/api/admin/news/${item.id}/revisions`, { token: editor });
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((r: { item: { title: string }; savedBy: string }) => [r.item.title, r.savedBy])).toEqual([
      ['第二版', '王编辑'],
      ['第一版', '李主编'],
    ]);
    const first = listed.json.data[1];
    expect(first.savedAt).toBe(item.updatedAt);

    const restored = await call(`/api/admin/news/${item.id}/revisions/${first.id}/restore`, { method: 'POST', token: editor });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ title: '第一版', updatedBy: '王编辑' });
    expect((await call(`/api/news/${item.id}`)).json.data.title).toBe('第一版');
    const after = (await call(`/api/admin/news/${item.id}/revisions`, { token: editor })).json.data;
    expect(after.map((r: { item: { title: string } }) => r.item.title)).toEqual(['第三版', '第二版', '第一版']);

    const unknown = await call(`/api/admin/news/${item.id}/revisions/nope/restore`, { method: 'POST', token: editor });
    expectError(unknown, 404, 'NOT_FOUND');
    expectError(await call('/api/admin/news/missing/revisions', { token: editor }), 404, 'NOT_FOUND');
  });

  it('keeps the last 30 versions', async () => {
    const item = await create(article());
    for (let i = 1; i <= 32; i++) await put(item.id, article({ title: `版本 ${i}` }), admin);
    const listed = (await call(`/api/admin/news/${item.id}/revisions`, { token: admin })).json.data;
    expect(listed).toHaveLength(30);
    expect(listed[0].item.title).toBe('版本 31');
  });
});

describe('article addresses', () => {
  const page = (path: string) => fetch(apiUrl + path, { redirect: 'manual' });

  // A readable article is served as a page of the build (netlify/functions/article-page.mts).
  beforeAll(() => {
    if (!existsSync(join(repoRoot, 'dist', 'news-detail', 'index.html')))
      throw new Error('article addresses serve built pages: run `npm run build:e2e` (or `npm run build`) first');
  });

  it('suggests a unique slug from the English title, else the Chinese one in pinyin, and refuses a taken one', async () => {
    const english = await create(article({ title: '碳普惠', titleEn: 'Carbon Inclusion Explained', contentEn: 'Body.' }));
    expect(english.slug).toBe('carbon-inclusion-explained');
    const again = await create(article({ title: '碳普惠', titleEn: 'Carbon Inclusion Explained', contentEn: 'Body.' }));
    expect(again.slug).toBe('carbon-inclusion-explained-2');
    expect((await create(article({ title: '碳足迹核算' }))).slug).toBe('tan-zu-ji-he-suan');
    const taken = await call('/api/admin/news', { method: 'POST', token: admin, body: article({ slug: english.slug }) });
    expectError(taken, 400, 'VALIDATION');
    expect(taken.json.fields).toEqual({ slug: '该网址名已被其他新闻使用' });
    const malformed = await call('/api/admin/news', { method: 'POST', token: admin, body: article({ slug: 'Not A Slug' }) });
    expect(Object.keys(malformed.json.fields)).toEqual(['slug']);
  });

  it('serves a published article at its slug; its id and an old slug answer 301 to it; the old slug stays reserved', async () => {
    const item = await create(article({ title: '地址测试', slug: 'address-before' }));
    expect((await page('/news-detail/address-before')).status).toBe(200);
    expect((await call('/api/news/address-before')).json.data.id).toBe(item.id);
    const byId = await page(`/en/news-detail/${item.id}`);
    expect([byId.status, byId.headers.get('location')]).toEqual([301, '/en/news-detail/address-before/']);

    const moved = await put(item.id, article({ title: '地址测试', slug: 'address-after' }), editor);
    expect(moved.json.data).toMatchObject({ slug: 'address-after', formerSlugs: ['address-before'] });
    const old = await page('/news-detail/address-before');
    expect([old.status, old.headers.get('location')]).toEqual([301, '/news-detail/address-after/']);
    expect((await page('/news-detail/address-after')).status).toBe(200);
    const reuse = await call('/api/admin/news', { method: 'POST', token: admin, body: article({ slug: 'address-before' }) });
    expectError(reuse, 400, 'VALIDATION');

    // Deleted: neither address answers, and both are free again.
    await call(`/api/admin/news/${item.id}`, { method: 'DELETE', token: admin });
    expect((await page('/news-detail/address-before')).status).toBe(404);
    expect((await create(article({ slug: 'address-before' }))).slug).toBe('address-before');
  });

  it('keeps an article from before slugs at its id until it is given one', async () => {
    const { newsKey, SLUGS_KEY } = await import('../../store/news-keys.ts');
    const { withStore } = await import('../../store/store.ts');
    const { slug, ...legacy } = await create(article({ title: '旧文章' }));
    await withStore((redis) => Promise.all([redis.set(newsKey(legacy.id), JSON.stringify(legacy)), redis.hdel(SLUGS_KEY, slug)]));
    expect((await page(`/news-detail/${legacy.id}`)).status).toBe(200);
    expect((await put(legacy.id, article({ title: '旧文章改' }), admin)).json.data.slug).toBeUndefined();
    expect((await page(`/news-detail/${legacy.id}`)).status).toBe(200);
    expect((await put(legacy.id, article({ slug: 'old-article-named' }), admin)).json.data.slug).toBe('old-article-named');
    const byId = await page(`/news-detail/${legacy.id}`);
    expect([byId.status, byId.headers.get('location')]).toEqual([301, '/news-detail/old-article-named/']);
  });

  it("lets a draft's old slug go", async () => {
    const draft = await create(article({ status: 'draft', slug: 'draft-before' }));
    await put(draft.id, article({ status: 'draft', slug: 'draft-after' }), admin);
    expect((await create(article({ slug: 'draft-before' }))).slug).toBe('draft-before');
  });
});
