// A photograph, named by its file in src/assets/photos/ with the words that
// describe it in both languages; a name without a file fails the build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { localized } from './text.ts';

export const PHOTO_DIR = join(process.cwd(), 'src', 'assets', 'photos');

export const photo = z.strictObject({
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.(jpg|jpeg|png|webp)$/, 'must be a file name from src/assets/photos, such as park.jpg')
    .refine((name) => existsSync(join(PHOTO_DIR, name)), {
      error: (issue) => `no photograph src/assets/photos/${String(issue.input)}`,
    }),
  /** What the photograph shows, for visitors who cannot see it. */
  alt: localized,
});
export type Photo = z.infer<typeof photo>;
