import type { UseQueryResult } from '@tanstack/react-query';
import { NEWS_CATEGORIES } from '~/shared/constants';
import type { NewsPage } from '../../api/endpoints.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useT } from '../../i18n/index.ts';
import { categoryLabel } from '../../lib/labels.ts';
import Panel from './Panel.tsx';

/** One bar per category, as a share of all articles. */
export default function CategoryBars({ query }: { query: UseQueryResult<NewsPage> }) {
  const { t, locale } = useT();
  return (
    <Panel title={t('dashboard.distribution')}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="flex flex-col gap-4">
          {NEWS_CATEGORIES.map((category) => {
            const count = query.data.statistics.categories[category] ?? 0;
            const share = query.data.statistics.total ? (count / query.data.statistics.total) * 100 : 0;
            return (
              <li key={category}>
                <div className="mb-1.5 flex justify-between text-small">
                  <span className="text-ink">{categoryLabel(category, locale)}</span>
                  <span className="text-muted tabular-nums">{t('dashboard.articlesCount', { count })}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-surface" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
