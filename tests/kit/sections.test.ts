// Every section kind of the schema renders with its block in both languages. The
// kinds are read from the schema: a new kind without a sample here fails the type
// check and this test, and one without a block fails Sections.astro's check.
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import Sections from '~/components/kit/Sections.astro';
import { SECTION_KINDS, sectionSchema, type SectionInput, type SectionKind } from '~/content/schema/sections.ts';
import { LOCALES, otherLocale, type Locale } from '~/i18n/locales';
import { loadMenus } from '../unit/menus-data.ts';
import { render } from './render.ts';

// Content entries the case and chart sections name, the menus the business
// section's sub-menus come from, and the shared copy (the enquiry form's
// confirmation) are read from their files (the Container API
// has no content store).
vi.mock('astro:content', async (importOriginal) => {
  const [{ readFileSync, readdirSync }, { parse }, { caseSchema }, { chartSchema }, { menusSchema }, { sharedSchema }] =
    await Promise.all([
      import('node:fs'),
      import('yaml'),
      import('~/content/schema/case.ts'),
      import('~/content/schema/chart.ts'),
      import('~/content/schema/menus.ts'),
      import('~/content/schema/shared.ts'),
    ]);
  const schemas = { cases: caseSchema, charts: chartSchema, menus: menusSchema, shared: sharedSchema };
  /** A folder's entry is {collection}/{id}.yaml; a single-file collection's is {id}.yaml. */
  const fileOf = (collection: keyof typeof schemas, id: string) =>
    collection === 'menus' || collection === 'shared' ? `src/content/${id}.yaml` : `src/content/${collection}/${id}.yaml`;
  const entry = (collection: keyof typeof schemas, id: string) => ({
    id,
    collection,
    data: schemas[collection].parse(parse(readFileSync(fileOf(collection, id), 'utf8'))),
  });
  const original = await importOriginal<{ getCollection: (collection: string) => Promise<unknown[]> }>();
  return {
    ...original,
    getEntry: async (collection: keyof typeof schemas, id: string) => entry(collection, id),
    getCollection: async (collection: string) =>
      collection === 'cases'
        ? readdirSync('src/content/cases').map((file) => entry('cases', file.replace(/\.yaml$/, '')))
        : original.getCollection(collection),
  };
});

/** A text whose two languages cannot be mistaken for each other. */
const L = (what: string) => ({ zh: `${what}（中文）`, en: `${what} (English)` });
const heading = (kind: string) => ({ eyebrow: L(`${kind} eyebrow`), title: L(`${kind} title`), lead: L(`${kind} lead`) });
const link = (what: string) => ({ label: L(what), href: '#contact' });

const samples: { [K in SectionKind]: Extract<SectionInput, { kind: K }> } = {
  cards: {
    kind: 'cards',
    heading: heading('cards'),
    items: [{ icon: 'leaf', title: L('card'), text: L('card text'), tags: [L('card tag')], note: L('card note') }],
  },
  selectable: {
    kind: 'selectable',
    heading: heading('selectable'),
    items: [{ title: L('first choice'), text: L('first text') }, { title: L('second choice') }],
  },
  steps: {
    kind: 'steps',
    heading: heading('steps'),
    items: [
      { title: L('step one'), text: L('step one text') },
      { title: L('step two'), text: L('step two text') },
    ],
  },
  stats: {
    kind: 'stats',
    heading: heading('stats'),
    items: [
      { value: '98', unit: L('stat unit'), label: L('stat label') },
      { value: L('stat value'), label: L('worded stat') },
    ],
  },
  values: { kind: 'values', heading: heading('values'), items: [{ icon: 'check', title: L('value'), text: L('value text') }] },
  tabs: {
    kind: 'tabs',
    heading: heading('tabs'),
    items: [
      { label: L('tab one'), title: L('panel one'), text: L('panel one text'), tags: [L('panel tag')], link: link('panel link') },
      { label: L('tab two'), title: L('panel two'), text: L('panel two text') },
    ],
  },
  accordion: {
    kind: 'accordion',
    heading: heading('accordion'),
    items: [
      { title: L('question one'), text: L('answer one') },
      { title: L('question two'), text: L('answer two') },
    ],
  },
  timeline: {
    kind: 'timeline',
    heading: heading('timeline'),
    items: [
      { phase: L('phase one'), period: L('period one'), text: L('phase one text') },
      { phase: L('phase two'), period: L('period two'), text: L('phase two text') },
    ],
  },
  testimonial: {
    kind: 'testimonial',
    heading: heading('testimonial'),
    quote: L('quote'),
    author: L('author'),
    position: L('position'),
  },
  pricing: {
    kind: 'pricing',
    heading: heading('pricing'),
    items: [{ name: L('plan'), price: L('price'), unit: L('price unit'), text: L('plan text') }],
  },
  cta: { kind: 'cta', title: L('cta title'), text: L('cta text'), actions: [link('cta action')] },
  contact: { kind: 'contact', heading: heading('contact'), source: 'kit-test', submit: L('send') },
  prose: {
    kind: 'prose',
    heading: heading('prose'),
    body: [{ subheading: L('subheading') }, { paragraph: L('paragraph') }, { list: [L('list item')] }],
    illustration: 'about-campus',
  },
  split: {
    kind: 'split',
    heading: heading('split'),
    items: [
      {
        eyebrow: L('split eyebrow'),
        title: L('split item'),
        text: L('split text'),
        points: [L('split point')],
        illustration: 'about-campus',
        action: link('split action'),
      },
    ],
  },
  architecture: {
    kind: 'architecture',
    heading: heading('architecture'),
    layers: [
      { title: L('top layer'), items: [L('top item')] },
      { title: L('base layer'), items: [L('base item')] },
    ],
  },
  logos: {
    kind: 'logos',
    heading: heading('logos'),
    items: [
      { name: L('partner'), icon: 'leaf' },
      { name: L('bank'), icon: 'landmark' },
    ],
  },
  honours: {
    kind: 'honours',
    heading: heading('honours'),
    items: [{ style: 'certificate', title: L('certificate'), issuer: L('issuer'), year: '2023' }],
  },
  business: {
    kind: 'business',
    heading: heading('business'),
    items: [
      { icon: 'leaf', title: L('linked business'), text: L('linked text'), href: '/about' },
      { icon: 'coins', title: L('menu business'), text: L('menu text'), submenu: 'carbon-trading' },
    ],
  },
  charts: { kind: 'charts', heading: heading('charts'), charts: ['carbon-trading'], more: link('charts more') },
  news: { kind: 'news', heading: heading('news'), more: link('news more') },
  cases: { kind: 'cases', heading: heading('cases'), items: [1], more: link('cases more') },
  pledge: {
    kind: 'pledge',
    heading: heading('pledge'),
    paragraphs: [L('pledge paragraph')],
    milestones: [{ year: '2030', label: L('milestone') }],
  },
  gallery: {
    kind: 'gallery',
    heading: heading('gallery'),
    items: [
      { scene: 'about-campus', caption: L('scene caption') },
      { chart: 'results', caption: L('chart caption') },
    ],
    results: { carbonReduction: 45, energySaving: 22, costSaving: 3200, renewableEnergy: 38 },
  },
};

