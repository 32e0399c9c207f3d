// The share card's title (scripts/lib/share-card.ts): laid out by satori as the
// build draws it, read back from its SVG with the text kept as <text>.
import { describe, expect, it } from 'vitest';
import { phrasesOf } from '~/components/kit/phrases';
import { shareCardSvg, TITLE_MAX_LINES, TITLE_WIDTH, titleLayout, withThemeColours } from '../../scripts/lib/share-card.ts';

const LEFT = (1200 - TITLE_WIDTH) / 2;

/** The title's lines as laid out: their text (word joiners removed) and right edge. */
async function titleLines(title: string, locale: 'zh' | 'en') {
  const svg = await shareCardSvg({ title, section: locale === 'zh' ? '新闻中心' : 'News Center', locale }, { embedFont: false });
  const { size } = titleLayout(title);
  const lines = new Map<number, { text: string; right: number }>();
  for (const [, x, y, width, text] of svg.matchAll(
    new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)"[^>]*font-size="${size}"[^>]*>([^<]*)</text>`, 'g'),
  )) {
    const line = lines.get(Number(y)) ?? { text: '', right: 0 };
    // A space at a line's end hangs, as in a browser: only ink counts.
    const right = text!.trim() ? Number(x) + Number(width) : 0;
    lines.set(Number(y), { text: line.text + text!.replace(/\u2060/g, ''), right: Math.max(line.right, right) });
  }
  return [...lines.values()];
}

describe('share card title', () => {
  it('takes the largest size that fits: a short title large, a long one smaller', () => {
    expect(titleLayout('关于我们')).toEqual({ size: 72, cut: false });
    expect(titleLayout('上市公司可持续发展报告指引落地：首批强制披露企业的准备清单')).toEqual({ size: 60, cut: false });
  });

  it('wraps a long Chinese title between BudouX phrases only, inside its box', async () => {
    const title = '全国碳市场扩容在即：钢铁、水泥、铝冶炼行业纳入配额管理的影响与企业应对策略一文读懂';
    const lines = await titleLines(title, 'zh');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(TITLE_MAX_LINES);
    expect(lines.map((line) => line.text).join('')).toBe(title);
    const boundaries = new Set(phrasesOf(title, 'zh').map((_, i, all) => all.slice(0, i).join('').length));
    let start = 0;
    for (const line of lines) {
      expect(boundaries, `a line starts inside a phrase: ${line.text}`).toContain(start);
      expect(line.right).toBeLessThanOrEqual(LEFT + TITLE_WIDTH);
      start += line.text.length;
    }
  });

  it('sets a long English title whole over three lines', async () => {
    const title = 'Sustainability reporting guidelines take effect: a checklist for the first mandatory reporters';
    const lines = await titleLines(title, 'en');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.text).join('')).toBe(title);
    for (const line of lines) expect(line.right).toBeLessThanOrEqual(LEFT + TITLE_WIDTH);
  });

  it('cuts a title too long for three lines with an ellipsis, never overflowing', async () => {
    const title =
      'Sustainability reporting guidelines take effect: a checklist for the first mandatory reporters, their auditors, their lenders and every supplier they will ask for data';
    const lines = await titleLines(title, 'en');
    expect(lines).toHaveLength(TITLE_MAX_LINES);
    expect(lines.at(-1)!.text).toMatch(/…$/);
    for (const line of lines) expect(line.right).toBeLessThanOrEqual(LEFT + TITLE_WIDTH);
  });

  it('draws with the theme’s colours only: an unknown token fails the build', () => {
    const colours = { 'brand-600': '#157049' };
    expect(withThemeColours('<svg><rect class="fill-brand-600/15"/></svg>', colours)).toBe(
      '<svg><rect fill="#157049" fill-opacity="0.15"/></svg>',
    );
    expect(() => withThemeColours('<svg><rect class="fill-brand-650"/></svg>', colours)).toThrow('--color-brand-650');
  });
});
