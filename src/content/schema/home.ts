// The home page's content file (src/content/home.yaml): the slider, then its
// sections like any page's (business systems, solutions, disclosure charts,
// news, training, success cases, partners; see sections.ts).
import { z } from 'astro/zod';
import { illustration } from './illustration.ts';
import { seoSchema } from './page.ts';
import { sectionSchema } from './sections.ts';
import { action, localized } from './text.ts';

export const homeSchema = z.strictObject({
  seo: seoSchema,
  slides: z
    .array(z.strictObject({ scene: illustration, title: localized, subtitle: localized, action }))
    .min(1)
    .max(6),
  sections: z.array(sectionSchema).min(1),
});
