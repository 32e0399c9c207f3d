// Photographs in the kit (issue 22): the hero's, a split item's, a card's and a
// success case's picture come through Astro's image pipeline, with the alt text
// of the page's language; the schema refuses a photograph whose file is missing,
// naming the file and the field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import CaseCard from '~/components/cases/CaseCard.astro';
import CardGrid from '~/components/kit/CardGrid.astro';
import PageHero from '~/components/kit/PageHero.astro';
import Split from '~/components/kit/Split.astro';
import { casePage } from '~/content/case-page.ts';
import { caseSchema } from '~/content/schema/case.ts';
import { heroSchema } from '~/content/schema/page.ts';
import { sectionSchema } from '~/content/schema/sections.ts';
import { sharedSchema } from '~/content/schema/shared.ts';
import { render } from './render.ts';

const L = (zh: string, en: string) => ({ zh, en });
const photo = { file: 'park-at-dawn.jpg', alt: L('清晨的园区', 'A park at dawn') };

/** A success case for its card: the fields the card shows, and `extra`. */
function caseEntry(extra: object) {
  const data = {
    category: 'zero-carbon-park',
    title: L('园区', 'A park'),
    description: L('简介', 'Summary'),
    date: '2023-06',
    location: L('江苏苏州', 'Suzhou, Jiangsu'),
    tags: [L('零碳园区', 'Zero-carbon park')],
    results: { carbonReduction: 45, energySaving: 22, costSaving: 3200, renewableEnergy: 38 },
    images: [{ scene: 'case-park', caption: L('园区', 'The park') }],
    ...extra,
  };
  return { id: '1', collection: 'cases', data };
}

/** What a browser chooses from: each source's type, and the img's attributes. */
function picture(doc: Document) {
  const img = doc.querySelector('picture img')!;
  return {
    types: [...doc.querySelectorAll('picture source')].map((source) => source.getAttribute('type')),
    widths: (doc.querySelector('picture source')!.getAttribute('srcset') ?? '').match(/\d+w/g),
    attrs: Object.fromEntries(
      ['alt', 'width', 'height', 'loading', 'fetchpriority', 'sizes'].map((name) => [name, img.getAttribute(name)]),
    ),
  };
}

