import { describe, expect, it } from 'vitest';
import { INDEX, indexEntries } from '../../store/news-keys.ts';
import { planNewsList } from '../../store/news-list.ts';
import { adminNewsQuerySchema, hasEnglishText, newsQuerySchema } from '../../src/shared/news.ts';

const now = new Date('2025-05-01T00:00:00Z');
const query = (input: Record<string, string> = {}) => adminNewsQuerySchema.parse(input);

const base = {
  id: 'a1',
  title: 't',
  content: 'c',
  category: '政策解读' as const,
  author: '',
  featured: true,
  publishedAt: '2025-04-01T00:00:00.000Z',
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

describe('indexEntries', () => {
  it('puts a published featured article in the admin and the public indexes', () => {
    const indexes = indexEntries({ ...base, status: 'published' }).map((entry) => entry.index);
    expect(indexes.sort()).toEqual(
      [
        INDEX.all,
        INDEX.byCreated,
        INDEX.category('政策解读'),
        INDEX.featured,
        INDEX.public,
        INDEX.publicCategory('政策解读'),
        INDEX.publicFeatured,
      ].sort(),
    );
  });

  it('keeps a draft out of every public index', () => {
    const indexes = indexEntries({ ...base, status: 'draft' }).map((entry) => entry.index);
    expect(indexes).toContain(INDEX.drafts);
    expect(indexes.filter((index) => index.includes('public'))).toEqual([]);
  });

  it('puts a published article with English title and body, and only such, in the English index', () => {
    const english = { ...base, status: 'published' as const, titleEn: 'T', contentEn: 'C' };
    expect(indexEntries(english).map((entry) => entry.index)).toContain(INDEX.publicEn);
    expect(indexEntries({ ...english, contentEn: undefined }).map((entry) => entry.index)).not.toContain(INDEX.publicEn);
    expect(indexEntries({ ...english, status: 'draft' }).map((entry) => entry.index)).not.toContain(INDEX.publicEn);
  });

  it('scores by publishedAt, and by createdAt in the creation index', () => {
    const entries = indexEntries({ ...base, status: 'published' });
    expect(entries.find((entry) => entry.index === INDEX.all)?.score).toBe(Date.parse(base.publishedAt));
    expect(entries.find((entry) => entry.index === INDEX.byCreated)?.score).toBe(Date.parse(base.createdAt));
  });
});

describe('planNewsList', () => {
  it('reads public pages from the public index up to now, so scheduled articles stay hidden', () => {
    expect(planNewsList(query(), 'public', now)).toEqual({ index: INDEX.public, min: '-inf', max: now.getTime(), alsoIn: [] });
  });

  it('ignores a status filter on public calls', () => {
    expect(planNewsList(query({ status: 'draft' }), 'public', now).index).toBe(INDEX.public);
  });

  it('uses one category index, and checks featured membership only when both filters apply', () => {
    expect(planNewsList(query({ category: '通知公告' }), 'public', now)).toMatchObject({
      index: INDEX.publicCategory('通知公告'),
      alsoIn: [],
    });
    expect(planNewsList(query({ category: '通知公告', featured: 'true' }), 'public', now).alsoIn).toEqual([INDEX.publicFeatured]);
  });

  it('ranges the English index for lang=en, and checks it as one more membership with a filter', () => {
    const en = (input: Record<string, string> = {}) => newsQuerySchema.parse({ ...input, lang: 'en' });
    expect(planNewsList(en(), 'public', now)).toEqual({ index: INDEX.publicEn, min: '-inf', max: now.getTime(), alsoIn: [] });
    expect(planNewsList(en({ featured: 'true' }), 'public', now)).toMatchObject({
      index: INDEX.publicFeatured,
      alsoIn: [INDEX.publicEn],
    });
    expect(planNewsList(en({ category: '通知公告', featured: 'true' }), 'public', now)).toMatchObject({
      index: INDEX.publicCategory('通知公告'),
      alsoIn: [INDEX.publicFeatured, INDEX.publicEn],
    });
    expect(planNewsList(newsQuerySchema.parse({ lang: 'zh' }), 'public', now).index).toBe(INDEX.public);
  });

  it('shows admins every article, or published, scheduled and draft ones apart', () => {
    expect(planNewsList(query(), 'admin', now)).toEqual({ index: INDEX.all, min: '-inf', max: '+inf', alsoIn: [] });
    expect(planNewsList(query({ status: 'scheduled' }), 'admin', now)).toMatchObject({
      index: INDEX.public,
      min: `(${now.getTime()}`,
      max: '+inf',
    });
    expect(planNewsList(query({ status: 'draft', category: '知识专栏' }), 'admin', now)).toEqual({
      index: INDEX.drafts,
      min: '-inf',
      max: '+inf',
      alsoIn: [INDEX.category('知识专栏')],
    });
  });
});

describe('hasEnglishText', () => {
  it('needs both an English title and an English body, blanks not counting', () => {
    expect(hasEnglishText({ titleEn: 'T', contentEn: 'C' })).toBe(true);
    expect(hasEnglishText({ titleEn: 'T' })).toBe(false);
    expect(hasEnglishText({ contentEn: 'C' })).toBe(false);
    expect(hasEnglishText({ titleEn: ' ', contentEn: 'C' })).toBe(false);
  });
});
