// Chinese headings are split into BudouX phrases at build time; English ones get no markup.
import { describe, expect, it } from 'vitest';
import Phrases from '~/components/kit/Phrases.astro';
import { phrasesOf, titleWithPhraseBreaks } from '~/components/kit/phrases.ts';
import { siteVars } from '~/config/site';
import { format } from '~/i18n/translate';
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

  it('never splits a word that BudouX alone would split (全|国, 一|文)', () => {
    expect(phrasesOf('全国碳市场扩围', 'zh')[0]).toBe('全国');
    expect(phrasesOf('一文读懂企业温室气体盘查', 'zh')[0]).toBe('一文');
  });

  it('keeps a hyphenated word on one line, in English and in Chinese', async () => {
    const english = (await render(Phrases, { text: 'Building a zero-carbon future' }, 'en')).body;
    expect(english.textContent).toBe('Building a zero-carbon future');
    expect([...english.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent)).toEqual(['zero-carbon']);
    const chinese = (await render(Phrases, { text: '依据 ISO 14064-1 核算' }, 'zh')).body;
    expect(chinese.querySelector('span.whitespace-nowrap')?.textContent).toBe('14064-1');
  });

  it('leaves other English and opted-out text as it is', async () => {
    expect((await render(Phrases, { text: 'Measurable reductions' }, 'en')).body.innerHTML).toBe('Measurable reductions');
    expect((await render(Phrases, { text: '碳足迹', segment: false }, 'zh')).body.innerHTML).toBe('碳足迹');
  });

  it('marks the phrases of island titles with zero-width spaces, Chinese originals on English pages too', () => {
    expect(titleWithPhraseBreaks('全国碳市场扩围', 'zh').split('\u200b').length).toBeGreaterThan(1);
    expect(titleWithPhraseBreaks('全国碳市场扩围', 'en')).toContain('\u200b');
    expect(titleWithPhraseBreaks('Carbon market expands', 'en')).toBe('Carbon market expands');
    expect(titleWithPhraseBreaks('Zero-carbon parks', 'en')).toBe('Zero-\u2060carbon parks');
  });
});

describe('site facts in a text', () => {
  it('keep the phone number and the service hours on one line (word joiners at their hyphen and dash)', () => {
    const text = format('也可以在{hours}拨打 {phone}。', siteVars('zh'));
    expect(text).toBe('也可以在工作日 9:00\u2060–\u206018:00拨打 400\u2060-\u2060000\u2060-\u20602060。');
    // Invisible: the text reads as typed.
    expect(text.replaceAll('\u2060', '')).toBe('也可以在工作日 9:00–18:00拨打 400-000-2060。');
  });
});
