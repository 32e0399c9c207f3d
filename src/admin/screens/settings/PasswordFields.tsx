import { useWatch } from 'react-hook-form';
import { PASSWORD_MIN } from '~/shared/constants';
import { buttonPrimary } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import FormField, { type FieldControlProps } from '~/admin/forms/FormField';
import PasswordInput from '~/admin/forms/PasswordInput';
import { useT } from '~/admin/i18n';
import type { usePasswordChange } from './use-password-change.ts';

interface Props {
  username: string;
  change: ReturnType<typeof usePasswordChange>;
  /** Show the current-password field (the first sign-in may already know it). */
  askCurrent: boolean;
  currentLabel?: string;
  submitLabel: string;
  /** A submit button as wide as the form, as on the sign-in card (the first-password screen). */
  wideSubmit?: boolean;
}

/** The fields and the submit button of a password change. */
export default function PasswordFields({ username, change, askCurrent, currentLabel, submitLabel, wideSubmit = false }: Props) {
  const { t } = useT();
  const { form, submit, busy } = change;
  const { control } = form;
  const complete = useWatch({ control, name: ['currentPassword', 'newPassword', 'repeat'] }).every((value) => value !== '');
  const input = (autoComplete: string) => (field: FieldControlProps) => <PasswordInput {...field} autoComplete={autoComplete} />;
  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {askCurrent && (
        <FormField
          control={control}
          name="currentPassword"
          id="password-current"
          label={currentLabel ?? t('settings.current')}
          required
        >
          {input('current-password')}
        </FormField>
      )}
      <FormField
        control={control}
        name="newPassword"
        id="password-new"
        label={t('settings.new')}
        hint={t('settings.newHint', { min: PASSWORD_MIN })}
        required
      >
        {input('new-password')}
      </FormField>
      <FormField control={control} name="repeat" id="password-repeat" label={t('settings.repeat')} required>
        {input('new-password')}
      </FormField>
      <FormError control={control} />
      <button type="submit" className={`${buttonPrimary} ${wideSubmit ? 'w-full' : 'self-start'}`} disabled={busy || !complete}>
        {busy ? t('settings.submitting') : submitLabel}
      </button>
    </form>
  );
}
