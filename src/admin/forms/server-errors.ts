// A refused submission's messages where the admin looks for them: each of the
// server's `fields` (docs/API.md, 400 VALIDATION) beside its field, the first
// one focused; anything else as the form-level error (see FormError).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { AdminApiError } from '~/admin/api/client';

export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  formMessage: string,
): void {
  const names = Object.keys(form.getValues());
  const fields = error instanceof AdminApiError ? Object.entries(error.fields).filter(([name]) => names.includes(name)) : [];
  fields.forEach(([name, message], index) => {
    form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (fields.length === 0) form.setError('root', { type: 'server', message: formMessage });
}
