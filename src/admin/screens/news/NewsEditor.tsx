// The news form: fields on the left, a live preview on the right. The shared
// schema checks the article before it is sent; the server's field messages
// appear beside their fields the same way and the form stays. Only a
// successful save returns to the list. Unsaved changes are guarded against.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { newsInputSchema } from '~/shared/news';
import type { AdminNewsItem } from '~/shared/site-publishing';
import { createNews, updateNews, type NewsDraft } from '~/admin/api/endpoints';
import { queryKeys } from '~/admin/api/queries';
import PageHeader from '~/admin/components/PageHeader';
import SiteStateLabel from '~/admin/components/SiteStateLabel';
import { buttonPrimary, buttonSecondary, card } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import { setServerErrors } from '~/admin/forms/server-errors';
import UnsavedChangesGuard from '~/admin/forms/UnsavedChangesGuard';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import { RETRY_IDEMPOTENT_WRITE } from '~/admin/query-client';
import ArticlePreview from './ArticlePreview.tsx';
import EnglishFields from './EnglishFields.tsx';
import MainFields from './MainFields.tsx';
import PublishFields from './PublishFields.tsx';
import { draftOf, EMPTY_VALUES, valuesOf, type NewsFormValues } from './news-form-values.ts';

export default function NewsEditor({ original }: { original?: AdminNewsItem }) {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useRef(false);
  const form = useAdminForm<NewsFormValues>({
    schema: newsInputSchema,
    defaultValues: original ? valuesOf(original) : EMPTY_VALUES,
    // The schema checks the body as sent: the typed local time becomes an instant first.
    toInput: (values) => draftOf(values, original),
  });
  const { control } = form;

  const save = useMutation({
    mutationFn: (body: NewsDraft) => (original ? updateNews(original.id, body) : createNews(body)),
    // An update repeated lands the same article again; a create repeated could make two.
    ...(original ? RETRY_IDEMPOTENT_WRITE : {}),
    onSuccess: async (item) => {
      saved.current = true;
      queryClient.setQueryData(queryKeys.newsItem(item.id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.news });
      toast.success(t(original ? 'form.updated' : 'form.created'));
      navigate('/news');
    },
    onError: (error) => setServerErrors(form, error, saveErrorText(error, t)),
  });

  const title = original ? t('form.editTitle') : t('form.createTitle');
  return (
    <>
      <PageHeader title={title} />
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(draftOf(values, original)))}
        noValidate
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <section className={`${card} flex flex-col gap-5 p-4 sm:p-6`}>
            <MainFields control={control} setValue={form.setValue} />
          </section>
          <section className={`${card} p-4 sm:p-6`}>
            <EnglishFields control={control} />
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <section className={`${card} flex flex-col gap-5 p-4 sm:p-6`}>
            {/* As saved: whether visitors of the pre-rendered site see this article's last save yet. */}
            {original && (original.siteState === 'on-site' || original.siteState === 'updating') && (
              <p className="-mb-2">
                <SiteStateLabel state={original.siteState} />
              </p>
            )}
            <PublishFields control={control} />
            <FormError control={control} summary={t('form.invalid')} />
            <div className="flex gap-2">
              <button type="submit" className={`${buttonPrimary} flex-1`} disabled={save.isPending}>
                {save.isPending ? t('form.saving') : original ? t('form.update') : t('form.create')}
              </button>
              <button type="button" className={buttonSecondary} onClick={() => navigate('/news')}>
                {t('common.cancel')}
              </button>
            </div>
          </section>
          <ArticlePreview control={control} />
        </div>
      </form>
      <UnsavedChangesGuard dirty={form.formState.isDirty} bypass={saved} />
    </>
  );
}
