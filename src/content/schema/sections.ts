// The kinds of section a page is composed of, one schema each. `Sections.astro`
// renders each kind with its block from src/components/kit/. A misspelt field
// or an unknown kind fails the build with the file and the field named.
import { z } from 'astro/zod';
import { caseId, caseImage, caseResults } from './case.ts';
import { chartName } from './chart.ts';
import { action, anchor, href, localized } from './text.ts';
import { icon } from './icon.ts';
import { illustration } from './illustration.ts';
import { photo } from './photo.ts';

/** What every section has: an optional anchor and background, and a heading. */
const base = {
  /** The section's anchor (`#id` links scroll to it). */
  id: anchor.optional(),
  /** Background band; by default white and light grey alternate. */
  tone: z.enum(['white', 'surface', 'brand']).optional(),
  heading: z.strictObject({
    eyebrow: localized.optional(),
    title: localized,
    lead: localized.optional(),
  }),
};

const cardFields = z.strictObject({
  icon: icon.optional(),
  title: localized,
  text: localized.optional(),
  tags: z.array(localized).optional(),
  /** The whole card links there. */
  href: href.optional(),
  /** A small line under the text, e.g. a result figure. */
  note: localized.optional(),
  /** A drawing across the top of the card (src/assets/illustrations)... */
  illustration: illustration.optional(),
  /** ...or a photograph there instead (src/assets/photos). */
  photo: photo.optional(),
});
const card = cardFields.refine((item) => !(item.illustration && item.photo), {
  error: 'an illustration or a photo, not both',
  path: ['photo'],
});
/** Selectable cards show an icon, never a picture. */
const selectableCard = cardFields.omit({ illustration: true, photo: true });

const titled = z.strictObject({ title: localized, text: localized });

/** Products-menu groups a business card can open as its sub-menu, by service (src/content/menus.yaml). */
export const SUBMENU_GROUPS = ['carbon-consulting', 'carbon-trading', 'carbon-finance'] as const;

const businessCard = z
  .strictObject({
    icon,
    title: localized,
    text: localized,
    /** The card leads there... */
    href: href.optional(),
    /** ...or opens the services of this products-menu group. */
    submenu: z.enum(SUBMENU_GROUPS).optional(),
  })
  .refine((card) => (card.href === undefined) !== (card.submenu === undefined), 'give either href or submenu');

const prose = z.array(
  z.union([
    z.strictObject({ paragraph: localized }),
    z.strictObject({ list: z.array(localized).min(1) }),
    z.strictObject({ subheading: localized }),
  ]),
);

