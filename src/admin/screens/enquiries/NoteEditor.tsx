// The internal note: edited freely, saved only with its button (each save
// enters the history); leaving with unsaved text asks first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { enquiryUpdateSchema } from '~/shared/enquiry';
import { ENQUIRY_NOTE_MAX } from '~/shared/constants';
import { updateEnquiry } from '~/admin/api/endpoints';
import { queryKeys } from '~/admin/api/queries';
import { buttonPrimary, card, inputBase } from '~/admin/components/styles';
import FormError from '~/admin/forms/FormError';
import { setServerErrors } from '~/admin/forms/server-errors';
import UnsavedChangesGuard from '~/admin/forms/UnsavedChangesGuard';
import { useAdminForm } from '~/admin/forms/use-admin-form';
import { useT } from '~/admin/i18n';
import { saveErrorText } from '~/admin/lib/errors';
import { RETRY_IDEMPOTENT_WRITE } from '~/admin/query-client';

interface Props {
  id: string;
  saved: string;
  /** Set just before a navigation that must pass (the enquiry was erased). */
  bypass: RefObject<boolean>;
}

export default function NoteEditor({ id, saved, bypass }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useAdminForm<{ note: string }>({
    schema: enquiryUpdateSchema,
    // A newer saved note (another tab's, a reload's) shows as it is, unless the admin is typing one.
    values: { note: saved },
    resetOptions: { keepDirtyValues: true },
  });
  const { control, formState } = form;
  const text = useWatch({ control, name: 'note' });
  // The saved note this edit started from, sent with it: the server refuses (409) to
  // overwrite a note someone else saved meanwhile.
  const base = useRef(saved);
  if (!formState.isDirty) base.current = saved;
  const error = formState.errors.note?.message;

  const save = useMutation({
    mutationFn: (note: string) => updateEnquiry(id, { note, noteBase: base.current }),
    // The same note again changes nothing and adds no history entry.
    ...RETRY_IDEMPOTENT_WRITE,
    onSuccess: async (_, note) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
      form.reset({ note });
      toast.success(t('detail.noteSaved'));
    },
    onError: (failure) => setServerErrors(form, failure, saveErrorText(failure, t)),
  });

  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="enquiry-note">
      <h2 id="enquiry-note" className="text-h4 font-semibold text-ink">
        {t('detail.note')}
      </h2>
      <p id="enquiry-note-hint" className="mt-1 mb-3 text-small text-muted">
        {t('detail.noteHint')}
      </p>
      <form onSubmit={form.handleSubmit(({ note }) => save.mutate(note.trim()))} className="flex flex-col gap-3" noValidate>
        <textarea
          {...form.register('note')}
          aria-labelledby="enquiry-note"
          aria-describedby={error ? 'enquiry-note-error enquiry-note-hint' : 'enquiry-note-hint'}
          aria-invalid={error !== undefined}
          className={`${inputBase} min-h-32 resize-y`}
          maxLength={ENQUIRY_NOTE_MAX}
          rows={5}
          placeholder={t('detail.notePlaceholder')}
        />
        {error && (
          <p id="enquiry-note-error" className="text-small text-red-700">
            {error}
          </p>
        )}
        <FormError control={control} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted tabular-nums">
            {t('detail.noteCount', { count: text.length, max: ENQUIRY_NOTE_MAX })}
            {formState.isDirty && <span className="ml-3 font-medium text-amber-800">{t('detail.noteUnsaved')}</span>}
          </p>
          <button type="submit" className={buttonPrimary} disabled={!formState.isDirty || save.isPending}>
            {save.isPending ? t('form.saving') : t('detail.saveNote')}
          </button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={formState.isDirty} bypass={bypass} />
    </section>
  );
}
