// Client-side validation with a shared zod schema, its messages rendered as the
// API renders them (docs/API.md 'Message language'), so the admin reads the
// same sentence before sending as the server would answer. @hookform/resolvers'
// zodResolver keeps only an issue's message, not the numbers ({min}, {max}) our
// messages need, so this resolver renders them and nests them with its helper.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '~/i18n/locales';
import { fieldErrors } from '~/shared/validation';

/**
 * Validates `toInput(values)` (the request body the form will send) with
 * `schema`; on success the form keeps its own values, from which it builds
 * that body.
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  lang: Locale,
  toInput: (values: T) => unknown = (values) => values,
): Resolver<T> {
  return (values, _context, options) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(fieldErrors(result.error, lang))) {
      errors[name] = { type: 'schema', message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
