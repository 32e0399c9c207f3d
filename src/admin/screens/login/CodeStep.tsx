// The second step of a sign-in with two-factor on (docs/API.md, 'POST
// /api/admin/login/code'): a code from the authenticator app or a recovery
// code. An expired challenge sends the admin back to the password.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { LoginResult } from '~/shared/auth';
import { AdminApiError } from '~/admin/api/client';
import { loginWithCode } from '~/admin/api/security';
import TextField from '~/admin/components/TextField';
import { buttonGhost, buttonPrimary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { errorText } from '~/admin/lib/errors';

interface Props {
  challenge: string;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the password step, with the reason when the challenge expired. */
  onRestart: (reason?: string) => void;
}

export default function CodeStep({ challenge, onSignedIn, onRestart }: Props) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const check = useMutation({
    mutationFn: () => loginWithCode(challenge, code.trim()),
    onSuccess: onSignedIn,
    onError: (failure) => {
      if (failure instanceof AdminApiError && failure.status === 401) return onRestart(failure.message);
      setError(failure instanceof AdminApiError && failure.fields.code ? failure.fields.code : errorText(failure, t));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') check.mutate();
  };
  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-small text-ink-soft">{t('twoFactor.loginIntro')}</p>
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError('');
        }}
        error={error}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        // The only field of this step, reached by submitting the password.
        autoFocus
        maxLength={32}
      />
      <button type="submit" className={`${buttonPrimary} w-full py-2.5`} disabled={code.trim() === '' || check.isPending}>
        {check.isPending ? t('login.submitting') : t('twoFactor.verify')}
      </button>
      <button type="button" className={buttonGhost} onClick={() => onRestart()}>
        {t('twoFactor.back')}
      </button>
    </form>
  );
}
