import Field from '../../components/Field.tsx';
import { buttonPrimary, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { PASSWORD_MIN } from '~/shared/constants';
import type { PasswordFieldName, usePasswordChange } from './use-password-change.ts';

interface Props {
  username: string;
  change: ReturnType<typeof usePasswordChange>;
  /** Show the current-password field (the first sign-in may already know it). */
  askCurrent: boolean;
  currentLabel?: string;
  submitLabel: string;
}

/** The fields and the submit button of a password change. */
export default function PasswordFields({ username, change, askCurrent, currentLabel, submitLabel }: Props) {
  const { t } = useT();
  const { values, errors, formError, busy, complete, set, submit } = change;
  const input = (name: PasswordFieldName, autoComplete: string) => (control: object) => (
    <input
      {...control}
      type="password"
      className={inputBase}
      value={values[name]}
      autoComplete={autoComplete}
      onChange={(event) => set(name, event.target.value)}
      aria-required
    />
  );
  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {askCurrent && (
        <Field id="password-current" label={currentLabel ?? t('settings.current')} error={errors.currentPassword} required>
          {input('currentPassword', 'current-password')}
        </Field>
      )}
      <Field id="password-new" label={t('settings.new')} hint={t('settings.newHint', { min: PASSWORD_MIN })} error={errors.newPassword} required>
        {input('newPassword', 'new-password')}
      </Field>
      <Field id="password-repeat" label={t('settings.repeat')} error={errors.repeat} required>
        {input('repeat', 'new-password')}
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
          {formError}
        </p>
      )}
      <button type="submit" className={`${buttonPrimary} self-start`} disabled={busy || !complete}>
        {busy ? t('settings.submitting') : submitLabel}
      </button>
    </form>
  );
}
