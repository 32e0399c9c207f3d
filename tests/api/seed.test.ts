import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_ARTICLES, SEED_COVER, SEED_ENQUIRIES } from '../../scripts/seed-data.ts';
import { clearStore, createAdmin, login } from './fixtures.ts';
import { apiUrl, call } from './helpers.ts';

let token: string;

beforeAll(async () => {
  await clearStore();
  await createAdmin('seeder', 'seeder-password-1');
  token = await login('seeder', 'seeder-password-1');
});

describe('demo content', () => {
  it('seeds credible content once on first start: every category, featured, English, one draft, one scheduled', async () => {
    const { seedOnFirstStart } = await import('../../scripts/lib/seed-content.ts');
    await seedOnFirstStart();
    const admin = (await call('/api/admin/news', { token })).json;
    expect(admin.data.statistics.total).toBe(SEED_ARTICLES.length);
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(admin.data.statistics.categories).sort()).toEqual(
      ['政策解读', '新闻资讯', '本所动态', '通知公告', '知识专栏'].sort(),
    );
    expect(admin.data.statistics.featured).toBeGreaterThanOrEqual(3);
    expect(
      admin.data.items.filter((item: { titleEn?: string; contentEn?: string }) => item.titleEn && item.contentEn).length,
    ).toBeGreaterThanOrEqual(3);
    expect((await call('/api/admin/news?status=draft', { token })).json.meta.total).toBe(1);
    expect((await call('/api/admin/news?status=scheduled', { token })).json.meta.total).toBe(1);
    expect((await call('/api/news')).json.meta.total).toBe(SEED_ARTICLES.length - 2);

    const inbox = (await call('/api/contact', { token })).json;
    expect(inbox.meta.total).toBe(SEED_ENQUIRIES.length);
    // Every working status has some; the demo holds no spam.
    const { 垃圾: spam, ...working } = inbox.meta.counts;
    expect(spam).toBe(0);
    expect(Object.values(working).every((count) => (count as number) >= 2)).toBe(true);

    // A second start changes nothing, even after an article was deleted.
    await call(`/api/admin/news/${SEED_ARTICLES[0]!.id}`, { method: 'DELETE', token });
    await seedOnFirstStart();
    expect((await call('/api/admin/news?limit=1', { token })).json.data.statistics.total).toBe(SEED_ARTICLES.length - 1);
  });

  it('leaves a store that already holds content alone on first start', async () => {
    await clearStore();
    await createAdmin('seeder', 'seeder-password-1');
    token = await login('seeder', 'seeder-password-1');
    await call('/api/admin/news', { method: 'POST', token, body: { title: '已有文章', content: '正文', category: '新闻资讯' } });
    const { seedOnFirstStart, seedDemoContent } = await import('../../scripts/lib/seed-content.ts');
    await seedOnFirstStart();
    await seedOnFirstStart();
    expect((await call('/api/admin/news?limit=1', { token })).json.data.statistics.total).toBe(1);
    await seedDemoContent();
  });

  it('npm run seed adds back only what is missing and keeps edits', async () => {
    const { seedDemoContent } = await import('../../scripts/lib/seed-content.ts');
    await call(`/api/admin/news/${SEED_ARTICLES[0]!.id}`, { method: 'DELETE', token });
    const edited = SEED_ARTICLES[1]!;
    const current = (await call(`/api/admin/news/${edited.id}`, { token })).json.data;
    await call(`/api/admin/news/${edited.id}`, { method: 'PUT', token, body: { ...current, title: '编辑过的标题' } });
    expect(await seedDemoContent()).toEqual({ articles: 1, enquiries: 0 });
    expect(await seedDemoContent()).toEqual({ articles: 0, enquiries: 0 });
    expect((await call(`/api/admin/news/${edited.id}`, { token })).json.data.title).toBe('编辑过的标题');
    expect((await call('/api/admin/news?limit=1', { token })).json.data.statistics.total).toBe(SEED_ARTICLES.length + 1);
  });

  it('gives the article bench:pages measures a library cover with alt text in both languages, stored once', async () => {
    // Seeding stores the bytes only where a blob server is configured, as dev, preview and the e2e server do.
    process.env.NETLIFY_BLOBS_CONTEXT = inject('blobsContext');
    const { seedDemoContent } = await import('../../scripts/lib/seed-content.ts');
    await seedDemoContent();
    await seedDemoContent();
    const url = `/media/${SEED_COVER.id}`;
    expect((await call('/api/news/seed-ets-expansion')).json.data.imageUrl).toBe(url);
    const library = (await call(`/api/admin/media?q=${SEED_COVER.file}`, { token })).json;
    expect(library.meta.total).toBe(1);
    expect(library.data[0]).toMatchObject({
      url,
      alt: { zh: '全国碳市场扩围示意图', en: 'Illustration: the national carbon market expands' },
      usedIn: [{ id: 'seed-ets-expansion' }],
    });
    const served = await fetch(apiUrl + url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(readFileSync(`scripts/assets/${SEED_COVER.file}`));
  });
});
