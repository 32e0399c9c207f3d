// Recovery codes, shown once after they are made: each signs in once when the
// phone is lost. Copying them is the admin's only chance; the server keeps hashes.
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { buttonPrimary, buttonSecondary } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';

export default function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoFactor.codesCopied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-small text-amber-900">
        {t('twoFactor.codesOnce')}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-small text-ink" aria-label={t('twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface px-2 py-1.5 text-center" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('twoFactor.copyCodes')}
        </button>
        <button type="button" className={buttonPrimary} onClick={onDone}>
          {t('twoFactor.codesSaved')}
        </button>
      </div>
    </div>
  );
}
