// A chart of the information-disclosure section, drawn as SVG from its data
// file (src/content/charts/*.yaml). Without a public `source` for its figures a
// chart is labelled sample data (示例数据 / Sample data): see DOMAIN.md.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { localized } from './text.ts';

const series = z.strictObject({ name: localized, values: z.array(z.number().nonnegative()).min(2) });

export const chartSchema = z
  .strictObject({
    title: localized,
    /** What is measured, in a sentence. */
    note: localized.optional(),
    /** The public source every value comes from; without it the chart says "sample data". */
    source: localized.optional(),
    /** The x axis: months, quarters, ... */
    periods: z.array(localized).min(2),
    /** Columns, side by side in each period, on the left axis. */
    bars: z.strictObject({ unit: localized, series: z.array(series).min(1).max(3) }),
    /** An optional line on its own axis on the right. */
    line: z.strictObject({ unit: localized, series }).optional(),
  })
  .refine(
    (chart) =>
      [...chart.bars.series, ...(chart.line ? [chart.line.series] : [])].every((s) => s.values.length === chart.periods.length),
    'every series needs one value per period',
  );
export type Chart = z.infer<typeof chartSchema>;

const CHART_DIR = join(process.cwd(), 'src', 'content', 'charts');

/** A chart named by its data file in src/content/charts/ without `.yaml`. */
export const chartName = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be a file name from src/content/charts without .yaml')
  .refine((name) => existsSync(join(CHART_DIR, `${name}.yaml`)), {
    error: (issue) => `no chart src/content/charts/${String(issue.input)}.yaml`,
  });
