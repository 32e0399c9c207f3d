// A page's content file: its search-engine title and description, its hero,
// and the ordered list of sections it is composed of.
import { z } from 'astro/zod';
import { illustration } from './illustration.ts';
import { photo } from './photo.ts';
import { sectionSchema } from './sections.ts';
import { action, localized } from './text.ts';

export const seoSchema = z.strictObject({ title: localized, description: localized });

export const heroSchema = z.strictObject({
  eyebrow: localized.optional(),
  title: localized,
  lead: localized.optional(),
  actions: z.array(action).max(2).optional(),
  /** Drawn art beside the title (src/assets/illustrations). */
  illustration: illustration.optional(),
  /** A photograph beside the title instead (src/assets/photos), loaded first. */
  photo: photo.optional(),
});
export type Hero = z.infer<typeof heroSchema>;

export const pageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  sections: z.array(sectionSchema).default([]),
});
export type PageContent = z.infer<typeof pageSchema>;
