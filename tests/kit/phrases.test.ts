// Chinese headings are split into BudouX phrases at build time; English ones get no markup.
import { describe, expect, it } from 'vitest';
import Phrases from '~/components/kit/Phrases.astro';
import { titleWithPhraseBreaks } from '~/components/kit/phrases.ts';
import { render } from './render.ts';

describe('heading phrases', () => {
  it('puts a <wbr> between Chinese phrases only, keeping words whole', async () => {
    const document = await render(Phrases, { text: '让每一吨减排都可衡量' }, 'zh');
    const phrases = document.body;
    expect(phrases?.textContent).toBe('让每一吨减排都可衡量');
    // The phrases: the text between the <wbr> elements.
    const parts = [...phrases!.childNodes]
      .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
      .join('')
      .split('|');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts).toContain('减排');
    expect(parts).toContain('衡量');
    // Text and <wbr> only: nothing a screen reader would pause at.
    expect([...phrases.children].every((child) => child.tagName === 'WBR')).toBe(true);
  });

  it('leaves English and opted-out text as it is', async () => {
    expect((await render(Phrases, { text: 'Measurable reductions' }, 'en')).body.innerHTML).toBe('Measurable reductions');
    expect((await render(Phrases, { text: '碳足迹', segment: false }, 'zh')).body.innerHTML).toBe('碳足迹');
  });

  it('marks the phrases of island titles with zero-width spaces, Chinese originals on English pages too', () => {
    expect(titleWithPhraseBreaks('全国碳市场扩围', 'zh').split('\u200b').length).toBeGreaterThan(1);
    expect(titleWithPhraseBreaks('全国碳市场扩围', 'en')).toContain('\u200b');
    expect(titleWithPhraseBreaks('Carbon market expands', 'en')).toBe('Carbon market expands');
  });
});
