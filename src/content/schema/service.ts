// A service detail page (/product-service/{id}): one content file per service
// in src/content/services/. The schema fixes the layout every
// service has (figures, four features, a five-step process, benefits, two case
// studies, four prices, the enquiry form), so no service page can miss a part.
import { z } from 'astro/zod';
import { icon } from './icon.ts';
import { illustration } from './illustration.ts';
import { seoSchema } from './page.ts';
import { action, localized } from './text.ts';

const heading = z.strictObject({ eyebrow: localized.optional(), title: localized, lead: localized.optional() });

/** A part of the page: its heading and exactly `count` items (or `min`..`max`). */
function part<T extends z.ZodType>(item: T, size: { count: number } | { min: number; max: number }) {
  const items =
    'count' in size
      ? z.array(item).length(size.count, `needs exactly ${size.count} items`)
      : z.array(item).min(size.min, `needs at least ${size.min} items`).max(size.max, `at most ${size.max} items`);
  return z.strictObject({ heading, items });
}

export const serviceSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    /** The products-menu group the service belongs to (碳交易, 碳咨询, ...). */
    eyebrow: localized,
    title: localized,
    lead: localized,
    actions: z.array(action).min(1).max(2),
    illustration,
  }),
  /** Key figures under the hero: a value written the same in both languages, or zh: and en:. */
  stats: part(z.strictObject({ value: z.union([z.string().min(1), localized]), unit: localized.optional(), label: localized }), {
    min: 3,
    max: 4,
  }),
  features: part(z.strictObject({ icon, title: localized, text: localized, tags: z.array(localized).optional() }), {
    count: 4,
  }),
  process: part(z.strictObject({ title: localized, text: localized }), { count: 5 }),
  benefits: part(z.strictObject({ icon: icon.optional(), title: localized, text: localized }), { min: 4, max: 6 }),
  cases: part(z.strictObject({ title: localized, text: localized, result: localized }), { count: 2 }),
  pricing: part(z.strictObject({ name: localized, price: localized, unit: localized.optional(), text: localized }), {
    count: 4,
  }),
  /** The enquiry form's heading; phone, email and address come from src/config/site.ts. */
  contact: z.strictObject({ heading }),
});
export type ServiceContent = z.infer<typeof serviceSchema>;
