import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify, suggestSlug } from '../../src/shared/slug.ts';

describe('suggested article addresses', () => {
  it('come from the English title when there is one', () => {
    expect(suggestSlug('全国碳市场扩围', 'China ETS: Expansion to Steel & Cement (2025)')).toBe(
      'china-ets-expansion-to-steel-cement-2025',
    );
  });

  it('spell a Chinese title in pinyin, keeping Latin words and digits', () => {
    expect(suggestSlug('全国碳市场扩围解读')).toBe('quan-guo-tan-shi-chang-kuo-wei-jie-du');
    expect(suggestSlug('ISO 14064 标准 2025 版')).toBe('iso-14064-biao-zhun-2025-ban');
  });

  it('stay within 60 characters at a word boundary, and never come out empty', () => {
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    expect(suggestSlug('！？', '')).toBe('article');
    expect([0, 1, 2].map((n) => slugCandidate('news', n))).toEqual(['news', 'news-2', 'news-3']);
  });
});
