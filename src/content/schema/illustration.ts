// A drawn illustration, named by its file in src/assets/illustrations/ without
// `.svg`; a name without a file fails the build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';

export const ILLUSTRATION_DIR = join(process.cwd(), 'src', 'assets', 'illustrations');

export const illustration = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be a file name from src/assets/illustrations without .svg')
  .refine((name) => existsSync(join(ILLUSTRATION_DIR, `${name}.svg`)), {
    error: (issue) => `no drawing src/assets/illustrations/${String(issue.input)}.svg`,
  });
