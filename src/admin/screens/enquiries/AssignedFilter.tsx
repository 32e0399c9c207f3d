import { ENQUIRY_ASSIGNED_FILTERS, type EnquiryAssignedFilter } from '~/shared/constants';
import { selectCompact } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';

interface Props {
  current: string | undefined;
  onChange: (assigned: EnquiryAssignedFilter | undefined) => void;
}

/** Anyone / assigned to me / unassigned. */
export default function AssignedFilter({ current, onChange }: Props) {
  const { t } = useT();
  return (
    <select
      aria-label={t('contact.assignedFilter')}
      className={`${selectCompact} border-line bg-white py-2`}
      value={current ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as EnquiryAssignedFilter | undefined)}
    >
      <option value="">{t('contact.assigned.any')}</option>
      {ENQUIRY_ASSIGNED_FILTERS.map((value) => (
        <option key={value} value={value}>
          {t(`contact.assigned.${value}`)}
        </option>
      ))}
    </select>
  );
}
