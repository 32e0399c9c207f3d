// The home page's content file (src/content/home.yaml): the slider, the seven
// business systems, and the sections it shares with the kit (tabs, cards, logos)
// validated by the kit's own section schemas.
import { z } from 'astro/zod';
import { caseId } from './case.ts';
import { chartName } from './chart.ts';
import { icon } from './icon.ts';
import { illustration } from './illustration.ts';
import { seoSchema } from './page.ts';
import { sectionSchema, type SectionKind, type SectionOf } from './sections.ts';
import { action, href, localized } from './text.ts';

const heading = z.strictObject({ eyebrow: localized.optional(), title: localized, lead: localized.optional() });

/** A section written like a page's section of that kind (see sections.ts). */
function sectionOf<K extends SectionKind>(kind: K) {
  return sectionSchema
    .refine((section) => section.kind === kind, `must be a section of kind ${kind}`)
    .transform((section) => section as SectionOf<K>);
}

/** Products-menu groups a business card can open as its sub-menu (src/content/navigation.ts). */
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

export const homeSchema = z.strictObject({
  seo: seoSchema,
  slides: z
    .array(z.strictObject({ scene: illustration, title: localized, subtitle: localized, action }))
    .min(1)
    .max(6),
  business: z.strictObject({ heading, items: z.array(businessCard).min(1) }),
  solutions: sectionOf('tabs'),
  disclosure: z.strictObject({ heading, charts: z.array(chartName).min(1).max(2), more: action }),
  news: z.strictObject({ heading, more: action }),
  training: sectionOf('cards'),
  cases: z.strictObject({
    heading,
    /**
     * The success cases shown, by id (src/content/cases/{id}.yaml). Each card's
     * title, category, picture, text and figures come from the case itself.
     */
    items: z.array(caseId).min(1).max(6),
    more: action,
  }),
  partners: sectionOf('logos'),
});
export type HomeContent = z.infer<typeof homeSchema>;
