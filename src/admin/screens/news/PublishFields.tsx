import { NEWS_CATEGORIES, NEWS_STATUSES, type NewsCategory, type NewsStatus } from '~/shared/constants';
import Field from '../../components/Field.tsx';
import { inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime, fromLocalInput, timeZoneName } from '../../lib/format.ts';
import { categoryLabel } from '../../lib/labels.ts';
import type { FieldErrors, SetValue } from './NewsEditor.tsx';
import type { NewsFormValues } from './news-form-values.ts';

/** Category, status, publish time (a future one schedules the article) and featured. */
export default function PublishFields({ values, errors, setValue }: { values: NewsFormValues; errors: FieldErrors; setValue: SetValue }) {
  const { t, locale } = useT();
  const when = fromLocalInput(values.publishedAt);
  const scheduled = values.status === 'published' && when !== undefined && new Date(when).getTime() > Date.now();
  return (
    <>
      <Field id="news-category" label={t('form.category')} error={errors.category} required>
        {(control) => (
          <select {...control} className={inputBase} value={values.category} onChange={(e) => setValue('category', e.target.value as NewsCategory)}>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="news-status" label={t('form.status')} error={errors.status}>
        {(control) => (
          <select {...control} className={inputBase} value={values.status} onChange={(e) => setValue('status', e.target.value as NewsStatus)}>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`news.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="news-published-at"
        label={t('form.publishedAt')}
        hint={t('form.publishedAtHint', { zone: timeZoneName() })}
        error={errors.publishedAt}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={inputBase}
            value={values.publishedAt}
            onChange={(e) => setValue('publishedAt', e.target.value)}
          />
        )}
      </Field>
      {values.status === 'draft' ? (
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
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={values.featured}
          onChange={(e) => setValue('featured', e.target.checked)}
        />
        {t('form.featured')}
      </label>
    </>
  );
}
