import { CircleDot, Inbox, NotebookPen, UserCheck } from 'lucide-react';
import { Fragment } from 'react';
import type { EnquiryDetail } from '~/shared/enquiry';
import { useStaffNames } from '../../api/queries.ts';
import { card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { timelineOf, type TimelineEntry } from '../../lib/enquiry-timeline.ts';
import { formatDateTime } from '../../lib/format.ts';
import { enquiryStatusLabel } from '../../lib/labels.ts';

/** Who (by display name) changed the status, the assignee or the note, what and when, newest first, down to the visitor's submission. */
export default function EnquiryHistory({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t } = useT();
  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="enquiry-history">
      <h2 id="enquiry-history" className="mb-4 text-h4 font-semibold text-ink">
        {t('detail.history')}
      </h2>
      <ol className="flex flex-col" data-testid="enquiry-history">
        {timelineOf(enquiry).map((entry, index, all) => (
          <Entry key={index} entry={entry} last={index === all.length - 1} />
        ))}
      </ol>
      {enquiry.history.length === 0 && <p className="mt-3 text-small text-muted">{t('detail.historyEmpty')}</p>}
    </section>
  );
}

/** What one change did, as phrases joined by 'and'. */
function changesOf(
  entry: Extract<TimelineEntry, { kind: 'change' }>,
  t: ReturnType<typeof useT>['t'],
  nameOf: (u: string) => string,
) {
  const parts: string[] = [];
  if (entry.status !== undefined) parts.push(t('detail.setStatus', { status: enquiryStatusLabel(entry.status, t) }));
  if (entry.assignee !== undefined) {
    parts.push(entry.assignee ? t('detail.assignedTo', { name: nameOf(entry.assignee) }) : t('detail.unassignedIt'));
  }
  if (entry.note !== undefined) parts.push(entry.note === '' ? t('detail.clearedNote') : t('detail.editedNote'));
  return parts;
}

function Entry({ entry, last }: { entry: TimelineEntry; last: boolean }) {
  const { t, locale } = useT();
  const { nameOf } = useStaffNames();
  const Icon =
    entry.kind === 'received'
      ? Inbox
      : entry.note !== undefined
        ? NotebookPen
        : entry.assignee !== undefined
          ? UserCheck
          : CircleDot;
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" data-testid="history-entry">
      {/* The line joining one entry to the next. */}
      {!last && <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-line" />}
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1 text-small">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className="text-ink">
            {entry.kind === 'received' ? (
              t('detail.received')
            ) : (
              <>
                <span className="font-medium" title={entry.by}>
                  {nameOf(entry.by)}
                </span>
                {/* No space after a Chinese name in Chinese (演示管理员将状态改为…). */}
                {locale === 'zh' && /\p{Script=Han}$/u.test(nameOf(entry.by)) ? '' : ' '}
                {changesOf(entry, t, nameOf).map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 && t('detail.and')}
                    {part}
                  </Fragment>
                ))}
              </>
            )}
          </span>
          <time dateTime={entry.at} className="text-xs whitespace-nowrap text-muted">
            {formatDateTime(entry.at, locale)}
          </time>
        </p>
        {entry.kind === 'change' && entry.note && (
          <p className="mt-1.5 rounded-lg bg-surface px-3 py-2 whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]">
            {entry.note}
          </p>
        )}
      </div>
    </li>
  );
}
