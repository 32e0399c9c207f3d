// The security log, for admins (docs/API.md, 'Security log'): filter by
// account, kind and Beijing days; newest first, paged. Filters live in the URL.
import { SECURITY_KINDS } from '~/shared/security-log';
import { useSecurityLog } from '../api/queries.ts';
import PageHeader from '../components/PageHeader.tsx';
import Pagination from '../components/Pagination.tsx';
import SearchBox from '../components/SearchBox.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { card, selectCompact } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { PAGE_SIZE, usePageInRange } from '../lib/use-list-params.ts';
import SecurityLogTable from './security/SecurityLogTable.tsx';
import { useSecurityFilters } from './security/use-security-filters.ts';

export default function SecurityLogScreen() {
  const { t } = useT();
  const { filters, update } = useSecurityFilters();
  const list = useSecurityLog({
    account: filters.account || undefined,
    kind: filters.kind,
    from: filters.from,
    to: filters.to,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  usePageInRange(
    { page: filters.page, update: (patch) => update(patch) },
    list.isPlaceholderData ? undefined : list.data?.total,
    PAGE_SIZE,
  );
  const dateInput = `${selectCompact} border-line bg-white`;
  const dateLabel = 'flex items-center gap-2 text-small whitespace-nowrap text-ink-soft';

  return (
    <>
      <PageHeader title={t('security.title')} />
      <p className="-mt-3 mb-6 text-small text-ink-soft">{t('security.intro')}</p>
      <div className={`${card} p-4 sm:p-6`}>
        <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center">
          <SearchBox
            value={filters.account}
            placeholder={t('security.accountFilter')}
            onSearch={(account) => update({ account })}
          />
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label={t('security.kindFilter')}
              className={dateInput}
              value={filters.kind ?? ''}
              onChange={(event) => update({ kind: event.target.value })}
            >
              <option value="">{t('security.allKinds')}</option>
              {SECURITY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`security.kind.${kind}`)}
                </option>
              ))}
            </select>
            {/* Visible names: two bare date boxes did not say which end of the range each sets. */}
            <label className={dateLabel}>
              {t('security.from')}
              <input
                type="date"
                className={dateInput}
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(event) => update({ from: event.target.value })}
              />
            </label>
            <label className={dateLabel}>
              {t('security.to')}
              <input
                type="date"
                className={dateInput}
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(event) => update({ to: event.target.value })}
              />
            </label>
          </div>
        </div>
        {list.isPending ? (
          <LoadingState label={t('security.loading')} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState label={t('security.empty')} />
        ) : (
          <>
            <SecurityLogTable items={list.data.items} />
            <Pagination page={filters.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </div>
    </>
  );
}
