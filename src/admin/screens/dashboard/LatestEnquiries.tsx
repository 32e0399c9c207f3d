import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { EnquiryPage } from '../../api/endpoints.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { table, tableCell, tableHead, tableHeadCell, tableRow } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import ContactValue from '../../components/ContactValue.tsx';
import Panel from './Panel.tsx';

/** The five newest enquiries: name (opening the enquiry), contact, message, time. */
export default function LatestEnquiries({ query }: { query: UseQueryResult<EnquiryPage> }) {
  const { t, locale } = useT();
  const dash = t('common.dash');
  return (
    <Panel
      title={t('dashboard.latestMessages')}
      action={
        <Link
          to="/contact-messages"
          className="inline-flex items-center gap-1 text-small font-medium whitespace-nowrap text-brand-700 hover:underline"
        >
          {t('dashboard.viewAllMessages')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {query.isPending ? (
        <LoadingState label={t('contact.loading')} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState label={t('contact.empty')} />
      ) : (
        <table className={table}>
          <thead className={tableHead}>
            <tr>
              <th className={tableHeadCell}>{t('contact.name')}</th>
              <th className={tableHeadCell}>{t('contact.contact')}</th>
              <th className={tableHeadCell}>{t('contact.message')}</th>
              <th className={tableHeadCell}>{t('contact.time')}</th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {query.data.items.map((message) => (
              <tr key={message.id} className={tableRow}>
                <td className={`${tableCell} font-medium whitespace-nowrap text-ink`} data-label={t('contact.name')}>
                  <Link to={`/contact-messages/${message.id}`} className="hover:text-brand-700 hover:underline">
                    {message.name || t('detail.anonymous')}
                  </Link>
                </td>
                <td className={`${tableCell} [overflow-wrap:anywhere] md:min-w-40`} data-label={t('contact.contact')}>
                  {message.contact ? <ContactValue value={message.contact} /> : dash}
                </td>
                <td className={tableCell} data-label={t('contact.message')}>
                  <span className="line-clamp-2 max-w-md text-ink-soft">{message.message || dash}</span>
                </td>
                <td className={`${tableCell} whitespace-nowrap text-muted`} data-label={t('contact.time')}>
                  {formatDateTime(message.createdAt, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
