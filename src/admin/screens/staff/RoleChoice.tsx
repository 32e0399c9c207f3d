import { useId } from 'react';
import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { STAFF_ROLES } from '~/shared/constants';
import { useT } from '~/admin/i18n';
import { roleLabel } from '~/admin/lib/labels';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Why the choice is locked (an admin's own role), shown instead of the radios' freedom. */
  lockedReason?: string;
}

/** Administrator or editor, each with what it may do. */
export default function RoleChoice<T extends FieldValues>({ control, name, lockedReason }: Props<T>) {
  const { t } = useT();
  const id = useId();
  const formState = useFormState({ control, name });
  const error = control.getFieldState(name, formState).error?.message;
  const noteId = lockedReason || error ? `${id}-note` : undefined;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={noteId}>
      <legend className="mb-1.5 text-small font-medium text-ink">{t('users.role')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className={`flex cursor-pointer gap-2.5 rounded-lg border p-3 text-small has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-70 ${
              error ? 'border-red-600' : 'border-line'
            }`}
          >
            <input
              type="radio"
              {...control.register(name)}
              value={role}
              // The attribute, not register's option: that one would drop the role from the values.
              disabled={lockedReason !== undefined}
              className="mt-0.5 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-ink">{roleLabel(role, t)}</span>
              <span className="block text-xs text-ink-soft">{t(`users.roleHint.${role}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {(error || lockedReason) && (
        <p id={noteId} className={error ? 'text-small text-red-700' : 'text-xs text-muted'}>
          {error ?? lockedReason}
        </p>
      )}
    </fieldset>
  );
}
