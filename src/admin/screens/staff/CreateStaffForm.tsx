// A new account: username, name and role, checked by the shared schema. A
// taken username (409) shows beside its field; on success the temporary
// password is shown, this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { staffCreateSchema } from '~/shared/auth';
import { NEW_USERNAME_MAX, STAFF_NAME_MAX } from '~/shared/constants';
import { AdminApiError } from '~/admin/api/client';
import { queryKeys } from '~/admin/api/queries';
import { createStaffAccount, type StaffDraft } from '~/admin/api/staff';
import { buttonPrimary, buttonSecondary, inputBase } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import FormField from '~/admin/forms/FormField';
import { setServerErrors } from '~/admin/forms/server-errors';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import RoleChoice from './RoleChoice.tsx';

interface Props {
  onCreated: (username: string, temporaryPassword: string) => void;
  onCancel: () => void;
}

export default function CreateStaffForm({ onCreated, onCancel }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useAdminForm<StaffDraft>({ schema: staffCreateSchema, defaultValues: { username: '', name: '', role: 'editor' } });
  const { control } = form;
  const [username, name] = useWatch({ control, name: ['username', 'name'] });

  const create = useMutation({
    mutationFn: createStaffAccount,
    onSuccess: ({ user, temporaryPassword }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      onCreated(user.username, temporaryPassword);
    },
    onError: (error) => {
      // A taken username is a 409 without `fields`, yet it is about the username.
      if (error instanceof AdminApiError && error.code === 'CONFLICT') {
        return form.setError('username', { type: 'server', message: error.message || t('users.taken') }, { shouldFocus: true });
      }
      setServerErrors(form, error, saveErrorText(error, t));
    },
  });

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        create.mutate({ ...values, username: values.username.trim(), name: values.name.trim() }),
      )}
      noValidate
    >
      <FormField
        control={control}
        name="username"
        id="new-user-username"
        label={t('users.username')}
        hint={t('users.usernameHint')}
        required
      >
        {(field) => (
          <input
            {...field}
            className={`${inputBase} font-mono`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={NEW_USERNAME_MAX}
            aria-required
          />
        )}
      </FormField>
      <FormField control={control} name="name" id="new-user-name" label={t('users.name')} hint={t('users.nameHint')} required>
        {(field) => <input {...field} className={inputBase} maxLength={STAFF_NAME_MAX} aria-required />}
      </FormField>
      <RoleChoice control={control} name="role" />
      <FormError control={control} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={buttonPrimary} disabled={create.isPending || !username.trim() || !name.trim()}>
          {create.isPending ? t('users.creating') : t('users.create')}
        </button>
      </div>
    </form>
  );
}
