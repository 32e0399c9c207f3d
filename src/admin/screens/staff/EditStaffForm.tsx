// Rename an account or change its role. An admin's own role is locked here;
// should the server still refuse (400), its message shows beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { staffUpdateSchema, type StaffAccount } from '~/shared/auth';
import { STAFF_NAME_MAX } from '~/shared/constants';
import { queryKeys } from '~/admin/api/queries';
import { updateStaffAccount, type StaffChange } from '~/admin/api/staff';
import { buttonPrimary, buttonSecondary, inputBase } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import FormField from '~/admin/forms/FormField';
import { setServerErrors } from '~/admin/forms/server-errors';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import RoleChoice from './RoleChoice.tsx';

type AccountValues = Pick<StaffAccount, 'name' | 'role'>;

/** Only what changed is sent, so a rename never touches the role. */
function changeOf(user: StaffAccount, { name, role }: AccountValues): StaffChange {
  return {
    ...(name.trim() !== user.name ? { name: name.trim() } : {}),
    ...(role !== user.role ? { role } : {}),
  };
}

interface Props {
  user: StaffAccount;
  self: boolean;
  onDone: () => void;
}

export default function EditStaffForm({ user, self, onDone }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useAdminForm<AccountValues>({ schema: staffUpdateSchema, defaultValues: { name: user.name, role: user.role } });
  const { control } = form;
  const [name, role] = useWatch({ control, name: ['name', 'role'] });
  const changed = Object.keys(changeOf(user, { name, role })).length > 0;

  const save = useMutation({
    mutationFn: (change: StaffChange) => updateStaffAccount(user.username, change),
    onSuccess: () => {
      toast.success(t('users.updated'));
      onDone();
    },
    onError: (error) => setServerErrors(form, error, saveErrorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (changed) save.mutate(changeOf(user, values));
      })}
      noValidate
    >
      <p className="text-small text-ink-soft">
        {t('common.labelled', { label: t('users.username'), value: '' })}
        <span className="font-mono font-medium text-ink">{user.username}</span>
      </p>
      <FormField control={control} name="name" id="edit-user-name" label={t('users.name')} hint={t('users.nameHint')} required>
        {(field) => <input {...field} className={inputBase} maxLength={STAFF_NAME_MAX} aria-required />}
      </FormField>
      <RoleChoice control={control} name="role" lockedReason={self ? t('users.ownRoleLocked') : undefined} />
      <FormError control={control} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" className={buttonSecondary} onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={buttonPrimary} disabled={save.isPending || !changed || !name.trim()}>
          {save.isPending ? t('form.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