describe('photographs', () => {
  it.each([
    ['zh', '清晨的园区'],
    ['en', 'A park at dawn'],
  ] as const)('the hero shows its photograph first, in AVIF and WebP, loaded at once with priority (%s)', async (locale, alt) => {
    const doc = await render(PageHero, { hero: heroSchema.parse({ title: L('标题', 'Title'), photo }) }, locale);
    expect(picture(doc)).toEqual({
      types: ['image/avif', 'image/webp'],
      widths: ['480w', '800w', '1200w', '1600w'],
      attrs: {
        alt,
        width: '1600',
        height: '1067',
        loading: 'eager',
        fetchpriority: 'high',
        sizes: '(min-width: 1024px) 40vw, 100vw',
      },
    });
  });

  it('a split item shows a photograph instead of a drawing, loaded lazily', async () => {
    const item = { title: L('能力', 'Capability'), text: L('说明', 'Text'), photo };
    const section = sectionSchema.parse({ kind: 'split', heading: { title: L('标题', 'Title') }, items: [item] });
    const doc = await render(Split, { items: (section as { items: unknown[] }).items }, 'en');
    expect(picture(doc).attrs).toMatchObject({
      alt: 'A park at dawn',
      width: '1600',
      height: '1067',
      loading: 'lazy',
      fetchpriority: null,
    });
    expect(doc.querySelector('svg[role="img"], img[src$=".svg"]')).toBeNull();
  });

  it.each([
    ['zh', '清晨的园区'],
    ['en', 'A park at dawn'],
  ] as const)('a success case with a photo shows it on its card instead of its drawing, lazily (%s)', async (locale, alt) => {
    const doc = await render(CaseCard, { entry: caseEntry({ photo }) }, locale);
    expect(picture(doc)).toEqual({
      types: ['image/avif', 'image/webp'],
      widths: ['480w', '800w', '1200w', '1600w'],
      attrs: {
        alt,
        width: '1600',
        height: '1067',
        loading: 'lazy',
        fetchpriority: null,
        sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
      },
    });
    expect(doc.querySelector('svg:not(.lucide)')).toBeNull();
  });

  it('a success case without a photo keeps its drawing on its card', async () => {
    const doc = await render(CaseCard, { entry: caseEntry({}) }, 'en');
    expect(doc.querySelector('picture')).toBeNull();
    expect(doc.querySelector('svg:not(.lucide)')).not.toBeNull();
  });

  it("a case page's hero shows the case's photograph first, with priority (case 1)", async () => {
    const data = caseSchema.parse(parse(readFileSync('src/content/cases/1.yaml', 'utf8')));
    const copy = sharedSchema.parse(parse(readFileSync('src/content/shared.yaml', 'utf8'))).caseStudy;
    const doc = await render(PageHero, { hero: casePage(data, copy).hero }, 'en');
    expect(picture(doc).attrs).toMatchObject({ alt: data.photo!.alt.en, loading: 'eager', fetchpriority: 'high' });
    expect(doc.querySelector('picture img')!.getAttribute('src')).toMatch(/park-rooftop-solar/);
  });

  it("a card of a cards section shows a photograph instead of a drawing, as wide as the grid's columns", async () => {
    const section = sectionSchema.parse({
      kind: 'cards',
      heading: { title: L('标题', 'Title') },
      items: [
        { title: L('卡片', 'Card'), photo },
        { title: L('另一张', 'Another'), illustration: 'case-park' },
      ],
    });
    const doc = await render(CardGrid, { items: (section as { items: unknown[] }).items, columns: 4 }, 'zh');
    const [withPhoto, withDrawing] = [...doc.querySelectorAll('li')];
    expect(withPhoto!.querySelector('picture img')!.getAttribute('alt')).toBe('清晨的园区');
    expect(withPhoto!.querySelector('picture img')!.getAttribute('sizes')).toMatch(
      /^\(min-width: 1280px\) 300px, \(min-width: 640px\) 50vw/,
    );
    expect(withPhoto!.querySelector('svg')).toBeNull();
    expect(withDrawing!.querySelector('picture')).toBeNull();
    expect(withDrawing!.querySelector('svg')).not.toBeNull();
  });

  it('names the field and the file of a missing photograph in a case and a card, and refuses a card with both pictures', () => {
    const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    const data = parse(readFileSync('src/content/cases/3.yaml', 'utf8'));
    expect(issues(caseSchema.safeParse({ ...data, photo: { ...photo, file: 'x.jpg' } }))).toEqual([
      'photo.file: no photograph src/assets/photos/x.jpg',
    ]);
    const cards = (item: object) =>
      sectionSchema.safeParse({ kind: 'cards', heading: { title: L('标题', 'Title') }, items: [item] });
    expect(issues(cards({ title: L('卡片', 'Card'), photo: { ...photo, file: 'x.jpg' } }))).toEqual([
      'items.0.photo.file: no photograph src/assets/photos/x.jpg',
    ]);
    expect(issues(cards({ title: L('卡片', 'Card'), photo, illustration: 'case-park' }))).toEqual([
      'items.0.photo: an illustration or a photo, not both',
    ]);
  });

  it('refuses a missing file, alt text in one language, and a split item with neither drawing nor photograph', () => {
    const missing = heroSchema.safeParse({ title: L('标题', 'Title'), photo: { ...photo, file: 'no-such.jpg' } });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['photo.file', 'no photograph src/assets/photos/no-such.jpg'],
    ]);
    const oneLanguage = heroSchema.safeParse({ title: L('标题', 'Title'), photo: { ...photo, alt: { zh: '园区' } } });
    expect(oneLanguage.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['photo.alt.en']);
    const bare = sectionSchema.safeParse({
      kind: 'split',
      heading: { title: L('标题', 'Title') },
      items: [{ title: L('a', 'a'), text: L('b', 'b') }],
    });
    expect(bare.success).toBe(false);
  });
});
