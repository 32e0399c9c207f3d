// The kit's additions for the success cases (a card's picture and eyebrow, a
// figure written per language, a slot above the hero title), the case blocks and
// the case page casePage() composes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import CaseCard from '~/components/cases/CaseCard.astro';
import CaseChart from '~/components/cases/CaseChart.astro';
import FeatureCard from '~/components/kit/FeatureCard.astro';
import PageHero from '~/components/kit/PageHero.astro';
import Sections from '~/components/kit/Sections.astro';
import Stats from '~/components/kit/Stats.astro';
import { casePage } from '~/content/case-page.ts';
import { caseSchema } from '~/content/schema/case.ts';
import { sharedSchema } from '~/content/schema/shared.ts';
import { LOCALES } from '~/i18n/locales';
import { render } from './render.ts';

const L = (zh: string, en: string) => ({ zh, en });
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent!.trim());
const results = { carbonReduction: 45, energySaving: 22, costSaving: 3200, renewableEnergy: 38 };

describe('kit additions', () => {
  it('FeatureCard puts its media slot first and its eyebrow above the title', async () => {
    const doc = await render(FeatureCard, { title: L('标题', 'Title'), eyebrow: L('苏州', 'Suzhou'), href: '/x' }, 'en', {
      media: '<svg data-media></svg>',
      default: '<dl data-extra></dl>',
    });
    const card = doc.querySelector('a')!;
    expect(card.firstElementChild!.querySelector('[data-media]')).not.toBeNull();
    expect(card.querySelector('h3')!.previousElementSibling!.textContent).toBe('Suzhou');
    expect(card.querySelector('[data-extra]')).not.toBeNull();
  });

  it('Stats shows a value written for each language', async () => {
    const doc = await render(
      Stats,
      { items: [{ value: L('200', '2M'), unit: L('万吨', 'tonnes'), label: L('累计减排量', 'Cumulative reduction') }] },
      'en',
    );
    expect(texts(doc, 'dd')[0]).toMatch(/^2M\s*tonnes$/);
  });

  it('PageHero puts its top slot above the eyebrow and the h1', async () => {
    const doc = await render(PageHero, { hero: { eyebrow: L('眉题', 'Eyebrow'), title: L('标题', 'Title') } }, 'en', {
      top: '<a href="/back">Back</a>',
    });
    expect(doc.querySelector('h1')!.parentElement!.firstElementChild!.textContent).toBe('Back');
  });
});

describe('case blocks', () => {
  it('CaseChart writes its labels in HTML in the page language, shapes in SVG without text', async () => {
    const bars = await render(CaseChart, { kind: 'results', results }, 'zh');
    expect(texts(bars, 'li span')).toEqual(['碳排放降低', '45%', '综合节能率', '22%', '可再生能源电力占比', '38%']);
    const columns = await render(CaseChart, { kind: 'emissions', results }, 'en');
    expect(columns.body.textContent).toMatch(/Baseline year[\s\S]*After the project/);
    expect(texts(columns, 'span')).toContain('55');
    const mix = await render(CaseChart, { kind: 'energy-mix', results }, 'en');
    expect(texts(mix, 'li')).toEqual([
      expect.stringMatching(/^Renewable electricity\s*38%$/),
      expect.stringMatching(/^Other electricity\s*62%$/),
    ]);
    for (const doc of [bars, columns, mix]) expect(doc.querySelector('svg text')).toBeNull();
  });

  it('CaseCard links to its case with its category, place, date and three results', async () => {
    const entry = {
      id: '7',
      collection: 'cases',
      data: {
        category: 'carbon-trading',
        title: L('标题', 'Title'),
        description: L('简介', 'Summary'),
        date: '2024-12',
        location: L('山东烟台', 'Yantai, Shandong'),
        tags: [L('CCER', 'CCER')],
        results,
        images: [{ scene: 'case-wind-farm', caption: L('风电', 'Wind') }],
      },
    };
    const doc = await render(CaseCard, { entry }, 'en');
    expect(doc.querySelector('a')!.getAttribute('href')).toBe('/en/success-cases/7/');
    expect(doc.body.textContent).toContain('Carbon trading');
    expect(doc.body.textContent).toContain('Yantai, Shandong · December 2024');
    expect(texts(doc, 'dt')).toEqual(['Lower emissions', 'Energy saved', 'Saved each year']);
    expect(texts(doc, 'dd')).toEqual(['45%', '22%', '¥32M']);
  });
});

describe('casePage', () => {
  it('puts every text of a case file on its page, in each language', async () => {
    const data = caseSchema.parse(parse(readFileSync('src/content/cases/1.yaml', 'utf8')));
    const copy = sharedSchema.parse(parse(readFileSync('src/content/shared.yaml', 'utf8'))).caseStudy;
    const page = casePage(data, copy);
    for (const locale of LOCALES) {
      const doc = await render(Sections, { sections: page.sections }, locale);
      const shown = doc.body.textContent!.replace(/\s+/g, ' ');
      const { challenges, solutions, timeline, testimonial, images } = data;
      const texts = [challenges, solutions, timeline, testimonial, images, copy].flatMap(
        (part) => JSON.stringify(part).match(new RegExp(`(?<="${locale}":")[^"]+`, 'g'))!,
      );
      for (const text of texts) expect(shown).toContain(text.replace(/\s+/g, ' '));
      expect(texts.length).toBeGreaterThan(20);
    }
  });
});
