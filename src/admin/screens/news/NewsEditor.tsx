// The news form: fields on the left, the buttons and a live preview on the
// right. The shared schema checks the article before it is sent; the server's
// field messages appear beside their fields the same way and the form stays.
// Only a successful save returns to the list. Unsaved changes are guarded
// against. An update names the version it started from: when someone saved
// meanwhile the server answers 409 and ConflictPanel offers the way on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { NewsStatus } from '~/shared/constants';
import { newsInputSchema } from '~/shared/news';
import type { AdminNewsItem } from '~/shared/site-publishing';
import { AdminApiError } from '~/admin/api/client';
import { createNews, getNews, updateNews, type NewsDraft } from '~/admin/api/endpoints';
import { queryKeys } from '~/admin/api/queries';
import PageHeader from '~/admin/components/PageHeader';
import SiteStateLabel from '~/admin/components/SiteStateLabel';
import { card } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import { setServerErrors } from '~/admin/forms/server-errors';
import UnsavedChangesGuard from '~/admin/forms/UnsavedChangesGuard';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import ArticlePreview from './ArticlePreview.tsx';
import ConflictPanel, { textsOf } from './ConflictPanel.tsx';
import EnglishFields from './EnglishFields.tsx';
import MainFields from './MainFields.tsx';
import { useImagePicker } from './use-image-picker.tsx';
import PublishActions from './PublishActions.tsx';
import PublishFields from './PublishFields.tsx';
import RevisionsPanel from './RevisionsPanel.tsx';
import AutosaveOffer from './AutosaveOffer.tsx';
import { useAutosave } from './use-autosave.ts';
import { draftOf, EMPTY_VALUES, valuesOf, type NewsFormValues } from './news-form-values.ts';

interface Conflict {
  message: string;
  current?: AdminNewsItem;
  status: NewsStatus;
}

interface Props {
  original?: AdminNewsItem;
}

export default function NewsEditor({ original }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useRef(false);
  // The version this edit started from; 'save mine' moves it to the newer one on purpose.
  const base = useRef(original?.updatedAt ?? '');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useAdminForm<NewsFormValues>({
    schema: newsInputSchema,
    defaultValues: original ? valuesOf(original) : EMPTY_VALUES,
    // The schema checks the body as sent: the typed Beijing time becomes an instant first.
    toInput: (values) => draftOf(values, original),
  });
  const { control } = form;
  const autosave = useAutosave(form, original?.id, original?.updatedAt ?? '');
  // The toolbars' image button opens the media library.
  const [pickImage, imagePicker] = useImagePicker();

  const save = useMutation({
    // No automatic retry: a save that landed but whose answer was lost would come back as a conflict with itself.
    mutationFn: (body: NewsDraft) => (original ? updateNews(original.id, body, base.current) : createNews(body)),
    onSuccess: async (item) => {
      saved.current = true;
      autosave.discard();
      queryClient.setQueryData(queryKeys.newsItem(item.id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.news });
      toast.success(t(original ? 'form.updated' : 'form.created'));
      navigate('/news');
    },
    onError: (error, body) => {
      if (original && error instanceof AdminApiError && error.code === 'CONFLICT') {
        setConflict({ message: error.message, status: body.status });
        void getNews(original.id).then(
          (current) => setConflict((open) => open && { ...open, current }),
          (failure: unknown) => toast.error(saveErrorText(failure, t)),
        );
        return;
      }
      setServerErrors(form, error, saveErrorText(error, t));
    },
  });

  const submit = (status: NewsStatus) => {
    form.setValue('status', status);
    void form.handleSubmit((values) => save.mutate(draftOf(values, original)))();
  };

  const reload = (current: AdminNewsItem) => {
    // NewsFormScreen keys the editor by version: the newer one opens with its own values.
    saved.current = true;
    autosave.discard();
    queryClient.setQueryData(queryKeys.newsItem(current.id), current);
  };

  const keepMine = (current: AdminNewsItem, status: NewsStatus) => {
    base.current = current.updatedAt;
    setConflict(null);
    submit(status);
  };

  const title = original ? t('form.editTitle') : t('form.createTitle');
  return (
    <>
      <PageHeader title={title} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(original?.status ?? 'draft');
        }}
        noValidate
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          {autosave.offer && (
            <AutosaveOffer
              savedAt={autosave.offer.savedAt}
              onRestore={() => {
                // A restore saves over the version the typing started from, or answers 409.
                const from = autosave.restore();
                if (original && from) base.current = from;
              }}
              onDiscard={autosave.discard}
            />
          )}
          <section className={`${card} flex flex-col gap-5 p-4 sm:p-6`}>
            <MainFields control={control} setValue={form.setValue} onPickImage={pickImage} />
          </section>
          <section className={`${card} p-4 sm:p-6`}>
            <EnglishFields control={control} onPickImage={pickImage} />
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
            {conflict && (
              <ConflictPanel
                message={conflict.message}
                current={conflict.current}
                typed={textsOf(form.getValues())}
                onReload={() => conflict.current && reload(conflict.current)}
                onKeepMine={() => conflict.current && keepMine(conflict.current, conflict.status)}
              />
            )}
            <PublishActions
              control={control}
              original={original}
              saving={save.isPending}
              onSave={submit}
              onCancel={() => navigate('/news')}
            />
          </section>
        </div>
        {/* Full width below the fields, so the desktop preview has the room a reader's screen has. */}
        <div className="min-w-0 xl:col-span-2">
          <ArticlePreview control={control} />
        </div>
        {original && (
          <div className="min-w-0 xl:col-span-2">
            <RevisionsPanel
              id={original.id}
              current={() => textsOf(form.getValues())}
              dirty={form.formState.isDirty}
              onRestored={autosave.discard}
            />
          </div>
        )}
      </form>
      {imagePicker}
      <UnsavedChangesGuard dirty={form.formState.isDirty} bypass={saved} />
    </>
  );
}
