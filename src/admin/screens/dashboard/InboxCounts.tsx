import { Inbox, UserCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useEnquiryCounts } from '../../api/queries.ts';
import { card } from '../../components/styles.ts';
import { type AdminMessageKey, useT } from '../../i18n/index.ts';

const CARDS: { label: AdminMessageKey; icon: LucideIcon; to: string; key: 'unhandled' | 'assignedToMe' }[] = [
  { label: 'dashboard.unhandled', icon: Inbox, to: '/contact-messages?status=未处理', key: 'unhandled' },
  { label: 'dashboard.assignedToMe', icon: UserCheck, to: '/contact-messages?assigned=me', key: 'assignedToMe' },
];

/** Unhandled enquiries and the open ones assigned to the signed-in account, each opening the list so filtered. */
export default function InboxCounts() {
  const { t } = useT();
  const counts = useEnquiryCounts();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4">
      {CARDS.map(({ label, icon: Icon, to, key }) => (
        <li key={key}>
          <Link
            to={to}
            className={`${card} flex h-full items-start justify-between gap-3 p-4 transition-colors hover:border-brand-200 sm:p-5`}
          >
            <span>
              <span className="block text-small text-muted">{t(label)}</span>
              <span className="mt-1 block text-h2 font-semibold text-ink tabular-nums" data-testid={`inbox-${key}`}>
                {counts.data ? counts.data[key] : <span className="text-line">–</span>}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 sm:flex"
            >
              <Icon className="size-5 text-amber-700" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
