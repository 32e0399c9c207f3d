// The three states every loaded area can be in besides "here is your data".
import { AlertTriangle, Inbox, Loader2, RotateCw } from 'lucide-react';
import { useT } from '../i18n/index.ts';
import { errorText } from '../lib/errors.ts';
import { buttonSecondary } from './styles.ts';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-small text-muted">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {label ?? t('app.loading')}
    </p>
  );
}

export function EmptyState({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-small text-muted">
      <Inbox aria-hidden="true" className="size-8 text-line" />
      <p>{label ?? t('common.empty')}</p>
    </div>
  );
}

/** A failed load: what went wrong and a retry button, never a silently empty table. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-medium text-ink">{t('common.loadFailed')}</p>
      <p className="text-small text-muted">{errorText(error, t)}</p>
      <button type="button" className={buttonSecondary} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('common.retry')}
      </button>
    </div>
  );
}
