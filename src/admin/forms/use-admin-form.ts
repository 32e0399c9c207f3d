// Every admin form starts here: react-hook-form validating with a shared zod
// schema in the admin's language (schema-resolver.ts). Fields bind through
// FormField, the server's refusal lands through setServerErrors, FormError
// shows what belongs to no field, and UnsavedChangesGuard reads isDirty.
import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '~/admin/i18n';
import { schemaResolver } from './schema-resolver.ts';

interface Options<T extends FieldValues> extends Omit<UseFormProps<T>, 'resolver'> {
  schema: z.ZodType;
  /** The request body the schema checks, when it is not the form's values as they are. */
  toInput?: (values: T) => unknown;
}

export function useAdminForm<T extends FieldValues>({ schema, toInput, ...options }: Options<T>) {
  const { locale } = useT();
  const form = useForm<T>({ ...options, resolver: schemaResolver(schema, locale, toInput) });
  useEffect(() => {
    // The form-level error answered the last submission: an edit makes it stale.
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change' && form.formState.errors.root) form.clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return form;
}
