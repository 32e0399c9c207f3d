// The internal note: edited freely, saved only with its button (each save
// enters the history); leaving with unsaved text asks first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { CONTACT_NOTE_MAX } from '~/shared/constants';
import { AdminApiError } from '../../api/client.ts';
import { updateContact } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import { buttonPrimary, card, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { saveErrorText } from '../../lib/errors.ts';
import { RETRY_IDEMPOTENT_WRITE } from '../../query-client.ts';
import UnsavedChangesGuard from '../news/UnsavedChangesGuard.tsx';

interface Props {
  id: string;
  saved: string;
  /** Set just before a navigation that must pass (the enquiry was erased). */
  bypass: RefObject<boolean>;
}

export default function NoteEditor({ id, saved, bypass }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  // null: nothing typed since the last save, so a newer saved note shows as it is.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const text = draft ?? saved;
  const dirty = draft !== null && draft.trim() !== saved;

  const save = useMutation({
    mutationFn: (note: string) => updateContact(id, { note }),
    // The same note again changes nothing and adds no history entry.
    ...RETRY_IDEMPOTENT_WRITE,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
      setDraft(null);
      toast.success(t('detail.noteSaved'));
    },
    onError: (failure) => setError((failure instanceof AdminApiError && failure.fields.note) || saveErrorText(failure, t)),
  });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (dirty) save.mutate(text.trim());
  };

  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="enquiry-note">
      <h2 id="enquiry-note" className="text-h4 font-semibold text-ink">
        {t('detail.note')}
      </h2>
      <p id="enquiry-note-hint" className="mt-1 mb-3 text-small text-muted">
        {t('detail.noteHint')}
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <textarea
          aria-labelledby="enquiry-note"
          aria-describedby={error ? 'enquiry-note-error enquiry-note-hint' : 'enquiry-note-hint'}
          aria-invalid={error !== ''}
          className={`${inputBase} min-h-32 resize-y`}
          value={text}
          maxLength={CONTACT_NOTE_MAX}
          rows={5}
          placeholder={t('detail.notePlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            setError('');
          }}
        />
        {error && (
          <p id="enquiry-note-error" className="text-small text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted tabular-nums">
            {t('detail.noteCount', { count: text.length, max: CONTACT_NOTE_MAX })}
            {dirty && <span className="ml-3 font-medium text-amber-800">{t('detail.noteUnsaved')}</span>}
          </p>
          <button type="submit" className={buttonPrimary} disabled={!dirty || save.isPending}>
            {save.isPending ? t('form.saving') : t('detail.saveNote')}
          </button>
        </div>
      </form>
      <UnsavedChangesGuard when={dirty} bypass={bypass} />
    </section>
  );
}
