import { describe, expect, it } from 'vitest';
import { descriptionOf as summaryOf, paragraphs, teaser, withTeasers } from '~/shared/news-teaser';
import { articlePath, dateParts, formatDate, toArticleView, toListItem } from '~/shared/news-view';
import { readApi, urlOf } from '~/shared/api-client';
import { failureOf, retryDelay, FetchError } from '~/stores/news';
import { ApiError, errorResponse } from '../../netlify/lib/http.ts';

const article = {
  id: 'a1',
  title: '标题',
  content: '第一段。\n\n  第二段。  \n',
  category: '政策解读' as const,
  publishedAt: '2025-02-28T16:30:00.000Z',
  featured: false,
  author: '编辑部',
  views: 3,
};

describe('news as readers see it', () => {
  it('splits the body into its non-empty lines, as text', () => {
    expect(paragraphs('a\r\n\n <b>b</b> \n')).toEqual(['a', '<b>b</b>']);
  });

  it('cuts a teaser after 100 characters with an ellipsis, joining Chinese lines without a space', () => {
    expect(teaser('第一段。\n第二段。')).toBe('第一段。第二段。');
    expect(teaser('one\ntwo')).toBe('one two');
    const long = '碳'.repeat(120);
    expect(teaser(long)).toBe(`${'碳'.repeat(100)}…`);
    expect(teaser('碳'.repeat(100))).toBe('碳'.repeat(100));
  });

  it('cuts an English teaser after its last whole word, never inside one', () => {
    const body = 'The national carbon market has published its allocation plan, and every covered company has prepared for it';
    expect(teaser(body, 40)).toBe('The national carbon market has published…');
    // At a space or after a comma, nothing is lost and no stray mark is left before the ellipsis.
    expect(teaser(body, 62)).toBe('The national carbon market has published its allocation plan…');
    expect(teaser('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}…`);
  });

  it('dates articles as they fall in China: zh-CN on Chinese pages, English on English ones', () => {
    expect(formatDate(article.publishedAt, 'zh')).toBe('2025年3月1日');
    expect(formatDate(article.publishedAt, 'en')).toBe('1 March 2025');
    expect(dateParts(article.publishedAt, 'zh')).toEqual({ lead: '03/01', rest: '2025' });
    expect(dateParts(article.publishedAt, 'en')).toEqual({ lead: '1', rest: 'Mar 2025' });
  });

  it('shows the English text on English pages when there is one, else the Chinese original, marked', () => {
    expect(toListItem(withTeasers(article), 'en')).toMatchObject({ title: '标题', original: true, address: 'a1' });
    const translated = withTeasers({ ...article, titleEn: 'Title', contentEn: 'Body.', slug: 'title' });
    expect(toListItem(translated, 'en')).toMatchObject({ title: 'Title', teaser: 'Body.', original: false, address: 'title' });
    expect(toListItem(translated, 'zh')).toMatchObject({ title: '标题', teaser: '第一段。第二段。', original: false });
    const rendered = { ...article, titleEn: 'Title', contentHtml: '<p>第一段。</p>' };
    expect(toArticleView(rendered, 'en')).toMatchObject({
      title: 'Title',
      titleOriginal: false,
      bodyOriginal: true,
      html: '<p>第一段。</p>',
      views: 3,
    });
  });

  it("names the author in the page's language: never a Chinese name on an English page", () => {
    const view = (fields: { author?: string; authorEn?: string }, locale: 'zh' | 'en') =>
      toArticleView({ ...article, ...fields }, locale).author;
    expect(view({ author: '政策研究部', authorEn: 'Policy Research Desk' }, 'zh')).toBe('政策研究部');
    expect(view({ author: '政策研究部', authorEn: 'Policy Research Desk' }, 'en')).toBe('Policy Research Desk');
    expect(view({ author: 'Jane Li' }, 'en')).toBe('Jane Li');
    expect(view({ author: '编辑部' }, 'en')).toBe('');
    expect(view({ author: '编辑部', authorEn: '  ' }, 'en')).toBe('');
  });

  it('leaves Markdown marks out of teasers', () => {
    const body = '## 要点\n- **配额**分配见[通知](https://example.com)\n![图](/media/x.jpg)\n| 行业 | 年份 |\n|---|---|\n> 引文';
    expect(teaser(body)).toBe('要点配额分配见通知行业 年份引文');
    // A summary, where there is one, is the teaser in its language.
    const summarised = { ...article, contentEn: 'Body.', summary: '摘要。', summaryEn: 'Summary.' };
    expect([summaryOf(summarised, 'zh'), summaryOf(summarised, 'en')]).toEqual(['摘要。', 'Summary.']);
  });

  it('links an article in the page language', () => {
    expect(articlePath('a1', 'zh')).toBe('/news-detail/a1/');
    expect(articlePath('a1', 'en')).toBe('/en/news-detail/a1/');
  });
});

describe('news requests', () => {
  it('ask the API for exactly the list shown, leaving empty values out', () => {
    expect(urlOf('GET /api/news', { query: { limit: 10, featured: false, q: '' } })).toBe('/api/news?limit=10');
    expect(urlOf('GET /api/news', { query: { category: '通知公告', q: 'ISO', featured: true, limit: 2, offset: 20 } })).toBe(
      `/api/news?category=${encodeURIComponent('通知公告')}&q=ISO&featured=true&limit=2&offset=20`,
    );
  });

  it('retry three times after 1, 2 and 4 s, and never for a missing article', () => {
    const failed = new FetchError(503);
    expect([1, 2, 3, 4].map((count) => retryDelay(failed, count))).toEqual([1000, 2000, 4000, false]);
    expect(retryDelay(new FetchError(404), 1)).toBe(false);
  });

  // A pre-rendered article page shows "Article not found" only on this answer (src/islands/NewsArticle.tsx).
  it("take only the API's own 404 for a missing article, not another server's 404 page", async () => {
    const failureFrom = async (response: Response) => {
      const result = await readApi<'GET /api/news/:id'>(response);
      if (result.ok) throw new Error('a failure was expected');
      return failureOf(result);
    };
    expect((await failureFrom(errorResponse(new ApiError('NOT_FOUND', 'newsNotFound'), 'zh'))).status).toBe(404);
    const htmlPage = new Response('<!doctype html><title>404</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    const proxyError = await failureFrom(htmlPage);
    expect(proxyError.status).toBe(0);
    expect(retryDelay(proxyError, 1)).toBe(1000);
  });
});
