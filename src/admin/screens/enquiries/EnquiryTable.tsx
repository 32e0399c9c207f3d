import { Link, useLocation } from 'react-router';
import type { Enquiry } from '~/shared/enquiry';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '~/shared/constants';
import ContactValue from '../../components/ContactValue.tsx';
import {
  cardCell,
  cardRow,
  dotAfter,
  selectCompact,
  table,
  tableHead,
  tableHeadCell,
  textLink,
} from '../../components/styles.ts';
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
 * On phones: the name with the status, then 'company · contact', the message, then 'time · source'.
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
            <tr key={message.id} className={cardRow} data-testid="contact-row">
              <td className={`${cardCell} font-medium whitespace-nowrap text-ink max-md:grow max-md:text-body`}>
                <Link to={`/contact-messages/${message.id}`} state={{ listSearch: search }} className={textLink}>
                  {message.name || t('detail.anonymous')}
                </Link>
              </td>
              <td className={`${cardCell} order-2 ${message.company ? dotAfter : 'max-md:hidden'}`}>{message.company || dash}</td>
              <td className={`${cardCell} order-2 [overflow-wrap:anywhere] md:min-w-40`}>
                {message.contact ? <ContactValue value={message.contact} /> : dash}
              </td>
              <td className={`${cardCell} order-3 max-md:basis-full ${message.message ? '' : 'max-md:hidden'}`}>
                {/* Two lines at most, however long the message: the detail view has all of it. */}
                <span
                  className="line-clamp-2 max-w-sm whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]"
                  data-testid="row-message"
                >
                  {message.message || dash}
                </span>
              </td>
              <td className={`${cardCell} order-4 whitespace-nowrap text-muted ${message.source ? dotAfter : ''}`}>
                {formatDateTime(message.createdAt, locale)}
              </td>
              <td className={`${cardCell} order-4 text-muted md:min-w-32 ${message.source ? '' : 'max-md:hidden'}`}>
                <SourceLink source={message.source} />
              </td>
              <td className={`${cardCell} max-md:-my-0.5`}>
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
