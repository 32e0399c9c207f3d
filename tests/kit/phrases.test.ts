// Chinese headings are split into BudouX phrases at build time; English ones get no markup.
import { describe, expect, it } from 'vitest';
import { PHRASE_GLOSSARY } from '~/components/kit/phrase-glossary.ts';
import Phrases from '~/components/kit/Phrases.astro';
import { phrasesOf, titleWithPhraseBreaks, withPhraseBreaks } from '~/components/kit/phrases.ts';
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
    expect(parts).toEqual(['让', '每一吨', '减排', '都可衡量']);
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

describe('words that never break inside (phrase-glossary.ts)', () => {
  it('keeps domain terms, 可 compounds and measure words whole (the hero and section titles)', () => {
    // Before: 让|每一|吨|减排|都可|衡量、|可|核查、|可|交易 ("都可 / 衡量", "可 / 核查").
    expect(phrasesOf('让每一吨减排都可衡量、可核查、可交易', 'zh')).toEqual([
      '让',
      '每一吨',
      '减排',
      '都可衡量、',
      '可核查、',
      '可交易',
    ]);
    // Before: 为|您|的|工厂定制|能|碳|精益|管理|方案 ("定制能 / 碳精益管理方案").
    expect(phrasesOf('为您的工厂定制能碳精益管理方案', 'zh')).toEqual(['为', '您的', '工厂定制', '能碳精益管理', '方案']);
    // Before: 覆盖碳|资产|全|生命|周期|的|七大|业务.
    expect(phrasesOf('覆盖碳资产全生命周期的七大业务', 'zh')).toEqual(['覆盖碳资产', '全生命周期的', '七大', '业务']);
    // Before: 用|绿证|证明每一|度|绿|电 ("每一 / 度绿电").
    expect(phrasesOf('用绿证证明每一度绿电', 'zh')).toEqual(['用', '绿证', '证明每一度', '绿电']);
    expect(phrasesOf('地方碳普惠的三个特点', 'zh')).toEqual(['地方', '碳普惠的', '三个', '特点']);
  });

  it('lets the longest word win, and keeps overlapping words together', () => {
    // 能碳, 精益管理 and 能碳精益管理系统 are all listed: the whole name stays on one line.
    expect(phrasesOf('了解能碳精益管理系统', 'zh')).toEqual(['了解', '能碳精益管理系统']);
    // 低碳 and 碳资产 overlap: neither is split, so they make one phrase.
    expect(phrasesOf('管好低碳资产', 'zh')).toEqual(['管好', '低碳资产']);
    expect(phrasesOf('编制碳达峰碳中和规划', 'zh')).toEqual(['编制', '碳达峰碳中和', '规划']);
  });

  it('never splits any listed word, alone or inside a heading', () => {
    for (const word of PHRASE_GLOSSARY) {
      for (const text of [word, `了解${word}的方案`, `为企业${word}`]) {
        const starts = phrasesOf(text, 'zh').map((_, i, phrases) => phrases.slice(0, i).join('').length);
        const at = text.indexOf(word);
        expect(
          starts.filter((start) => start > at && start < at + word.length),
          `${word} in ${text}`,
        ).toEqual([]);
      }
    }
  });

  it('lists each word once, in Chinese characters, short enough to leave a heading its breaks', () => {
    expect(new Set(PHRASE_GLOSSARY).size).toBe(PHRASE_GLOSSARY.length);
    for (const word of PHRASE_GLOSSARY) expect(word).toMatch(/^\p{Script=Han}{2,8}$/u);
  });

  it('never splits a hyphenated word (14064-1), which a heading holds in one nowrap run', () => {
    // Before: ISO |14064|-1|与|ISO |14067：… (a break before the hyphen).
    expect(phrasesOf('ISO 14064-1与ISO 14067：组织碳盘查和产品碳足迹的区别', 'zh')).toEqual([
      'ISO ',
      '14064-1',
      '与',
      'ISO ',
      '14067：',
      '组织',
      '碳盘查',
      '和',
      '产品',
      '碳足迹的',
      '区别',
    ]);
  });
});

