import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../i18n/index.ts';
import { buttonSecondary } from './styles.ts';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export default function Pagination({ page, pageSize, total, onPage }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-small text-muted">{t('common.pageOf', { page, pages, total })}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonSecondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('common.previous')}
        </button>
        <button type="button" className={buttonSecondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
