import type { NewsStatusFilter } from '~/shared/news';
import { useT } from '../i18n/index.ts';

const TONES: Record<NewsStatusFilter, string> = {
  published: 'bg-brand-50 text-brand-800 ring-brand-200',
  draft: 'bg-surface text-ink-soft ring-line',
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** Published, draft or scheduled (published with a date still ahead). */
export default function StatusBadge({ status }: { status: NewsStatusFilter }) {
  const { t } = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}
    >
      {t(`news.status.${status}`)}
    </span>
  );
}