describe('what must not begin a line', () => {
  it('joins a particle to the phrase before it (的, 了, 着, 地)', () => {
    // Before: 让|零碳目标落地|的|三项|核心|能力 (a line starting with 的).
    expect(phrasesOf('让零碳目标落地的三项核心能力', 'zh')).toEqual(['让', '零碳目标落地的', '三项', '核心', '能力']);
    expect(phrasesOf('面向园区与工厂的场景化方案', 'zh')).toEqual(['面向', '园区', '与', '工厂的', '场景化', '方案']);
    // Before: 感谢|您|的|咨询，|我们|已|收到|您|的|留言.
    expect(phrasesOf('感谢您的咨询，我们已收到您的留言', 'zh')).toEqual([
      '感谢',
      '您的',
      '咨询，',
      '我们',
      '已',
      '收到',
      '您的',
      '留言',
    ]);
    expect(phrasesOf('他们已经用数据管住了能耗', 'zh')).toEqual(['他们', '已经', '用', '数据', '管住了', '能耗']);
    expect(phrasesOf('两个节点意味着什么', 'zh')).toEqual(['两个', '节点', '意味着', '什么']);
    expect(phrasesOf('多地推进碳普惠机制', 'zh')).toEqual(['多地', '推进', '碳普惠', '机制']);
  });

  it('leaves words that only start with a particle where they are (地方, 了解, 得到)', () => {
    expect(phrasesOf('推进地方碳普惠', 'zh')).toEqual(['推进', '地方', '碳普惠']);
    expect(phrasesOf('深入了解碳交易', 'zh')).toEqual(['深入', '了解', '碳交易']);
    expect(phrasesOf('我们得到了回报', 'zh')).toEqual(['我们', '得到了', '回报']);
  });

  it('joins a closing mark to the phrase before it', () => {
    // BudouX alone: 年度|报告|』.
    expect(phrasesOf('年度报告』', 'zh')).toEqual(['年度', '报告』']);
    expect(phrasesOf('核心能力』', 'zh')).toEqual(['核心', '能力』']);
  });
});

describe('English', () => {
  it('is one phrase, glossary words or not', () => {
    expect(phrasesOf('Every tonne of reduction measured, verified and traded', 'en')).toEqual([
      'Every tonne of reduction measured, verified and traded',
    ]);
    expect(phrasesOf('碳中和 of the group', 'en')).toEqual(['碳中和 of the group']);
    expect(withPhraseBreaks('Every tonne of reduction measured, verified and traded', 'en')).toBe(
      'Every tonne of reduction measured, verified and traded',
    );
  });
});

describe('island titles (withPhraseBreaks)', () => {
  it('puts a zero-width space between the phrases the rules leave, and nowhere else', () => {
    expect(withPhraseBreaks('让每一吨减排都可衡量、可核查、可交易', 'zh')).toBe(
      '让\u200b每一吨\u200b减排\u200b都可衡量、\u200b可核查、\u200b可交易',
    );
    expect(withPhraseBreaks('感谢您的咨询，我们已收到您的留言', 'zh')).toBe(
      '感谢\u200b您的\u200b咨询，\u200b我们\u200b已\u200b收到\u200b您的\u200b留言',
    );
  });

  it('holds a hyphenated word with a word joiner and no break beside its hyphen', () => {
    const title = titleWithPhraseBreaks('ISO 14064-1与ISO 14067：组织碳盘查和产品碳足迹的区别', 'en');
    expect(title.split('\u200b')).toContain('14064-\u20601');
    expect(title.replaceAll('\u200b', '').replaceAll('\u2060', '')).toBe('ISO 14064-1与ISO 14067：组织碳盘查和产品碳足迹的区别');
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
