import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '~/shared/constants';
import { updateEnquiry } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import { card, selectCompact } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { enquiryStatusLabel } from '../../lib/labels.ts';
import { RETRY_IDEMPOTENT_WRITE } from '../../query-client.ts';
import { STATUS_TONE } from './status-tone.ts';

/** The enquiry's status, saved as soon as it is chosen (as in the list); each change enters the history. */
export default function StatusControl({ id, status }: { id: string; status: EnquiryStatus }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: EnquiryStatus) => updateEnquiry(id, { status: next }),
    // The same status again changes nothing and adds no history entry.
    ...RETRY_IDEMPOTENT_WRITE,
    onSuccess: () => toast.success(t('contact.updated')),
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
  });
  return (
    <section className={`${card} p-4 sm:p-5`}>
      <label htmlFor="enquiry-status" className="mb-3 block text-h4 font-semibold text-ink">
        {t('contact.status')}
      </label>
      <select
        id="enquiry-status"
        className={`${selectCompact} w-full py-2 ${STATUS_TONE[change.isPending ? change.variables : status]}`}
        value={change.isPending ? change.variables : status}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as EnquiryStatus)}
      >
        {ENQUIRY_STATUSES.map((option) => (
          <option key={option} value={option}>
            {enquiryStatusLabel(option, t)}
          </option>
        ))}
      </select>
      <p role="status" className="pt-1.5 text-xs text-muted">
        {change.isPending ? t('contact.updating') : ''}
      </p>
    </section>
  );
}
