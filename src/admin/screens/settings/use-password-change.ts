// The password change shared by the settings form and the first sign-in with a
// temporary password. The server ends every token issued before the change,
// this session's too; since the user has just typed the new password, the app
// signs in again with it, so they simply carry on (as people expect). Only if
// that sign-in fails does the session end, and the login screen asks for the
// new password.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { AdminApiError } from '../../api/client.ts';
import { changePassword, login } from '../../api/endpoints.ts';
import { useT } from '../../i18n/index.ts';
import { saveErrorText } from '../../lib/errors.ts';
import { endSession, signIn } from '../../stores/session.ts';

export type PasswordFieldName = 'currentPassword' | 'newPassword' | 'repeat';
type Values = Record<PasswordFieldName, string>;

export function usePasswordChange(username: string, { current = '', onChanged }: { current?: string; onChanged: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const empty: Values = { currentPassword: current, newPassword: '', repeat: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordFieldName, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (name: PasswordFieldName, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
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
      if (!fields.currentPassword && !fields.newPassword) setFormError(saveErrorText(error, t));
      setBusy(false);
      return;
    }
    try {
      signIn(await login(username, values.newPassword));
      await queryClient.invalidateQueries();
      setValues({ currentPassword: '', newPassword: '', repeat: '' });
      onChanged();
    } catch {
      endSession('passwordChanged');
    } finally {
      setBusy(false);
    }
  }

  const complete = values.currentPassword !== '' && values.newPassword !== '' && values.repeat !== '';
  return { values, errors, formError, busy, complete, set, submit };
}
