import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarCheck, FileText, FolderTree, Star, type LucideIcon } from 'lucide-react';
import type { NewsPage } from '../../api/endpoints.ts';
import { ErrorState } from '../../components/States.tsx';
import { card } from '../../components/styles.ts';
import { useT, type AdminMessageKey } from '../../i18n/index.ts';

const CARDS: { label: AdminMessageKey; icon: LucideIcon; value: (page: NewsPage) => number }[] = [
  { label: 'dashboard.total', icon: FileText, value: (p) => p.statistics.total },
  { label: 'dashboard.featured', icon: Star, value: (p) => p.statistics.featured },
  { label: 'dashboard.categories', icon: FolderTree, value: (p) => Object.keys(p.statistics.categories).length },
  { label: 'dashboard.thisMonth', icon: CalendarCheck, value: (p) => p.statistics.thisMonth },
];

/** Total, featured, categories in use, and created this month (counted by the server). */
export default function StatCards({ query }: { query: UseQueryResult<NewsPage> }) {
  const { t } = useT();
  if (query.isError) {
    return (
      <div className={card}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ label, icon: Icon, value }) => (
        <li key={label} className={`${card} flex items-start justify-between gap-3 p-4 sm:p-5`}>
          <div>
            <p className="text-small text-muted">{t(label)}</p>
            <p className="mt-1 text-h2 font-semibold text-ink tabular-nums" data-testid={`stat-${label.split('.')[1]}`}>
              {query.data ? value(query.data) : <span className="text-line">–</span>}
            </p>
          </div>
          <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 sm:flex">
            <Icon className="size-5 text-brand-700" />
          </span>
        </li>
      ))}
    </ul>
  );
}
