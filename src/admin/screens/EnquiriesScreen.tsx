// The enquiry inbox: status filter with counts (spam only on request),
// assignment filter, search, paging (all in the URL), a status dropdown per
// message, and the CSV export of exactly what the list shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { ENQUIRY_ASSIGNED_FILTERS, ENQUIRY_STATUSES, type EnquiryAssignedFilter, type EnquiryStatus } from '~/shared/constants';
import { exportEnquiries, updateEnquiryStatus } from '../api/endpoints.ts';
import { queryKeys, useEnquiryList } from '../api/queries.ts';
import PageHeader from '../components/PageHeader.tsx';
import Pagination from '../components/Pagination.tsx';
import SearchBox from '../components/SearchBox.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { buttonSecondary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { saveFile } from '../lib/download.ts';
import { errorText } from '../lib/errors.ts';
import { PAGE_SIZE, useListParams, usePageInRange } from '~/admin/lib/use-list-params';
import { RETRY_IDEMPOTENT_WRITE } from '../query-client.ts';
import EnquiryTable from './enquiries/EnquiryTable.tsx';
import AssignedFilter from './enquiries/AssignedFilter.tsx';
import StatusFilter from './enquiries/StatusFilter.tsx';

export default function EnquiriesScreen() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const params = useListParams({ status: ENQUIRY_STATUSES, assigned: ENQUIRY_ASSIGNED_FILTERS });
  const { q, page, values, update } = params;
  const filter = {
    q: q || undefined,
    status: values.status as EnquiryStatus | undefined,
    assigned: values.assigned as EnquiryAssignedFilter | undefined,
  };
  const list = useEnquiryList({
    ...filter,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  usePageInRange(params, list.isPlaceholderData ? undefined : list.data?.total, PAGE_SIZE);

  const statusChange = useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) => updateEnquiryStatus(id, status),
    // The same status again changes nothing and adds no history entry.
    ...RETRY_IDEMPOTENT_WRITE,
    onSuccess: () => toast.success(t('contact.updated')),
    onError: (error) => toast.error(errorText(error, t)),
    // Spec: the list reloads after each change (counts and filters included).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
  });
  const download = useMutation({
    mutationFn: exportEnquiries,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) => toast.error(errorText(error, t)),
  });

  return (
    <>
      <PageHeader title={t('contact.title')}>
        <button type="button" className={buttonSecondary} onClick={() => download.mutate(filter)} disabled={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? t('contact.exporting') : t('contact.export')}
        </button>
      </PageHeader>
      <div className={`${card} p-4 sm:p-6`}>
        <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center">
          <StatusFilter current={values.status} counts={list.data?.counts} onChange={(status) => update({ status })} />
          <AssignedFilter current={values.assigned} onChange={(assigned) => update({ assigned })} />
          <SearchBox
            value={q}
            placeholder={t('contact.searchPlaceholder')}
            label={t('contact.searchLabel')}
            onSearch={(text) => update({ q: text })}
          />
        </div>
        {list.isPending ? (
          <LoadingState label={t('contact.loading')} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState label={t('contact.empty')} />
        ) : (
          <>
            <EnquiryTable
              items={list.data.items}
              updatingId={statusChange.isPending ? statusChange.variables?.id : undefined}
              pendingStatus={statusChange.variables?.status}
              onStatus={(id, status) => statusChange.mutate({ id, status })}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} />
          </>
        )}
      </div>
    </>
  );
}
