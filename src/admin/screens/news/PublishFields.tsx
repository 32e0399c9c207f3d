import { useWatch, type Control } from 'react-hook-form';
import { NEWS_CATEGORIES } from '~/shared/constants';
import { inputBase } from '~/admin/components/styles';
import FormField from '~/admin/forms/FormField';
import { useT } from '~/admin/i18n';
import { formatDateTime, fromLocalInput } from '~/admin/lib/format';
import { categoryLabel } from '~/admin/lib/labels';
import type { NewsFormValues } from './news-form-values.ts';

/** Category, publish time (a future one schedules the article) and featured; the buttons set the status. */
export default function PublishFields({ control }: { control: Control<NewsFormValues> }) {
  const { t, locale } = useT();
  const [status, publishedAt] = useWatch({ control, name: ['status', 'publishedAt'] });
  const when = fromLocalInput(publishedAt);
  const scheduled = when !== undefined && new Date(when).getTime() > Date.now();
  return (
    <>
      <FormField control={control} name="category" id="news-category" label={t('form.category')} required>
        {(field) => (
          <select {...field} className={inputBase}>
            <option value="" disabled>
              {t('form.chooseCategory')}
            </option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        control={control}
        name="publishedAt"
        id="news-published-at"
        label={t('form.publishedAt')}
        hint={t('form.publishedAtHint')}
      >
        {(field) => <input {...field} type="datetime-local" className={inputBase} />}
      </FormField>
      {scheduled ? (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-small text-sky-900" data-testid="publish-note">
          {t(status === 'draft' ? 'form.scheduleNote' : 'form.scheduledNote', { time: formatDateTime(when, locale) })}
        </p>
      ) : (
        status === 'draft' && (
          <p className="rounded-lg bg-surface px-3 py-2 text-small text-ink-soft" data-testid="publish-note">
            {t('form.draftNote')}
          </p>
        )
      )}
      <label className="flex items-center gap-3 text-small text-ink">
        <input type="checkbox" className="size-4 accent-brand-700" {...control.register('featured')} />
        {t('form.featured')}
      </label>
    </>
  );
}
