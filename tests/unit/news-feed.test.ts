import { describe, expect, it } from 'vitest';
import { feedItems, NEWS_FEED_SIZE } from '~/content/news-feed';
import type { NewsItem } from '~/shared/news';

const item = (n: number, english = true): NewsItem => ({
  id: `a${n}`,
  title: `标题${n}`,
  content: '第一段。\n第二段。',
  category: '知识专栏',
  author: '编辑部',
  featured: false,
  status: 'published',
  publishedAt: new Date(Date.UTC(2025, 0, 1) - n * 86_400_000).toISOString(),
  ...(english ? { titleEn: `Title ${n}`, contentEn: 'First.\nSecond.' } : {}),
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  views: 0,
});

describe('feedItems', () => {
  it('gives title, summary, link, date and category in the feed language', () => {
    const [zh] = feedItems([item(1)], 'zh');
    expect(zh).toEqual({
      title: '标题1',
      description: '第一段。第二段。',
      link: '/news-detail/a1/',
      pubDate: new Date(item(1).publishedAt),
      categories: ['知识专栏'],
    });
    const [en] = feedItems([item(1)], 'en');
    expect(en).toMatchObject({
      title: 'Title 1',
      description: 'First. Second.',
      link: '/en/news-detail/a1/',
      categories: ['Knowledge Column'],
    });
  });

  it(`keeps the newest ${NEWS_FEED_SIZE}, in the order given`, () => {
    const items = feedItems(
      Array.from({ length: NEWS_FEED_SIZE + 5 }, (_, n) => item(n)),
      'zh',
    );
    expect(items).toHaveLength(NEWS_FEED_SIZE);
    expect(items[0]!.link).toBe('/news-detail/a0/');
  });
});