/** Every `{ zh, en }` text of a sample, in one language. */
function textsIn(value: unknown, locale: Locale): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('zh' in value && 'en' in value) return [(value as Record<Locale, string>)[locale]];
  return Object.values(value).flatMap((child) => textsIn(child, locale));
}

describe('every section kind', () => {
  it('has a sample that its schema accepts', () => {
    expect(Object.keys(samples).sort()).toEqual([...SECTION_KINDS].sort());
    for (const sample of Object.values(samples)) expect(() => sectionSchema.parse(sample)).not.toThrow();
  });

  describe.each(SECTION_KINDS)('%s', (kind) => {
    it.each(LOCALES)('shows its heading and every text of its items in %s, none in the other language', async (locale) => {
      const section = sectionSchema.parse(samples[kind]);
      const doc = await render(Sections, { sections: [section] }, locale);
      const shown = doc.body.textContent!.replace(/\s+/g, ' ');
      const title =
        'heading' in section && section.heading ? section.heading.title : 'title' in section ? section.title : undefined;
      expect(doc.querySelector('h2')!.textContent!.trim()).toBe(title![locale]);
      for (const text of textsIn(samples[kind], locale)) expect(shown).toContain(text);
      for (const text of textsIn(samples[kind], otherLocale(locale))) expect(shown).not.toContain(text);
    });
  });
});

describe('a table of contents (contents)', () => {
  it('lists every section by its heading, each linked to its part of the document', async () => {
    const sections = (['prose', 'accordion', 'values'] as const).map((kind) => sectionSchema.parse(samples[kind]));
    const doc = await render(Sections, { sections, contents: true }, 'en');
    const links = [...doc.querySelectorAll('nav ol a')].map((a) => [a.textContent!.trim(), a.getAttribute('href')]);
    expect(links).toEqual(sections.map((section, i) => [section.heading!.title.en, `#section-${i + 1}`]));
    expect([...doc.querySelectorAll('article > section')].map((s) => s.id)).toEqual(['section-1', 'section-2', 'section-3']);
  });

  it('fails rather than leave out a section without a heading', async () => {
    const sections = [sectionSchema.parse(samples.prose), sectionSchema.parse(samples.cta)];
    await expect(render(Sections, { sections, contents: true })).rejects.toThrow('section #section-2 (cta) has no heading');
  });
});

describe('a gallery', () => {
  it('refuses a chart without the results it draws', () => {
    expect(() => sectionSchema.parse({ ...samples.gallery, results: undefined })).toThrow('a chart needs the results it draws');
  });
});

describe('a business card with a sub-menu', () => {
  it('opens the services of its products-menu group, read from src/content/menus.yaml, and the way to the group page', async () => {
    const group = loadMenus().products.groups.find((candidate) => candidate.title.service === 'carbon-trading')!;
    const doc = await render(Sections, { sections: [sectionSchema.parse(samples.business)] }, 'en');
    const menu = doc.querySelector('[popover]')!;
    expect(doc.querySelector(`button[popovertarget="${menu.id}"]`)!.textContent!.trim()).toBe('menu business (English)');
    const links = [...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([...group.items.map((item) => `/en${item.href}/`), `/en${group.title.href}/`]);
  });
});

describe('a cases section without items', () => {
  it.each(LOCALES)('shows every success case, in the list order, and the way to the list (%s)', async (locale) => {
    const section = sectionSchema.parse({ ...samples.cases, items: undefined });
    const doc = await render(Sections, { sections: [section] }, locale);
    const prefix = locale === 'en' ? '/en' : '';
    const ids = readdirSync('src/content/cases')
      .map((file) => file.replace(/\.yaml$/, ''))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const links = [...doc.querySelectorAll('li a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(ids.map((id) => `${prefix}/success-cases/${id}/`));
    expect(doc.querySelector('ul + div a')!.getAttribute('href')).toBe('#contact');
  });
});
