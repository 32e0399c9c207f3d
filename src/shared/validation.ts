// Building blocks for the shared zod schemas: Chinese messages, lengths counted
// in characters (code points, so an emoji is one), strings trimmed first.
import { z } from 'zod';

export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** A trimmed string of `min..max` characters; `label` names the field in messages. */
export function text(label: string, max: number, min = 0) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}必须是文本`) })
    .trim()
    .refine((value) => charLength(value) >= min, min === 1 ? `请填写${label}` : `${label}至少需要 ${min} 个字符`)
    .refine((value) => charLength(value) <= max, `${label}不能超过 ${max} 个字符`);
}

/** An optional trimmed string that becomes "" when absent. */
export function optionalText(label: string, max: number) {
  return text(label, max).optional().transform((value) => value ?? '');
}

/** A query-string integer in `min..max`; absent means `fallback`. */
export function queryInt(
  label: string,
  { min, max = Number.MAX_SAFE_INTEGER, fallback }: { min: number; max?: number; fallback: number },
) {
  const message =
    max === Number.MAX_SAFE_INTEGER ? `${label}必须是不小于 ${min} 的整数` : `${label}必须是 ${min} 到 ${max} 之间的整数`;
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isSafeInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** One of `values` after trimming; `label` names the field in messages. */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `请选择${label}` : `${label}无效`) })
    .trim()
    .pipe(z.enum(values, { error: `${label}无效` }));
}

/** An optional query choice: absent or "" becomes undefined. */
export function queryChoice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), choice(label, values).optional());
}

/** Optional query text: trimmed, "" becomes undefined. */
export function queryText(label: string, max: number) {
  return text(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Field name to first message, the shape of the envelope's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[name] ??= issue.message;
  }
  return fields;
}
