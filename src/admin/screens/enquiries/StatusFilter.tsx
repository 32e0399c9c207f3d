import type { EnquiryCounts } from '~/shared/enquiry';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '~/shared/constants';
import { useT } from '../../i18n/index.ts';
import { enquiryStatusLabel } from '../../lib/labels.ts';

interface Props {
  current: string | undefined;
  counts: EnquiryCounts | undefined;
  onChange: (status: EnquiryStatus | undefined) => void;
}

/** All but spam / 未处理 / 处理中 / 已处理 / 垃圾, each with its count (meta.counts). */
export default function StatusFilter({ current, counts, onChange }: Props) {
  const { t } = useT();
  const kept = ENQUIRY_STATUSES.filter((status) => status !== '垃圾');
  const total = counts ? kept.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options: { value: EnquiryStatus | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: t('contact.allButSpam'), count: total },
    ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: enquiryStatusLabel(status, t), count: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label={t('contact.filterLabel')} className="flex flex-wrap gap-1 rounded-lg bg-surface p-1">
      {options.map(({ value, label, count }) => {
        const active = current === value;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(value)}
            className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-small font-medium transition-colors ${
              active ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-soft hover:text-ink'
            }`}
          >
            {label}
            {count !== undefined && (
              <span
                className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-brand-50 text-brand-800' : 'bg-white text-muted'}`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
