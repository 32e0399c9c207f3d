// The password change shared by the settings form and the first sign-in with a
// temporary password. The server ends every token issued before the change,
// this session's too; since the user has just typed the new password, the app
// signs in again with it, so they simply carry on (as people expect). Only if
// that sign-in fails does the session end, and the login screen asks for the
// new password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordChangeSchema } from '~/shared/auth';
import { changePassword, login } from '~/admin/api/endpoints';
import { setServerErrors } from '~/admin/forms/server-errors';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import { endSession, signIn } from '~/admin/stores/session';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeat: '' };

export function usePasswordChange(username: string, { current = '', onChanged }: { current?: string; onChanged: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useAdminForm<PasswordValues>({
    schema: passwordChangeSchema,
    defaultValues: { ...EMPTY, currentPassword: current },
  });

  const change = useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordValues) => {
      await changePassword(currentPassword, newPassword);
      // Changed; null when signing in again with the new password fails.
      return login(username, newPassword).catch(() => null);
    },
    onSuccess: async (session) => {
      // With two-factor on, signing in again needs a code: the login screen asks for it.
      if (!session || !('token' in session)) return endSession('passwordChanged');
      signIn(session);
      await queryClient.invalidateQueries();
      form.reset(EMPTY);
      onChanged();
    },
    onError: (error) => setServerErrors(form, error, saveErrorText(error, t)),
  });

  const submit = form.handleSubmit((values) => {
    if (values.newPassword !== values.repeat)
      return form.setError('repeat', { type: 'mismatch', message: t('settings.mismatch') });
    change.mutate(values);
  });
  return { form, submit, busy: change.isPending };
}
