import { useWatch, type Control } from 'react-hook-form';
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/shared/constants';
import { inputBase } from '~/admin/components/styles';
import FormField from '~/admin/forms/FormField';
import { useT } from '~/admin/i18n';
import { formatDateTime, fromLocalInput, timeZoneName } from '~/admin/lib/format';
import { categoryLabel } from '~/admin/lib/labels';
import type { NewsFormValues } from './news-form-values.ts';

/** Category, status, publish time (a future one schedules the article) and featured. */
export default function PublishFields({ control }: { control: Control<NewsFormValues> }) {
  const { t, locale } = useT();
  const [status, publishedAt] = useWatch({ control, name: ['status', 'publishedAt'] });
  const when = fromLocalInput(publishedAt);
  const scheduled = status === 'published' && when !== undefined && new Date(when).getTime() > Date.now();
  return (
    <>
      <FormField control={control} name="category" id="news-category" label={t('form.category')} required>
        {(field) => (
          <select {...field} className={inputBase}>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField control={control} name="status" id="news-status" label={t('form.status')}>
        {(field) => (
          <select {...field} className={inputBase}>
            {NEWS_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`news.status.${value}`)}
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
        hint={t('form.publishedAtHint', { zone: timeZoneName() })}
      >
        {(field) => <input {...field} type="datetime-local" className={inputBase} />}
      </FormField>
      {status === 'draft' ? (
        <p className="rounded-lg bg-surface px-3 py-2 text-small text-ink-soft" data-testid="publish-note">
          {t('form.draftNote')}
        </p>
      ) : (
        scheduled && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-small text-sky-900" data-testid="publish-note">
            {t('form.scheduledNote', { time: formatDateTime(when, locale) })}
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
