import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { EnquiryPage } from '../../api/endpoints.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { cardCell, cardRow, table, tableHead, tableHeadCell, textLink } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import ContactValue from '../../components/ContactValue.tsx';
import Panel from './Panel.tsx';

/** The five newest enquiries: name (opening the enquiry), contact, message, time; on phones the name with the time, then the contact and the message. */
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
              <tr key={message.id} className={cardRow}>
                <td className={`${cardCell} font-medium whitespace-nowrap text-ink max-md:grow`}>
                  <Link to={`/contact-messages/${message.id}`} className={textLink}>
                    {message.name || t('detail.anonymous')}
                  </Link>
                </td>
                <td className={`${cardCell} order-2 [overflow-wrap:anywhere] md:min-w-40`}>
                  {message.contact ? <ContactValue value={message.contact} /> : dash}
                </td>
                <td className={`${cardCell} order-3 max-md:basis-full ${message.message ? '' : 'max-md:hidden'}`}>
                  <span className="line-clamp-2 max-w-md text-ink-soft">{message.message || dash}</span>
                </td>
                <td className={`${cardCell} whitespace-nowrap text-muted`}>{formatDateTime(message.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
