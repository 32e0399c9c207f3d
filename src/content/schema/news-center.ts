// The news centre's content file (src/content/news-center.yaml): search-engine
// texts, the hero, and the dual carbon pledge above the list. The list's own
// headings are the category descriptions of src/content/news-categories.ts.
import { z } from 'astro/zod';
import { heroSchema, seoSchema } from './page.ts';
import { localized } from './text.ts';

export const newsCenterSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  pledge: z.strictObject({
    eyebrow: localized,
    title: localized,
    paragraphs: z.array(localized).min(1),
    /** Key years beside the text: 2030, 2060. */
    milestones: z.array(z.strictObject({ year: z.string().regex(/^\d{4}$/), label: localized })).max(3),
  }),
});
export type NewsCenterContent = z.infer<typeof newsCenterSchema>;
