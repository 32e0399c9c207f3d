// A labelled field of an admin form: the control registered with the form,
// its hint, and its error (the schema's or the server's message), wired with
// aria-describedby and aria-invalid.
import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '~/admin/i18n';

export type FieldControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export default function FormField<T extends FieldValues>({ control, name, id, label, hint, required, children }: Props<T>) {
  const { t } = useT();
  const formState = useFormState({ control, name });
  const error = control.getFieldState(name, formState).error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-small font-medium text-ink">
        {label}
        {required && <span className="ml-1 text-xs font-normal text-muted">({t('form.required')})</span>}
      </label>
      {children({ ...control.register(name), id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-small text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
