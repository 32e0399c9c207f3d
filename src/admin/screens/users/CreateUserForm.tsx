// A new account: username, name and role. A taken username (409) shows beside
// its field; on success the temporary password is shown, this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import type { StaffRole } from '~/shared/auth';
import { AdminApiError } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';
import { createUser, type StaffDraft } from '../../api/staff.ts';
import Field from '../../components/Field.tsx';
import { buttonPrimary, buttonSecondary, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { saveErrorText } from '../../lib/errors.ts';
import RoleChoice from './RoleChoice.tsx';

type Errors = Partial<Record<keyof StaffDraft, string>>;

interface Props {
  onCreated: (username: string, temporaryPassword: string) => void;
  onCancel: () => void;
}

export default function CreateUserForm({ onCreated, onCancel }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<StaffDraft>({ username: '', name: '', role: 'editor' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');

  const create = useMutation({
    mutationFn: createUser,
    onSuccess: ({ user, temporaryPassword }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      onCreated(user.username, temporaryPassword);
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.code === 'CONFLICT') return setErrors({ username: error.message || t('users.taken') });
      const fields = error instanceof AdminApiError ? (error.fields as Errors) : {};
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? '' : saveErrorText(error, t));
    },
  });

  const set = <K extends keyof StaffDraft>(name: K, value: StaffDraft[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
    setFormError('');
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    create.mutate({ ...values, username: values.username.trim(), name: values.name.trim() });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field id="new-user-username" label={t('users.username')} hint={t('users.usernameHint')} error={errors.username} required>
        {(control) => (
          <input
            {...control}
            className={`${inputBase} font-mono`}
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            aria-required
          />
        )}
      </Field>
      <Field id="new-user-name" label={t('users.name')} hint={t('users.nameHint')} error={errors.name} required>
        {(control) => (
          <input {...control} className={inputBase} value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={100} aria-required />
        )}
      </Field>
      <RoleChoice value={values.role} onChange={(role: StaffRole) => set('role', role)} error={errors.role} />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={buttonPrimary} disabled={create.isPending || !values.username.trim() || !values.name.trim()}>
          {create.isPending ? t('users.creating') : t('users.create')}
        </button>
      </div>
    </form>
  );
}
