// The article list: search, category and status filters and the page live in
// the URL; each row edits or (after a confirmation dialog) deletes its article.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { NEWS_CATEGORIES, NEWS_STATUS_FILTERS, type NewsCategory, type NewsStatusFilter } from '~/shared/constants';
import type { AdminNewsItem } from '~/shared/site-publishing';
import { deleteNews } from '../api/endpoints.ts';
import { queryKeys, useNewsList } from '../api/queries.ts';
import ConfirmDialog from '../components/ConfirmDialog.tsx';
import PageHeader from '../components/PageHeader.tsx';
import Pagination from '../components/Pagination.tsx';
import SearchBox from '../components/SearchBox.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { buttonPrimary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { articleTitle } from '../lib/labels.ts';
import { errorText } from '../lib/errors.ts';
import { PAGE_SIZE, useListParams, usePageInRange } from '~/admin/lib/use-list-params';
import NewsFilters from './news/NewsFilters.tsx';
import NewsTable from './news/NewsTable.tsx';

export default function NewsListScreen() {
  const { t, locale } = useT();
  const params = useListParams({ category: NEWS_CATEGORIES, status: NEWS_STATUS_FILTERS });
  const { q, page, values, update } = params;
  const query = {
    q: q || undefined,
    category: values.category as NewsCategory | undefined,
    status: values.status as NewsStatusFilter | undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const list = useNewsList(query);
  // Also covers deleting the last article of the last page.
  usePageInRange(params, list.isPlaceholderData ? undefined : list.data?.total, PAGE_SIZE);
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<AdminNewsItem | null>(null);
  const removal = useMutation({
    mutationFn: (id: string) => deleteNews(id),
    onSuccess: () => {
      toast.success(t('news.deleted'));
      setDoomed(null);
    },
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.news }),
  });

  return (
    <>
      <PageHeader title={t('news.title')}>
        <Link to="/news/create" className={buttonPrimary}>
          <Plus aria-hidden="true" className="size-4" />
          {t('news.add')}
        </Link>
      </PageHeader>
      <div className={`${card} p-4 sm:p-6`}>
        <div className="mb-4 flex flex-col gap-3 lg:flex-row">
          <SearchBox value={q} placeholder={t('news.searchPlaceholder')} onSearch={(text) => update({ q: text })} />
          <NewsFilters category={values.category} status={values.status} onChange={update} />
        </div>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <NewsTable items={list.data.items} onDelete={setDoomed} />
            <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(next) => update({ page: next })} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={t('news.deleteTitle')}
        message={t('news.deleteConfirm', { title: doomed ? articleTitle(doomed, locale) : '' })}
        confirmLabel={removal.isPending ? t('news.deleting') : t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={removal.isPending}
        onConfirm={() => doomed && removal.mutate(doomed.id)}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
