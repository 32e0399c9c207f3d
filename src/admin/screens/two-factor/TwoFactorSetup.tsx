// Turning two-factor on: the QR code (drawn by the server as a PNG data URL,
// shown as an image, never as markup) and the secret as text for typing in,
// then a current code from the app confirms it and the recovery codes follow.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AdminApiError } from '../../api/client.ts';
import { enableTwoFactor, startTwoFactorSetup } from '../../api/security.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import TextField from '../../components/TextField.tsx';
import { buttonPrimary, buttonSecondary } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';

interface Props {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

export default function TwoFactorSetup({ onEnabled, onCancel }: Props) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  // A new secret each time the set-up opens; never cached.
  const setup = useQuery({ queryKey: ['two-factor-setup'], queryFn: startTwoFactorSetup, gcTime: 0, staleTime: Infinity });
  const enable = useMutation({
    mutationFn: () => enableTwoFactor(code.trim()),
    onSuccess: onEnabled,
    onError: (failure) =>
      setError(failure instanceof AdminApiError && failure.fields.code ? failure.fields.code : errorText(failure, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') enable.mutate();
  };

  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-small text-ink-soft">
        <li>{t('twoFactor.stepApp')}</li>
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={setup.data.qrCode}
          alt={t('twoFactor.qrAlt')}
          width={216}
          height={216}
          className="size-54 shrink-0 rounded border border-line bg-white"
          data-testid="two-factor-qr"
        />
        <div className="min-w-0 text-small">
          <p className="text-muted">{t('twoFactor.secretLabel')}</p>
          <p className="mt-1 font-mono break-all text-ink select-all" data-testid="two-factor-secret">
            {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
        </div>
      </div>
      <TextField
        label={t('twoFactor.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError('');
        }}
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={32}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className={buttonPrimary} disabled={code.trim() === '' || enable.isPending}>
          {t('twoFactor.confirm')}
        </button>
      </div>
    </form>
  );
}
