import { describe, expect, it } from 'vitest';
import { articlePageSeo, articleSeo } from '~/shared/article-seo';
import type { NewsItem } from '~/shared/news';
import { shareImage } from '~/shared/share-image';
import { scriptSafeJson } from '~/shared/script-safe-json';

const site = new URL('https://www.example.com');

describe('article share data', () => {
  it('gives a media-library cover its absolute address and pixel size; another image its address only', () => {
    expect(shareImage('/media/k3j2h4c9x0p1-1600x900.jpg', site, '封面')).toEqual({
      url: 'https://www.example.com/media/k3j2h4c9x0p1-1600x900.jpg',
      width: 1600,
      height: 900,
      alt: '封面',
    });
    expect(shareImage('https://cdn.example.org/a.jpg', site, 'x')).toEqual({ url: 'https://cdn.example.org/a.jpg', alt: 'x' });
    expect(shareImage(undefined, site, 'x')).toBeUndefined();
  });

  it('describes the article as a NewsArticle in its language, with JSON that cannot close its script element', () => {
    const seo = articleSeo({
      headline: 'ETS </script><script>alert(1)</script>',
      description: 'Summary.',
      url: 'https://www.example.com/en/news-detail/ets',
      publishedAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-02T00:00:00.000Z',
      author: 'Policy desk',
      image: shareImage('/media/k3j2h4c9x0p1-1600x900.jpg', site, 'ETS'),
      locale: 'en',
      site,
    });
    expect(seo.type).toBe('article');
    expect(seo.jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      inLanguage: 'en',
      datePublished: '2025-03-01T00:00:00.000Z',
      dateModified: '2025-03-02T00:00:00.000Z',
      image: ['https://www.example.com/media/k3j2h4c9x0p1-1600x900.jpg'],
      author: { '@type': 'Organization', name: 'Policy desk' },
      publisher: { '@type': 'Organization', name: 'Carbon Neutrality Services Center' },
    });
    expect(scriptSafeJson(seo.jsonLd)).not.toContain('<');
  });

  it("names the author in the page's language, and the publisher on an English page that has no English author", () => {
    const article = {
      id: 'n1',
      title: '标题',
      content: '正文',
      titleEn: 'Title',
      contentEn: 'Body',
      category: '政策解读',
      author: '政策研究部',
      featured: false,
      status: 'published',
      publishedAt: '2025-03-01T00:00:00.000Z',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    } satisfies Omit<NewsItem, 'views'>;
    const authorOf = (item: Omit<NewsItem, 'views'>, locale: 'zh' | 'en') =>
      articlePageSeo(item, locale, site, `${site.href}news-detail/n1/`).seo.jsonLd.author;
    expect(authorOf(article, 'zh')).toEqual({ '@type': 'Organization', name: '政策研究部' });
    expect(authorOf(article, 'en')).toMatchObject({ '@type': 'Organization', name: 'Carbon Neutrality Services Center' });
    expect(authorOf({ ...article, authorEn: 'Policy Research Desk' }, 'en')).toEqual({
      '@type': 'Organization',
      name: 'Policy Research Desk',
    });
  });
});
