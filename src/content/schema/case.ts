// One success case (src/content/cases/{id}.yaml, shown at /success-cases/{id}):
// the card of the list and the whole detail page come from it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { CASE_CATEGORIES } from '~/content/case-categories.ts';
import { icon } from './icon.ts';
import { illustration } from './illustration.ts';
import { photo } from './photo.ts';
import { localized } from './text.ts';

const percent = z.number().min(0).max(100);
const iconed = z.strictObject({ icon, title: localized, text: localized });

/** The charts a case can show, each drawn from its results (CaseChart.astro). */
export const CASE_CHARTS = ['results', 'emissions', 'energy-mix'] as const;
export type CaseChartKind = (typeof CASE_CHARTS)[number];

/** A picture of the project: a drawn scene or a chart of its results, with its caption. */
export const caseImage = z.union([
  z.strictObject({ scene: illustration, caption: localized }),
  z.strictObject({ chart: z.enum(CASE_CHARTS), caption: localized }),
]);

/** A case's results, which its figures and charts show. */
export const caseResults = z.strictObject({
  /** Per cent below the baseline year's emissions. */
  carbonReduction: percent,
  /** Per cent less energy for the same output. */
  energySaving: percent,
  /** Yearly saving in 万元 (10,000 CNY). */
  costSaving: z.number().positive(),
  /** Per cent of the electricity used (or, for a power producer, generated) that is renewable after the project. */
  renewableEnergy: percent,
});

export const caseSchema = z.strictObject({
  category: z.enum(CASE_CATEGORIES, { error: `must be one of ${CASE_CATEGORIES.join(', ')}` }),
  title: localized,
  /** One or two sentences: the card's text and the detail page's lead. */
  description: localized,
  /** When the project was completed. */
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a year and month like 2023-06'),
  location: localized,
  client: localized,
  duration: localized,
  projectScale: localized,
  tags: z.array(localized).min(1).max(4),
  results: caseResults,
  challenges: z.array(iconed).min(2).max(4),
  solutions: z.array(iconed).length(4),
  timeline: z.array(z.strictObject({ phase: localized, period: localized, text: localized })).length(4),
  testimonial: z.strictObject({ quote: localized, author: localized, position: localized }),
  /** A photograph of the project (src/assets/photos): its page's hero and its card show it instead of the first scene. */
  photo: photo.optional(),
  /** The first scene also illustrates the case's card, unless the case has a photo. */
  images: z
    .array(caseImage)
    .length(4)
    .refine((images) => 'scene' in images[0]!, 'the first image must be a scene (it is also the card picture)'),
});

export type CaseData = z.infer<typeof caseSchema>;

const CASE_DIR = join(process.cwd(), 'src', 'content', 'cases');

/**
 * A success case named by its id, the name of its file in src/content/cases/
 * (`3` for 3.yaml); an id without a file fails the build.
 */
export const caseId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^[a-z0-9-]+$/)], {
    error: 'must be the id of a success case (the name of its file in src/content/cases/)',
  })
  .transform(String)
  .refine((id) => existsSync(join(CASE_DIR, `${id}.yaml`)), {
    error: (issue) => `no success case src/content/cases/${String(issue.input)}.yaml`,
  });
