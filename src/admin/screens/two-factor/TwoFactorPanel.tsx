// Settings: two-factor sign-in of the signed-in account (docs/API.md,
// 'Two-factor sign-in'): turn it on (QR code, a code, recovery codes shown
// once), make new recovery codes or turn it off (password and a code each).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { disableTwoFactor, getTwoFactor, regenerateRecoveryCodes } from '../../api/security.ts';
import Modal from '../../components/Modal.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { buttonPrimary, buttonSecondary, card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import OwnerCheck from './OwnerCheck.tsx';
import RecoveryCodes from './RecoveryCodes.tsx';
import TwoFactorSetup from './TwoFactorSetup.tsx';

type Step = 'setup' | 'disable' | 'regenerate' | { codes: string[] } | null;

export const twoFactorKey = ['two-factor'] as const;

export default function TwoFactorPanel() {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: ({ signal }) => getTwoFactor(signal) });
  const [step, setStep] = useState<Step>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
  const disable = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => disableTwoFactor(password, code),
    onSuccess: () => {
      setStep(null);
      toast.success(t('twoFactor.turnedOff'));
      void refresh();
    },
  });
  const regenerate = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => regenerateRecoveryCodes(password, code),
    onSuccess: (codes) => {
      setStep({ codes });
      void refresh();
    },
  });
  const close = () => {
    setStep(null);
    disable.reset();
    regenerate.reset();
    void refresh();
  };

  const title =
    step === 'setup'
      ? t('twoFactor.setupTitle')
      : step === 'disable'
        ? t('twoFactor.turnOff')
        : step === 'regenerate'
          ? t('twoFactor.newCodes')
          : t('twoFactor.codesTitle');

  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="settings-two-factor">
      <h2 id="settings-two-factor" className="text-h4 font-semibold text-ink">
        {t('twoFactor.title')}
      </h2>
      <p className="mt-1 mb-4 text-small text-muted">{t('twoFactor.intro')}</p>
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data.enabled ? (
        <>
          <p className="flex items-center gap-2 text-small text-ink" data-testid="two-factor-status">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
            {t('twoFactor.onSince', { time: formatDateTime(status.data.enabledAt ?? '', locale) })}
          </p>
          <p className="mt-1 text-small text-muted">{t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={buttonSecondary} onClick={() => setStep('regenerate')}>
              {t('twoFactor.newCodes')}
            </button>
            {!status.data.required && (
              <button type="button" className={buttonSecondary} onClick={() => setStep('disable')}>
                {t('twoFactor.turnOff')}
              </button>
            )}
          </div>
          {status.data.required && <p className="mt-2 text-xs text-muted">{t('twoFactor.requiredHint')}</p>}
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 text-small text-ink" data-testid="two-factor-status">
            <ShieldOff aria-hidden="true" className="size-4 text-muted" />
            {t('twoFactor.off')}
          </p>
          <button type="button" className={`${buttonPrimary} mt-4`} onClick={() => setStep('setup')}>
            {t('twoFactor.turnOn')}
          </button>
        </>
      )}

      <Modal open={step !== null} title={title} onClose={close}>
        {step === 'setup' && <TwoFactorSetup onEnabled={(codes) => setStep({ codes })} onCancel={close} />}
        {step === 'disable' && (
          <OwnerCheck
            submitLabel={t('twoFactor.turnOff')}
            busy={disable.isPending}
            error={disable.error}
            onSubmit={(password, code) => disable.mutate({ password, code })}
            onCancel={close}
          />
        )}
        {step === 'regenerate' && (
          <OwnerCheck
            submitLabel={t('twoFactor.newCodes')}
            busy={regenerate.isPending}
            error={regenerate.error}
            onSubmit={(password, code) => regenerate.mutate({ password, code })}
            onCancel={close}
          />
        )}
        {typeof step === 'object' && step !== null && <RecoveryCodes codes={step.codes} onDone={close} />}
      </Modal>
    </section>
  );
}
