// News titles fetched in the browser: the build's phrases when the title is known,
// else word boundaries, never next to punctuation or a hyphen, nor between a number
// and its unit; a hyphenated word is held together in every language.
import { describe, expect, it } from 'vitest';
import { phrased, rememberPhrases } from '~/islands/news/phrased.ts';

const parts = (text: string) => text.split('\u200b');

describe('phrased', () => {
  it('keeps the phrases the page was built with for the same title', () => {
    rememberPhrases(['全国\u200b碳市场\u200b扩围']);
    expect(phrased('全国碳市场扩围')).toBe('全国\u200b碳市场\u200b扩围');
  });

  it('splits a new title between words, never before closing punctuation nor inside 2027年', () => {
    const split = parts(phrased('产品碳足迹管理体系建设：2027年与2030年两个节点'));
    expect(split.length).toBeGreaterThan(4);
    expect(split.join('')).toBe('产品碳足迹管理体系建设：2027年与2030年两个节点');
    expect(split.some((part) => /^[：，。]/.test(part))).toBe(false);
    expect(split).toContain('2027年');
  });

  it('leaves English titles and titles already split as they are', () => {
    expect(phrased('Carbon market expands')).toBe('Carbon market expands');
    expect(phrased('已\u200b分好')).toBe('已\u200b分好');
  });

  it('holds a hyphenated word together with a word joiner, in English and Chinese titles', () => {
    expect(phrased('Building a zero-carbon park')).toBe('Building a zero-\u2060carbon park');
    expect(phrased('Building a zero-\u2060carbon park')).toBe('Building a zero-\u2060carbon park');
    const chinese = phrased('ISO 14064-1与ISO 14067的区别');
    expect(chinese).toContain('14064-\u20601');
    expect(chinese.replaceAll('\u200b', '').replaceAll('\u2060', '')).toBe('ISO 14064-1与ISO 14067的区别');
  });

  it('knows a built title again when the build held its hyphens', () => {
    rememberPhrases(['零碳\u200b园区：\u200bISO 14064-\u20601']);
    expect(phrased('零碳园区：ISO 14064-1')).toBe('零碳\u200b园区：\u200bISO 14064-\u20601');
  });
});
