// The content collections: one YAML file per page, both languages side by side.
// Their schemas (src/content/schema/) fail `npm run build` and `npm run check`
// with the file and the field named when a text or a field is wrong.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { caseSchema } from '~/content/schema/case.ts';
import { pageSchema } from '~/content/schema/page.ts';
import { serviceSchema } from '~/content/schema/service.ts';

/** Pages with a route file of their own: about, privacy, the 404 page, ... */
const pages = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/pages' }),
  schema: pageSchema,
});

/** Solution, topic and service pages: one route file (`[topic].astro`) serves them all at `/{file name}`. */
const topics = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/topics' }),
  schema: pageSchema,
});

/** Service detail pages: `services/{id}.yaml` becomes `/product-service/{id}` (one route file, `product-service/[id].astro`). */
const services = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/services' }),
  schema: serviceSchema,
});

/** Success cases: `{id}.yaml` is the case shown at `/success-cases/{id}`. */
const cases = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/cases' }),
  schema: caseSchema,
});

export const collections = { pages, topics, services, cases };
