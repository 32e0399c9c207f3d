import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateEnquiry } from '../../api/endpoints.ts';
import { queryKeys, useStaffNames } from '../../api/queries.ts';
import { card, selectCompact } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { RETRY_IDEMPOTENT_WRITE } from '../../query-client.ts';

/** Who handles the enquiry: any enabled staff account, or nobody; saved when chosen, recorded in the history. */
export default function AssigneeControl({ id, assignee }: { id: string; assignee: string }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const staff = useStaffNames();
  const change = useMutation({
    mutationFn: (next: string) => updateEnquiry(id, { assignee: next }),
    ...RETRY_IDEMPOTENT_WRITE,
    onSuccess: () => toast.success(t('triage.assigneeSaved')),
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
  });
  const value = change.isPending ? change.variables : assignee;
  // A disabled account stays listed while it is the assignee, so the control shows the truth.
  const options = (staff.data ?? []).filter((account) => !account.disabled || account.username === assignee);
  return (
    <section className={`${card} p-4 sm:p-5`}>
      <label htmlFor="enquiry-assignee" className="mb-3 block text-h4 font-semibold text-ink">
        {t('contact.assignee')}
      </label>
      <select
        id="enquiry-assignee"
        className={`${selectCompact} w-full border-line bg-white py-2`}
        value={value}
        disabled={change.isPending || !staff.data}
        onChange={(event) => change.mutate(event.target.value)}
      >
        <option value="">{t('triage.nobody')}</option>
        {options.map((account) => (
          <option key={account.username} value={account.username}>
            {account.name || account.username}
          </option>
        ))}
        {assignee && !staff.data && <option value={assignee}>{assignee}</option>}
      </select>
      <p role="status" className="pt-1.5 text-xs text-muted">
        {change.isPending ? t('contact.updating') : ''}
      </p>
    </section>
  );
}
