// Photographs in the kit (issue 22): the hero's and a split item's picture come
// through Astro's image pipeline, with the alt text of the page's language; the
// schema refuses a photograph whose file is missing, naming the file.
import { describe, expect, it } from 'vitest';
import PageHero from '~/components/kit/PageHero.astro';
import Split from '~/components/kit/Split.astro';
import { heroSchema } from '~/content/schema/page.ts';
import { sectionSchema } from '~/content/schema/sections.ts';
import { render } from './render.ts';

const L = (zh: string, en: string) => ({ zh, en });
const photo = { file: 'park-at-dawn.jpg', alt: L('清晨的园区', 'A park at dawn') };

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
