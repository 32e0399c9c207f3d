// Rename an account or change its role. An admin's own role is locked here;
// should the server still refuse (400), its message shows beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import type { AdminUser, StaffRole } from '~/shared/auth';
import { AdminApiError } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';
import { updateUser, type StaffChange } from '../../api/staff.ts';
import Field from '../../components/Field.tsx';
import { buttonPrimary, buttonSecondary, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { saveErrorText } from '../../lib/errors.ts';
import RoleChoice from './RoleChoice.tsx';

type Errors = Partial<Record<'name' | 'role', string>>;

interface Props {
  user: AdminUser;
  self: boolean;
  onDone: () => void;
}

export default function EditUserForm({ user, self, onDone }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  // Only what changed is sent, so a rename never touches the role.
  const change: StaffChange = {
    ...(name.trim() !== user.name ? { name: name.trim() } : {}),
    ...(role !== user.role ? { role } : {}),
  };
  const changed = Object.keys(change).length > 0;

  const save = useMutation({
    mutationFn: () => updateUser(user.username, change),
    onSuccess: () => {
      toast.success(t('users.updated'));
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof AdminApiError ? (error.fields as Errors) : {};
      setErrors(fields);
      setFormError(fields.name || fields.role ? '' : saveErrorText(error, t));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (changed) save.mutate();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-small text-ink-soft">
        {t('users.username')}: <span className="font-mono font-medium text-ink">{user.username}</span>
      </p>
      <Field id="edit-user-name" label={t('users.name')} hint={t('users.nameHint')} error={errors.name} required>
        {(control) => (
          <input
            {...control}
            className={inputBase}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((old) => ({ ...old, name: undefined }));
            }}
            maxLength={100}
            aria-required
          />
        )}
      </Field>
      <RoleChoice
        value={role}
        onChange={(next) => {
          setRole(next);
          setErrors((old) => ({ ...old, role: undefined }));
        }}
        lockedReason={self ? t('users.ownRoleLocked') : undefined}
        error={errors.role}
      />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
          {formError}
        </p>
      )}
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
