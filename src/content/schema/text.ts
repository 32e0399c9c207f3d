// Every visible text of a content file is written in both languages side by
// side. An empty or missing language fails the build, naming file and field.
import { z } from 'astro/zod';
import { isSitePath } from '../../shared/site-path.ts';

const translation = z
  .string({ error: (issue) => (issue.input === undefined ? 'missing translation' : 'must be text') })
  .trim()
  .min(1, 'empty translation');

/** `{ zh, en }`: both required, nothing else allowed. */
export const localized = z.strictObject({ zh: translation, en: translation }, { error: localizedError });

function localizedError(issue: { code: string; input?: unknown }) {
  if (issue.code === 'unrecognized_keys') return 'only zh and en are allowed here';
  return issue.input === undefined ? 'missing text (write it as zh: ... and en: ...)' : 'must be zh: ... and en: ...';
}

/** A link target: a site path (`/about`, `/about#contact`) or an anchor on the same page (`#contact`). */
export const href = z
  .string()
  .trim()
  .refine(
    (value) => /^#[a-z0-9-]+$/.test(value) || isSitePath(value),
    'must be a site path like /about (no // or backslash) or an anchor like #contact',
  );

/** A section's anchor, used by `#...` links: lower-case words joined by hyphens. */
export const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const action = z.strictObject({
  label: localized,
  href,
  /** primary: filled button; secondary: outlined. */
  style: z.enum(['primary', 'secondary']).default('primary'),
});
