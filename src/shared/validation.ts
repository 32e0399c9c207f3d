// Building blocks for the shared zod schemas: lengths counted in characters
// (code points, so an emoji is one), strings trimmed first. Each check names
// its message by key (messages.ts); `fieldErrors` renders them in a language,
// taking each label from the field's name (field-labels.ts).
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { isMessageKey, renderFields, type FieldMessageKey, type MessageRef } from './messages.ts';

export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Typed message keys for zod's `error` and `message` options. */
export const messageKey = (key: FieldMessageKey): FieldMessageKey => key;

/** A trimmed string of `min..max` characters. */
export function text(max: number, min = 0) {
  return z
    .string({ error: (issue) => messageKey(issue.input === undefined ? 'required' : 'notText') })
    .trim()
    .refine((value) => charLength(value) >= min, { message: messageKey(min === 1 ? 'required' : 'tooShort'), params: { min } })
    .refine((value) => charLength(value) <= max, { message: messageKey('tooLong'), params: { max } });
}

/**
 * A password of `min..max` characters, exactly as typed: never trimmed nor
 * normalised, so the hash is of what the person typed (docs/API.md, 'Auth').
 */
export function password(max: number, min = 1) {
  return z
    .string({ error: (issue) => messageKey(issue.input === undefined ? 'required' : 'notText') })
    .refine((value) => charLength(value) >= min, { message: messageKey(min === 1 ? 'required' : 'tooShort'), params: { min } })
    .refine((value) => charLength(value) <= max, { message: messageKey('tooLong'), params: { max } });
}

/** An optional trimmed string that becomes "" when absent. */
export function optionalText(max: number) {
  return text(max)
    .optional()
    .transform((value) => value ?? '');
}

/** A query-string integer in `min..max`; absent means `fallback`. */
export function queryInt({ min, max = Number.MAX_SAFE_INTEGER, fallback }: { min: number; max?: number; fallback: number }) {
  const bounded = max !== Number.MAX_SAFE_INTEGER;
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isSafeInteger(number) || number < min || number > max) {
        ctx.addIssue({
          code: 'custom',
          message: messageKey(bounded ? 'intRange' : 'intMin'),
          params: bounded ? { min, max } : { min },
        });
        return z.NEVER;
      }
      return number;
    });
}

/** One of `values` after trimming. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return (
    z
      .string({ error: (issue) => messageKey(issue.input === undefined ? 'choiceRequired' : 'invalid') })
      .trim()
      // An empty select (nothing chosen yet) is a missing choice, not a wrong one.
      .pipe(z.enum(values, { error: (issue) => messageKey(issue.input === '' ? 'choiceRequired' : 'invalid') }))
  );
}

/** An optional query choice: absent or "" becomes undefined. */
export function queryChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), choice(values).optional());
}

/** Optional query text: trimmed, "" becomes undefined. */
export function queryText(max: number) {
  return text(max)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A JSON boolean. */
export function flag() {
  return z.boolean({ error: messageKey('notBoolean') });
}

/** Field name to the first issue's message key, before it is rendered in a language. */
export function fieldMessages(error: z.ZodError): Record<string, MessageRef> {
  const fields: Record<string, MessageRef> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // zod's own messages (a check without a key of ours) read as "invalid".
    const key = isMessageKey(issue.message) ? issue.message : 'invalid';
    fields[name] ??= issue.code === 'custom' && issue.params ? { key, params: issue.params } : { key };
  }
  return fields;
}

/** Field name to first message in `lang`, the shape of the envelope's `fields`. */
export function fieldErrors(error: z.ZodError, lang: Locale = 'zh'): Record<string, string> {
  return renderFields(fieldMessages(error), lang);
}
