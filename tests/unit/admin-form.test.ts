import { describe, expect, it } from 'vitest';
import { displayStatus, fromLocalInput, toLocalInput } from '~/admin/lib/format';
import { safeNextPath } from '~/admin/lib/next-path';
import { draftOf, EMPTY_VALUES, valuesOf } from '~/admin/screens/news/news-form-values';
import type { NewsItem } from '~/shared/news';

const article: NewsItem = {
  id: 'a1',
  title: '标题',
  content: '正文',
  category: '新闻资讯',
  author: '',
  featured: false,
  status: 'published',
  publishedAt: '2025-03-01T09:30:45.123Z',
  createdAt: '2025-03-01T09:30:45.123Z',
  updatedAt: '2025-03-01T09:30:45.123Z',
  views: 3,
};

describe('news form values', () => {
  it('keep the stored publish instant (seconds included) when the admin left the time alone', () => {
    expect(draftOf(valuesOf(article), article).publishedAt).toBe(article.publishedAt);
  });

  it('send the typed Beijing time, or now when the field is empty', () => {
    const typed = { ...valuesOf(article), publishedAt: '2030-01-02T08:00' };
    expect(draftOf(typed, article).publishedAt).toBe('2030-01-02T00:00:00.000Z');
    const now = new Date('2025-05-05T05:05:05Z');
    expect(draftOf(EMPTY_VALUES, undefined, now).publishedAt).toBe(now.toISOString());
  });

  it("round-trip a datetime input in Beijing time, whatever the browser's zone", () => {
    const local = toLocalInput('2025-03-01T19:30:45Z');
    expect(local).toBe('2025-03-02T03:30');
    expect(fromLocalInput(local)).toBe('2025-03-01T19:30:00.000Z');
    expect(fromLocalInput('')).toBeUndefined();
  });
});

describe('display status', () => {
  it('is scheduled for a published article whose date is ahead', () => {
    const now = Date.parse('2025-03-01T00:00:00Z');
    expect(displayStatus(article, now)).toBe('scheduled');
    expect(displayStatus(article, now + 86_400_000)).toBe('published');
    expect(displayStatus({ ...article, status: 'draft' }, now)).toBe('draft');
  });
});

describe('return path after signing in', () => {
  it('accepts admin paths only', () => {
    expect(safeNextPath('/news?page=2')).toBe('/news?page=2');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/login', '/login?next=/x']) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