export const sectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('cards'),
      ...base,
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      /** Show each card's number (01, 02, ...). */
      numbered: z.boolean().optional(),
      items: z.array(card).min(1),
    }),
    z.strictObject({
      kind: z.literal('selectable'),
      ...base,
      /** The card highlighted at first (1 = the first). */
      selected: z.number().int().min(1).default(1),
      items: z.array(selectableCard).min(2),
    }),
    z.strictObject({ kind: z.literal('steps'), ...base, items: z.array(titled).min(2).max(8) }),
    z.strictObject({
      kind: z.literal('stats'),
      ...base,
      items: z
        .array(
          z.strictObject({
            /** A figure (`98%`), or words that differ by language (`100 万+` / `1M+`). */
            value: z.union([z.string().min(1), localized]),
            unit: localized.optional(),
            label: localized,
          }),
        )
        .min(1),
    }),
    z.strictObject({
      kind: z.literal('values'),
      ...base,
      items: z.array(z.strictObject({ icon: icon.optional(), title: localized, text: localized })).min(1),
    }),
    z.strictObject({
      kind: z.literal('tabs'),
      ...base,
      items: z
        .array(
          z.strictObject({
            label: localized,
            title: localized,
            text: localized,
            tags: z.array(localized).optional(),
            link: action.optional(),
            illustration: illustration.optional(),
          }),
        )
        .min(2),
    }),
    z.strictObject({
      kind: z.literal('accordion'),
      ...base,
      /** The item open at first (1 = the first). */
      open: z.number().int().min(1).default(1),
      items: z.array(titled).min(2),
    }),
    z.strictObject({
      kind: z.literal('timeline'),
      ...base,
      items: z.array(z.strictObject({ phase: localized, period: localized, text: localized })).min(2),
    }),
    z.strictObject({
      kind: z.literal('testimonial'),
      ...base,
      quote: localized,
      author: localized,
      position: localized,
    }),
    z.strictObject({
      kind: z.literal('pricing'),
      ...base,
      items: z.array(z.strictObject({ name: localized, price: localized, unit: localized.optional(), text: localized })).min(1),
    }),
    z.strictObject({
      kind: z.literal('cta'),
      ...base,
      /** The band shows `title` and `text`; it needs no section heading. */
      heading: base.heading.optional(),
      title: localized,
      text: localized.optional(),
      actions: z.array(action).min(1).max(2),
    }),
    z.strictObject({
      kind: z.literal('contact'),
      ...base,
      /** Without one, the section is headed 'Contact us'. */
      heading: base.heading.optional(),
      /** Names the page in each enquiry, so staff see where it came from. */
      source: z.string().regex(/^[a-z0-9/-]+$/, 'must be the page name, e.g. zero-carbon-park'),
      /** contact-first: name, contact, company, message (enterprise carbon management platform). */
      order: z.enum(['company-first', 'contact-first']).default('company-first'),
      submit: localized.optional(),
      /** Show the drawn map beside the contact details. */
      map: z.boolean().default(false),
    }),
    z.strictObject({ kind: z.literal('prose'), ...base, body: prose, illustration: illustration.optional() }),
    z.strictObject({
      kind: z.literal('split'),
      ...base,
      items: z
        .array(
          z
            .strictObject({
              eyebrow: localized.optional(),
              title: localized,
              text: localized,
              points: z.array(localized).optional(),
              /** A drawing (src/assets/illustrations) or a photograph (src/assets/photos). */
              illustration: illustration.optional(),
              photo: photo.optional(),
              action: action.optional(),
            })
            .refine(
              (item) => Boolean(item.illustration) !== Boolean(item.photo),
              'needs an illustration or a photo (one of the two)',
            ),
        )
        .min(1),
    }),
    z.strictObject({
      kind: z.literal('architecture'),
      ...base,
      layers: z
        .array(z.strictObject({ title: localized, items: z.array(localized).min(1).max(6) }))
        .min(2)
        .max(6),
    }),
    z.strictObject({
      kind: z.literal('logos'),
      ...base,
      items: z.array(z.strictObject({ name: localized, icon })).min(2),
    }),
    z.strictObject({
      kind: z.literal('honours'),
      ...base,
      items: z
        .array(
          z.strictObject({
            style: z.enum(['certificate', 'badge']),
            title: localized,
            issuer: localized,
            year: z.string().regex(/^\d{4}$/, 'must be a year like 2023'),
          }),
        )
        .min(1),
    }),
    z.strictObject({ kind: z.literal('business'), ...base, items: z.array(businessCard).min(1) }),
    z.strictObject({
      kind: z.literal('charts'),
      ...base,
      /** Drawn from src/content/charts/{name}.yaml. */
      charts: z.array(chartName).min(1).max(2),
      more: action,
    }),
    /** The latest articles, by category (the home page's news). */
    z.strictObject({ kind: z.literal('news'), ...base, more: action }),
    z.strictObject({
      kind: z.literal('cases'),
      ...base,
      /**
       * The success cases shown, by id (src/content/cases/{id}.yaml). Each card's
       * title, category, picture, text and figures come from the case itself.
       * Without items: every case, in the list's order (the 'case not found' page).
       */
      items: z.array(caseId).min(1).max(6).optional(),
      more: action,
    }),
    z.strictObject({
      kind: z.literal('pledge'),
      ...base,
      paragraphs: z.array(localized).min(1),
      /** Key years beside the text: 2030, 2060. */
      milestones: z
        .array(z.strictObject({ year: z.string().regex(/^\d{4}$/, 'must be a year like 2030'), label: localized }))
        .max(3),
    }),
    z
      .strictObject({
        kind: z.literal('gallery'),
        ...base,
        /** Drawn scenes and charts, each with its caption. */
        items: z.array(caseImage).min(1),
        /** The figures its charts draw (a success case's results). */
        results: caseResults.optional(),
      })
      .refine((gallery) => gallery.results || gallery.items.every((item) => 'scene' in item), {
        error: 'a chart needs the results it draws',
      }),
  ],
  { error: unknownKind },
);

function unknownKind(issue: { input?: unknown }) {
  const kind = (issue.input as { kind?: unknown } | undefined)?.kind;
  return kind === undefined
    ? 'every section needs a kind (cards, steps, stats, ...; see docs/CONTENT.md)'
    : `unknown section kind "${String(kind)}" (see docs/CONTENT.md for the kinds)`;
}

export type Section = z.infer<typeof sectionSchema>;
/** A section as a content file writes it (before defaults are filled in). */
export type SectionInput = z.input<typeof sectionSchema>;
/** Every kind of section, read from the schema. */
export const SECTION_KINDS = sectionSchema.options.map((option) => option.shape.kind.value);
export type SectionKind = Section['kind'];
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;
