// The dashboard's recent activity: the latest changes, not the latest publish dates.
import { describe, expect, it } from 'vitest';
import { latestActivity } from '~/admin/lib/recent-activity';
import type { Enquiry } from '~/shared/enquiry';
import type { NewsItem } from '~/shared/news';

const article = (id: string, times: { createdAt: string; updatedAt?: string; publishedAt: string }): NewsItem => ({
  id,
  title: id,
  content: '正文',
  category: '政策解读',
  author: '',
  featured: false,
  status: 'published',
  views: 0,
  ...times,
  updatedAt: times.updatedAt ?? times.createdAt,
});
const enquiry = (id: string, createdAt: string) => ({ id, createdAt }) as Enquiry;
const ids = (activities: ReturnType<typeof latestActivity>) =>
  activities.map((activity) => (activity.kind === 'article' ? activity.item.id : activity.message.id));

describe('latestActivity', () => {
  it('orders articles by their last change, whatever their publish date', () => {
    const articles = [
      // The API's order: publish date, newest first.
      article('scheduled-long-ago', { createdAt: '2025-01-02T00:00:00.000Z', publishedAt: '2099-01-01T00:00:00.000Z' }),
      article('published-last-week', { createdAt: '2025-06-01T00:00:00.000Z', publishedAt: '2025-06-01T00:00:00.000Z' }),
      article('written-today-dated-2020', { createdAt: '2025-06-08T09:00:00.000Z', publishedAt: '2020-03-01T00:00:00.000Z' }),
      article('edited-today', {
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2025-06-08T10:00:00.000Z',
        publishedAt: '2019-01-01T00:00:00.000Z',
      }),
    ];
    const activities = latestActivity(articles, [], 3);
    expect(ids(activities)).toEqual(['edited-today', 'written-today-dated-2020', 'published-last-week']);
    expect(activities.map((activity) => activity.kind === 'article' && activity.edited)).toEqual([true, false, false]);
    expect(activities[0]!.at).toBe('2025-06-08T10:00:00.000Z');
  });

  it('merges enquiries by arrival, newest first, and keeps at most `max`', () => {
    const articles = [article('new-article', { createdAt: '2025-06-08T09:30:00.000Z', publishedAt: '2025-06-08T09:30:00.000Z' })];
    const enquiries = [enquiry('enquiry-late', '2025-06-08T11:00:00.000Z'), enquiry('enquiry-early', '2025-06-08T08:00:00.000Z')];
    expect(ids(latestActivity(articles, enquiries, 6))).toEqual(['enquiry-late', 'new-article', 'enquiry-early']);
    expect(ids(latestActivity(articles, enquiries, 2))).toEqual(['enquiry-late', 'new-article']);
  });

  it('counts a save within a minute of creating as the creation', () => {
    const quick = article('saved-twice', {
      createdAt: '2025-06-08T09:00:00.000Z',
      updatedAt: '2025-06-08T09:00:30.000Z',
      publishedAt: '2025-06-08T09:00:00.000Z',
    });
    expect(latestActivity([quick], [], 6)).toEqual([{ kind: 'article', at: quick.createdAt, edited: false, item: quick }]);
  });
});
