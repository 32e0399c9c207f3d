import { beforeAll, describe, expect, it } from 'vitest';
import { article, clearStore, createAdmin, createEditor, expectError, login } from './fixtures.ts';
import { call } from './helpers.ts';

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
    expect(stale.json.error).toMatch(/^李主编 已于 \d{4}-\d\d-\d\d \d\d:\d\d 保存了这篇文章的新版本/);
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
