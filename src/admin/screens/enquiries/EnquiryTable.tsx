import { Link, useLocation } from 'react-router';
import type { Enquiry } from '~/shared/enquiry';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '~/shared/constants';
import ContactValue from '../../components/ContactValue.tsx';
import { selectCompact, table, tableCell, tableHead, tableHeadCell, tableRow } from '../../components/styles.ts';
import { useStaffNames } from '../../api/queries.ts';
import { useT } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { enquiryStatusLabel } from '../../lib/labels.ts';
import SourceLink from './SourceLink.tsx';
import { STATUS_TONE } from './status-tone.ts';

interface Props {
  items: Enquiry[];
  /** The message whose status is being saved. */
  updatingId: string | undefined;
  /** The status being saved for that message, shown while it saves. */
  pendingStatus: EnquiryStatus | undefined;
  onStatus: (id: string, status: EnquiryStatus) => void;
}

/**
 * Name (opening the detail view), company, contact, the message's first two
 * lines, time, the source page (named, linked), and a status dropdown with the assignee.
 */
export default function EnquiryTable({ items, updatingId, pendingStatus, onStatus }: Props) {
  const { t, locale } = useT();
  const { nameOf } = useStaffNames();
  // The detail view's way back returns to this list with its filters, search and page.
  const { search } = useLocation();
  const dash = t('common.dash');
  return (
    <table className={table}>
      <thead className={tableHead}>
        <tr>
          <th className={tableHeadCell}>{t('contact.name')}</th>
          <th className={tableHeadCell}>{t('contact.company')}</th>
          <th className={tableHeadCell}>{t('contact.contact')}</th>
          <th className={tableHeadCell}>{t('contact.message')}</th>
          <th className={tableHeadCell}>{t('contact.time')}</th>
          <th className={tableHeadCell}>{t('contact.source')}</th>
          <th className={tableHeadCell}>{t('contact.status')}</th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {items.map((message) => {
          const updating = updatingId === message.id;
          return (
            <tr key={message.id} className={tableRow} data-testid="contact-row">
              <td className={`${tableCell} font-medium whitespace-nowrap text-ink`} data-label={t('contact.name')}>
                <Link
                  to={`/contact-messages/${message.id}`}
                  state={{ listSearch: search }}
                  className="text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600"
                >
                  {message.name || t('detail.anonymous')}
                </Link>
              </td>
              <td className={tableCell} data-label={t('contact.company')}>
                {message.company || dash}
              </td>
              <td className={`${tableCell} [overflow-wrap:anywhere] md:min-w-40`} data-label={t('contact.contact')}>
                {message.contact ? <ContactValue value={message.contact} /> : dash}
              </td>
              <td className={tableCell} data-label={t('contact.message')}>
                {/* Two lines at most, however long the message: the detail view has all of it. */}
                <span
                  className="line-clamp-2 max-w-sm whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]"
                  data-testid="row-message"
                >
                  {message.message || dash}
                </span>
              </td>
              <td className={`${tableCell} whitespace-nowrap text-muted`} data-label={t('contact.time')}>
                {formatDateTime(message.createdAt, locale)}
              </td>
              <td className={`${tableCell} text-muted md:min-w-32`} data-label={t('contact.source')}>
                <SourceLink source={message.source} />
              </td>
              <td className={tableCell} data-label={t('contact.status')}>
                <span className="flex flex-col gap-1">
                  <select
                    aria-label={t('contact.statusOf', { name: message.name || dash })}
                    className={`${selectCompact} ${STATUS_TONE[message.status]}`}
                    value={updating && pendingStatus ? pendingStatus : message.status}
                    disabled={updating}
                    onChange={(event) => onStatus(message.id, event.target.value as EnquiryStatus)}
                  >
                    {ENQUIRY_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {enquiryStatusLabel(status, t)}
                      </option>
                    ))}
                  </select>
                  {updating && (
                    <span role="status" className="text-xs text-muted">
                      {t('contact.updating')}
                    </span>
                  )}
                  {message.assignee && (
                    <span className="text-xs whitespace-nowrap text-muted" data-testid="row-assignee">
                      {t('contact.assigneeOf', { name: nameOf(message.assignee) })}
                    </span>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
