import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { fillShellHead } from '../../netlify/lib/shell-head.ts';
import type { NewsItem } from '~/shared/news';

// The head the build writes for the English shell (dist/en/news-detail/index.html), shortened.
const SHELL = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>News | CNSC</title><meta name="description" content="News of the centre."><meta name="robots" content="noindex"><link rel="canonical" href="https://www.example.com/en/news-detail/"><link rel="alternate" hreflang="zh-CN" href="https://www.example.com/news-detail/"><link rel="alternate" hreflang="en" href="https://www.example.com/en/news-detail/"><link rel="alternate" hreflang="x-default" href="https://www.example.com/news-detail/"><meta property="og:type" content="website"><meta property="og:site_name" content="CNSC"><meta property="og:title" content="News | CNSC"><meta property="og:description" content="News of the centre."><meta property="og:url" content="https://www.example.com/en/news-detail/"><meta property="og:locale" content="en_US"><meta property="og:image" content="https://www.example.com/og/en/news-center.png"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="CNSC"><meta name="twitter:card" content="summary_large_image"></head><body><p>shell</p></body></html>`;

const article: Omit<NewsItem, 'views'> = {
  id: 'n1',
  slug: 'ets-update',
  title: '碳市场 "<新>" & 更新',
  titleEn: 'ETS "<update>" & more',
  content: '正文',
  contentEn: 'Body',
  summary: '',
  summaryEn: 'Summary with "quotes" & <tags>',
  category: '政策解读',
  author: 'Policy desk',
  imageUrl: '/media/k3j2h4c9x0p1-1600x900.jpg',
  featured: false,
  status: 'published',
  publishedAt: '2026-11-27T01:00:00.000Z',
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
} as Omit<NewsItem, 'views'>;

const head = (html: string) => parseHTML(html).document;
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('the shell filled for an article published since the build', () => {
  it('carries the article’s own head in the page’s language, every value escaped', () => {
    const html = fillShellHead(SHELL, article, 'en');
    const document = head(html);
    const url = 'https://www.example.com/en/news-detail/ets-update/';
    expect(document.title).toBe('ETS "<update>" & more | CNSC');
    expect(html).not.toContain('<update>');
    expect(meta(document, 'description')).toBe('Summary with "quotes" & <tags>');
    expect(meta(document, 'robots')).toBeUndefined();
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(url);
    expect(document.querySelector('link[hreflang=zh-CN]')?.getAttribute('href')).toBe(
      'https://www.example.com/news-detail/ets-update/',
    );
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:title')).toBe('ETS "<update>" & more | CNSC');
    expect(meta(document, 'og:url')).toBe(url);
    expect(meta(document, 'og:image')).toBe('https://www.example.com/media/k3j2h4c9x0p1-1600x900.jpg');
    expect(meta(document, 'og:image:width')).toBe('1600');
    expect(meta(document, 'og:image:height')).toBe('900');
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(document.querySelectorAll('meta[property^="og:image"], meta[name="twitter:card"]')).toHaveLength(5);
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'ETS "<update>" & more',
      inLanguage: 'en',
      mainEntityOfPage: url,
      image: ['https://www.example.com/media/k3j2h4c9x0p1-1600x900.jpg'],
    });
  });

  it('keeps the news centre’s share card for an article without a cover', () => {
    const document = head(fillShellHead(SHELL, { ...article, imageUrl: '' }, 'en'));
    expect(meta(document, 'og:image')).toBe('https://www.example.com/og/en/news-center.png');
    expect(meta(document, 'og:image:width')).toBe('1200');
    expect(meta(document, 'og:image:height')).toBe('630');
    expect(meta(document, 'og:type')).toBe('article');
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).not.toHaveProperty(
      'image',
    );
  });

  it('is Chinese on the Chinese page, and left generic (noindex) on the English page of a Chinese-only article', () => {
    const zh = head(fillShellHead(SHELL.replace('/en/news-detail/"', '/news-detail/"'), article, 'zh'));
    expect(zh.title).toBe('碳市场 "<新>" & 更新 | 碳中和综合服务中心');
    expect(JSON.parse(zh.querySelector('script[type="application/ld+json"]')?.textContent ?? '')).toMatchObject({
      inLanguage: 'zh-CN',
    });
    const chineseOnly = { ...article, titleEn: '', contentEn: '' };
    expect(fillShellHead(SHELL, chineseOnly, 'en')).toBe(SHELL);
  });
});
