import { Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminNewsItem } from '~/shared/site-publishing';
import SiteStateLabel from '../../components/SiteStateLabel.tsx';
import StatusBadge from '../../components/StatusBadge.tsx';
import { cardCell, cardRow, dotAfter, iconButton, table, tableHead, tableHeadCell } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { displayStatus, formatDateTime } from '../../lib/format.ts';
import { articleAuthor, articleTitle, categoryLabel } from '../../lib/labels.ts';

/**
 * Title, category, author, publish date, status (with, for public ones, whether the site shows them yet) and featured, with edit and delete.
 * On phones: the title with its buttons, then 'category · author', then status, date and featured.
 */
export default function NewsTable({ items, onDelete }: { items: AdminNewsItem[]; onDelete: (item: AdminNewsItem) => void }) {
  const { t, locale } = useT();
  const now = Date.now();
  return (
    <table className={table}>
      <thead className={tableHead}>
        <tr>
          <th className={tableHeadCell}>{t('news.colTitle')}</th>
          <th className={tableHeadCell}>{t('news.category')}</th>
          <th className={tableHeadCell}>{t('news.colAuthor')}</th>
          <th className={tableHeadCell}>{t('news.colDate')}</th>
          <th className={tableHeadCell}>{t('news.status')}</th>
          <th className={tableHeadCell}>{t('news.colFeatured')}</th>
          <th className={`${tableHeadCell} text-right`}>{t('common.actions')}</th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {items.map((item) => (
          <tr key={item.id} className={cardRow} data-testid="news-row">
            <td className={`${cardCell} text-body max-md:basis-[calc(100%-5.25rem)] md:max-w-80 md:text-small`}>
              <Link to={`/news/edit/${item.id}`} className="font-medium text-ink hover:text-brand-700 hover:underline">
                {articleTitle(item, locale)}
              </Link>
            </td>
            <td
              className={`${cardCell} text-small text-ink-soft order-2 whitespace-nowrap md:text-ink ${articleAuthor(item, locale) ? dotAfter : ''}`}
            >
              {categoryLabel(item.category, locale)}
            </td>
            <td className={`${cardCell} text-small text-ink-soft order-2 ${articleAuthor(item, locale) ? '' : 'max-md:hidden'}`}>
              {articleAuthor(item, locale) || t('common.dash')}
            </td>
            <td className={`${cardCell} text-small text-ink-soft order-4 whitespace-nowrap max-md:pt-1.5`}>
              {formatDateTime(item.publishedAt, locale)}
            </td>
            <td className={`${cardCell} order-3 max-md:pt-1.5`}>
              <span className="inline-flex items-center gap-2 md:flex-col md:items-start md:gap-1">
                <StatusBadge status={displayStatus(item, now)} />
                <SiteStateLabel state={item.siteState} />
              </span>
            </td>
            <td className={`${cardCell} text-small text-ink-soft order-4 max-md:pt-1.5 ${item.featured ? '' : 'max-md:hidden'}`}>
              {item.featured ? (
                <span className="inline-flex items-center gap-1 text-amber-800">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  {t('news.featuredBadge')}
                </span>
              ) : (
                <span className="text-muted">{t('common.dash')}</span>
              )}
            </td>
            <td className={`${cardCell} max-md:-my-1`}>
              {/* Pulled up: the 36 px buttons centre on the title's first line, not below it. */}
              <span className="flex gap-1 md:-my-1.5 md:justify-end">
                <Link
                  to={`/news/edit/${item.id}`}
                  className={iconButton}
                  aria-label={`${t('common.edit')}: ${articleTitle(item, locale)}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Link>
                <button
                  type="button"
                  className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
                  aria-label={`${t('common.delete')}: ${articleTitle(item, locale)}`}
                  onClick={() => onDelete(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
