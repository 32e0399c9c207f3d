import { NEWS_CATEGORIES, NEWS_STATUS_FILTERS } from '~/shared/constants';
import { inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { categoryLabel } from '../../lib/labels.ts';

interface Props {
  category: string | undefined;
  status: string | undefined;
  onChange: (patch: { category?: string; status?: string }) => void;
}

/** Category and status filters; "all" clears a filter. */
export default function NewsFilters({ category, status, onChange }: Props) {
  const { t, locale } = useT();
  return (
    <div className="flex gap-2">
      <label className="sr-only" htmlFor="news-filter-category">
        {t('news.category')}
      </label>
      <select
        id="news-filter-category"
        className={`${inputBase} w-auto min-w-0 flex-1 lg:w-40 lg:flex-none`}
        value={category ?? ''}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('common.labelled', { label: t('news.category'), value: t('common.all') })}</option>
        {NEWS_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {categoryLabel(value, locale)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="news-filter-status">
        {t('news.status')}
      </label>
      <select
        id="news-filter-status"
        className={`${inputBase} w-auto min-w-0 flex-1 lg:w-40 lg:flex-none`}
        value={status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t('common.labelled', { label: t('news.status'), value: t('common.all') })}</option>
        {NEWS_STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`news.status.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
