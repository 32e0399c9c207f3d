import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { AdminApiError } from '../../api/client.ts';
import { changePassword, login } from '../../api/endpoints.ts';
import Field from '../../components/Field.tsx';
import { buttonPrimary, card, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { PASSWORD_MIN } from '../../lib/vocabularies.ts';
import { $session, endSession, signIn } from '../../stores/session.ts';

type Name = 'currentPassword' | 'newPassword' | 'repeat';
const EMPTY: Record<Name, string> = { currentPassword: '', newPassword: '', repeat: '' };

/** Current, new and repeated password; the server's rules and messages decide. */
export default function PasswordForm() {
  const { t } = useT();
  const username = useStore($session)?.user.username;
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError('');
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (values.newPassword !== values.repeat) {
      setErrors({ repeat: t('settings.mismatch') });
      return;
    }
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.fields : {};
      setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      if (!fields.currentPassword && !fields.newPassword) setFormError(errorText(error, t));
      setBusy(false);
      return;
    }
    // Every earlier token has just ended, ours too: sign in again with the new password.
    try {
      signIn(await login(username ?? '', values.newPassword));
      await queryClient.invalidateQueries();
      toast.success(t('settings.changed'));
      setValues(EMPTY);
    } catch {
      endSession('passwordChanged');
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Name, autoComplete: string) => (control: object) => (
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
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="settings-password">
      <h2 id="settings-password" className="text-h4 font-semibold text-ink">
        {t('settings.password')}
      </h2>
      <p className="mt-1 mb-5 text-small text-muted">{t('settings.passwordIntro')}</p>
      <form className="flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <Field id="password-current" label={t('settings.current')} error={errors.currentPassword} required>
          {input('currentPassword', 'current-password')}
        </Field>
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
        <button
          type="submit"
          className={`${buttonPrimary} self-start`}
          disabled={busy || !values.currentPassword || !values.newPassword || !values.repeat}
        >
          {busy ? t('settings.submitting') : t('settings.submit')}
        </button>
      </form>
    </section>
  );
}
