import type { ReactNode } from 'react';
import type { EnquiryDetail } from '~/shared/enquiry';
import { card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { contactHref } from '../../lib/enquiry-timeline.ts';
import { formatDateTime } from '../../lib/format.ts';
import SourceLink from './SourceLink.tsx';

/** Who wrote, how to reach them, from which page, and the privacy consent they gave. */
export default function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t, locale } = useT();
  const dash = t('common.dash');
  const href = contactHref(enquiry.contact);
  const rows: [string, ReactNode][] = [
    [t('contact.name'), enquiry.name || dash],
    [t('contact.company'), enquiry.company || dash],
    [
      t('contact.contact'),
      href ? (
        // biome-ignore lint/correctness/useJsxKeyInIterable: a cell of a [label, value] row, keyed where the rows are rendered
        <a href={href} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {enquiry.contact}
        </a>
      ) : (
        enquiry.contact || dash
      ),
    ],
    // biome-ignore lint/correctness/useJsxKeyInIterable: a cell of a [label, value] row, keyed where the rows are rendered
    [t('detail.sourcePage'), <SourceLink source={enquiry.source} />],
    [t('contact.time'), formatDateTime(enquiry.createdAt, locale)],
    [t('detail.consentAt'), formatDateTime(enquiry.consentAt, locale)],
    [t('detail.policyVersion'), enquiry.policyVersion || dash],
  ];
  return (
    <section className={`${card} p-4 sm:p-5`} aria-labelledby="enquiry-facts">
      <h2 id="enquiry-facts" className="mb-3 text-h4 font-semibold text-ink">
        {t('detail.facts')}
      </h2>
      <dl className="flex flex-col text-small">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 border-b border-line py-2.5 last:border-b-0 last:pb-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
