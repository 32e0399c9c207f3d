// The password and a current code (or a recovery code), asked before turning
// two-factor off or making new recovery codes; the server's field messages show beside each field.
import { type FormEvent, useState } from 'react';
import { AdminApiError } from '../../api/client.ts';
import TextField from '../../components/TextField.tsx';
import { buttonPrimary, buttonSecondary } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';

interface Props {
  submitLabel: string;
  busy: boolean;
  /** The failure of the last try, if any. */
  error: unknown;
  onSubmit: (password: string, code: string) => void;
  onCancel: () => void;
}

export default function OwnerCheck({ submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const fields = !edited.size && error instanceof AdminApiError ? error.fields : {};
  const general = error && !edited.size && Object.keys(fields).length === 0 ? errorText(error, t) : '';
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setEdited(new Set([...edited, field]));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(new Set());
    onSubmit(password, code.trim());
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={edit('password', setPassword)}
        error={fields.password}
      />
      <TextField
        label={t('twoFactor.currentCode')}
        autoComplete="one-time-code"
        value={code}
        onChange={edit('code', setCode)}
        error={fields.code}
        maxLength={32}
      />
      {general && (
        <p role="alert" className="text-small text-red-700">
          {general}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={buttonPrimary} disabled={busy || password === '' || code.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
