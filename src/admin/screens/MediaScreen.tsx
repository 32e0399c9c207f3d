// /admin/media: the media library (docs/API.md, 'Media library').
import { useState } from 'react';
import ConfirmDialog from '../components/ConfirmDialog.tsx';
import PageHeader from '../components/PageHeader.tsx';
import Pagination from '../components/Pagination.tsx';
import SearchBox from '../components/SearchBox.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { useT } from '../i18n/index.ts';
import MediaCard from '../media/MediaCard.tsx';
import MediaUploader from '../media/MediaUploader.tsx';
import { useMediaDelete, useMediaList } from '../media/use-media.ts';
import type { MediaListItem } from '~/shared/media';

const PAGE_SIZE = 24;

export default function MediaScreen() {
  const { t } = useT();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<MediaListItem | null>(null);
  const list = useMediaList({ q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const removal = useMediaDelete();

  return (
    <>
      <PageHeader title={t('media.title')} />
      <p className="mb-4 max-w-prose text-small text-ink-soft">{t('media.intro')}</p>
      <MediaUploader />
      <div className="my-4 flex">
        <SearchBox
          value={q}
          placeholder={t('media.search')}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState label={q ? t('media.noMatch', { q }) : t('media.empty')} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.data.items.map((item) => (
              <MediaCard key={item.id} item={item} onDelete={setDeleting} />
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('media.deleteTitle')}
        message={t('media.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) removal.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
