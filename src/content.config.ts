// The content collections: one YAML file per page, both languages side by side.
// Their schemas (src/content/schema/) fail `npm run build` and `npm run check`
// with the file and the field named when a text or a field is wrong.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { caseSchema } from '~/content/schema/case.ts';
import { newsStoreLoader } from '~/content/loaders/news-store.ts';
import { chartSchema } from '~/content/schema/chart.ts';
import { homeSchema } from '~/content/schema/home.ts';
import { menusSchema } from '~/content/schema/menus.ts';
import { newsCenterSchema } from '~/content/schema/news-center.ts';
import { pageSchema } from '~/content/schema/page.ts';
import { serviceSchema } from '~/content/schema/service.ts';
import { sharedSchema } from '~/content/schema/shared.ts';

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

/** The home page (src/content/home.yaml). */
const home = defineCollection({
  loader: glob({ pattern: 'home.yaml', base: './src/content' }),
  schema: homeSchema,
});

/** The news centre's own copy (src/content/news-center.yaml). */
const newsCenter = defineCollection({
  loader: glob({ pattern: 'news-center.yaml', base: './src/content' }),
  schema: newsCenterSchema,
});

/** Copy shared by many pages: footer, menus, customer service, case pages (src/content/shared.yaml). */
const shared = defineCollection({
  loader: glob({ pattern: 'shared.yaml', base: './src/content' }),
  schema: sharedSchema,
});

/** The header's menus and the footer's columns: words and the pages they open (src/content/menus.yaml). */
const menus = defineCollection({
  loader: glob({ pattern: 'menus.yaml', base: './src/content' }),
  schema: menusSchema,
});

/** Information-disclosure charts, one data file each (src/content/charts/). */
const charts = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/charts' }),
  schema: chartSchema,
});

/** Published articles in the store at build time (none without a store). */
const news = defineCollection({ loader: newsStoreLoader() });

export const collections = { pages, topics, services, cases, home, newsCenter, shared, menus, charts, news };
