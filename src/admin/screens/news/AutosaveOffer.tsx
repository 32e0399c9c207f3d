// Offers back what was typed but not saved (use-autosave.ts).
import { buttonPrimary, buttonSecondary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { formatDateTime } from '~/admin/lib/format';

interface Props {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

export default function AutosaveOffer({ savedAt, onRestore, onDiscard }: Props) {
  const { t, locale } = useT();
  return (
    <section
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-small text-sky-950"
      data-testid="autosave-offer"
    >
      <p className="min-w-0 flex-1">{t('autosave.found', { time: formatDateTime(savedAt, locale) })}</p>
      <button type="button" className={buttonPrimary} onClick={onRestore}>
        {t('autosave.restore')}
      </button>
      <button type="button" className={buttonSecondary} onClick={onDiscard}>
        {t('autosave.discard')}
      </button>
    </section>
  );
}
