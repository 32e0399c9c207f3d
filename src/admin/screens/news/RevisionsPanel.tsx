// Earlier versions of an article (GET /api/admin/news/{id}/revisions): who saved
// each and when, what differs from the text in the form, and a restore that
// saves it again as the newest version (itself undoable: the version it
// replaces becomes a revision in turn).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { NewsRevision } from '~/shared/news';
import { listRevisions, restoreRevision } from '~/admin/api/endpoints';
import { queryKeys } from '~/admin/api/queries';
import ConfirmDialog from '~/admin/components/ConfirmDialog';
import { ErrorState, LoadingState } from '~/admin/components/States';
import { buttonSecondary, card } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { errorText } from '~/admin/lib/errors';
import { formatDateTime } from '~/admin/lib/format';
import { textsOf } from './ConflictPanel.tsx';
import TextDiff, { type ComparedTexts } from './TextDiff.tsx';

interface Props {
  id: string;
  /** The texts in the form now, to compare a revision with. */
  current: () => ComparedTexts;
  /** Before a restore: the form's unsaved changes would be replaced. */
  dirty: boolean;
  /** After a restore, before the restored version opens: unsaved changes are gone by choice. */
  onRestored: () => void;
}

export default function RevisionsPanel({ id, current, dirty, onRestored }: Props) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [comparing, setComparing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<NewsRevision | null>(null);
  const revisions = useQuery({
    queryKey: [...queryKeys.newsItem(id), 'revisions'],
    queryFn: ({ signal }) => listRevisions(id, signal),
    enabled: open,
  });
  const restore = useMutation({
    mutationFn: (revision: NewsRevision) => restoreRevision(id, revision.id),
    onSuccess: async (item) => {
      setRestoring(null);
      toast.success(t('revisions.restored'));
      onRestored();
      // The editor is keyed by version: the restored one opens with its own values.
      queryClient.setQueryData(queryKeys.newsItem(id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.news });
    },
    onError: (error) => toast.error(errorText(error, t)),
  });

  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="news-revisions-title">
      <button
        type="button"
        className="flex w-full items-center gap-2 text-left"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <History aria-hidden="true" className="size-4 text-muted" />
        <h2 id="news-revisions-title" className="text-h4 font-semibold text-ink">
          {t('revisions.title')}
        </h2>
        {/* Closed until asked for (the list is fetched then): the chevron says it opens. */}
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open &&
        (revisions.isPending ? (
          <LoadingState />
        ) : revisions.error ? (
          <ErrorState error={revisions.error} onRetry={() => void revisions.refetch()} />
        ) : revisions.data.length === 0 ? (
          <p className="mt-3 text-small text-muted">{t('revisions.none')}</p>
        ) : (
          <ol className="mt-3 divide-y divide-line" data-testid="revisions">
            {revisions.data.map((revision) => (
              <li key={revision.id} className="py-3">
                <p className="text-small text-ink">
                  {t('revisions.savedBy', { name: revision.savedBy, time: formatDateTime(revision.savedAt, locale) })}
                </p>
                <p className="truncate text-xs text-muted">{revision.item.title}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonSecondary}
                    aria-expanded={comparing === revision.id}
                    onClick={() => setComparing(comparing === revision.id ? null : revision.id)}
                  >
                    {t('revisions.compare')}
                  </button>
                  <button type="button" className={buttonSecondary} onClick={() => setRestoring(revision)}>
                    {t('revisions.restore')}
                  </button>
                </div>
                {comparing === revision.id && (
                  <div className="mt-3 rounded-lg border border-line p-3">
                    <p className="mb-2 text-xs text-muted">{t('revisions.compareHint')}</p>
                    <TextDiff before={textsOf(revision.item)} after={current()} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        ))}
      <ConfirmDialog
        open={restoring !== null}
        title={t('revisions.restoreTitle')}
        message={t(dirty ? 'revisions.restoreDirty' : 'revisions.restoreConfirm', {
          time: restoring ? formatDateTime(restoring.savedAt, locale) : '',
        })}
        confirmLabel={t('revisions.restore')}
        cancelLabel={t('common.cancel')}
        busy={restore.isPending}
        onConfirm={() => restoring && restore.mutate(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
