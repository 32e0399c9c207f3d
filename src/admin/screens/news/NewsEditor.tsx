// The news form: fields on the left, a live preview on the right. The server
// validates; its field messages appear beside their fields and the form stays.
// Only a successful save returns to the list. Unsaved changes are guarded
// against in-app navigation (router blocker) and closing the tab (beforeunload).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { NewsItem } from '~/shared/news';
import { AdminApiError } from '../../api/client.ts';
import { createNews, updateNews } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import PageHeader from '../../components/PageHeader.tsx';
import { buttonPrimary, buttonSecondary, card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { saveErrorText } from '../../lib/errors.ts';
import { RETRY_IDEMPOTENT_WRITE } from '../../query-client.ts';
import ArticlePreview from './ArticlePreview.tsx';
import EnglishFields from './EnglishFields.tsx';
import MainFields from './MainFields.tsx';
import PublishFields from './PublishFields.tsx';
import UnsavedChangesGuard from './UnsavedChangesGuard.tsx';
import { draftOf, EMPTY_VALUES, sameValues, valuesOf, type NewsFormValues } from './news-form-values.ts';

export type FieldErrors = Partial<Record<keyof NewsFormValues, string>>;
export type SetValue = <K extends keyof NewsFormValues>(name: K, value: NewsFormValues[K]) => void;

export default function NewsEditor({ original }: { original?: NewsItem }) {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => (original ? valuesOf(original) : EMPTY_VALUES));
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const saved = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameValues(values, initial);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof draftOf>) => (original ? updateNews(original.id, body) : createNews(body)),
    // An update repeated lands the same article again; a create repeated could make two.
    ...(original ? RETRY_IDEMPOTENT_WRITE : {}),
    onSuccess: async (item) => {
      saved.current = true;
      queryClient.setQueryData(queryKeys.newsItem(item.id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.news });
      toast.success(t(original ? 'form.updated' : 'form.created'));
      navigate('/news');
    },
    onError: (error) => {
      const fields = error instanceof AdminApiError ? (error.fields as FieldErrors) : {};
      setFieldErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? t('form.invalid') : saveErrorText(error, t));
    },
  });

  // Move focus to the first field the server refused, so keyboard and screen-reader users find it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const setValue: SetValue = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setFormError('');
    save.mutate(draftOf(values, original));
  };

  const title = original ? t('form.editTitle') : t('form.createTitle');
  return (
    <>
      <PageHeader title={title} />
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section className={`${card} flex flex-col gap-5 p-4 sm:p-6`}>
            <MainFields values={values} errors={fieldErrors} setValue={setValue} />
          </section>
          <section className={`${card} p-4 sm:p-6`}>
            <EnglishFields values={values} errors={fieldErrors} setValue={setValue} />
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <section className={`${card} flex flex-col gap-5 p-4 sm:p-6`}>
            <PublishFields values={values} errors={fieldErrors} setValue={setValue} />
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-small text-red-800">
                {formError}
              </p>
            )}
            <div className="flex gap-2">
              <button type="submit" className={`${buttonPrimary} flex-1`} disabled={save.isPending}>
                {save.isPending ? t('form.saving') : original ? t('form.update') : t('form.create')}
              </button>
              <button type="button" className={buttonSecondary} onClick={() => navigate('/news')}>
                {t('common.cancel')}
              </button>
            </div>
          </section>
          <ArticlePreview values={values} />
        </div>
      </form>
      <UnsavedChangesGuard when={dirty} bypass={saved} />
    </>
  );
}
