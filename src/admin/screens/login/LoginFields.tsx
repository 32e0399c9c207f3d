import { useFormState, type Control } from 'react-hook-form';
import { inputBase } from '~/admin/components/styles';
import FormField, { type FieldControlProps } from '~/admin/forms/FormField';
import PasswordInput from '~/admin/forms/PasswordInput';
import { useT } from '~/admin/i18n';

export interface Credentials {
  username: string;
  password: string;
}

interface Props {
  control: Control<Credentials>;
  /** The form-level error's id: a refused sign-in marks both fields, since either may be wrong. */
  errorId: string;
}

/** Username and password (with a show/hide toggle), both required. */
export default function LoginFields({ control, errorId }: Props) {
  const { t } = useT();
  const refused = useFormState({ control }).errors.root !== undefined;
  const marked = (field: FieldControlProps): FieldControlProps =>
    refused
      ? { ...field, 'aria-invalid': true, 'aria-describedby': [field['aria-describedby'], errorId].filter(Boolean).join(' ') }
      : field;
  return (
    <>
      <FormField control={control} name="username" id="login-username" label={t('login.username')}>
        {(field) => (
          <input
            {...marked(field)}
            className={inputBase}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        )}
      </FormField>
      <FormField control={control} name="password" id="login-password" label={t('login.password')}>
        {(field) => <PasswordInput {...marked(field)} autoComplete="current-password" />}
      </FormField>
    </>
  );
}
