// One enquiry at /contact-messages/{id}: the full message, contact details,
// source and consent, the status, the assignee, the reply link, the internal
// note, the history, and for
// admins erasing it for good. The way back returns to the list as it was left.
import { useStore } from '@nanostores/react';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AdminApiError } from '../api/client.ts';
import { useEnquiryDetail } from '../api/queries.ts';
import PageHeader from '../components/PageHeader.tsx';
import { ErrorState, LoadingState } from '../components/States.tsx';
import { buttonSecondary, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { $session } from '../stores/session.ts';
import AssigneeControl from './enquiries/AssigneeControl.tsx';
import EnquiryFacts from './enquiries/EnquiryFacts.tsx';
import EnquiryHistory from './enquiries/EnquiryHistory.tsx';
import EraseEnquiry from './enquiries/EraseEnquiry.tsx';
import NoteEditor from './enquiries/NoteEditor.tsx';
import ReplyActions from './enquiries/ReplyActions.tsx';
import StatusControl from './enquiries/StatusControl.tsx';

/** The list path the admin came from (filters, search and page), else the plain list. */
function listPathFrom(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/contact-messages${search}` : '/contact-messages';
}

export default function EnquiryDetailScreen() {
  const { id = '' } = useParams();
  const { t, locale } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const role = useStore($session)?.user.role;
  const enquiry = useEnquiryDetail(id);
  const bypassGuard = useRef(false);
  const back = listPathFrom(location.state);

  const backLink = (
    <Link to={back} className="mb-3 inline-flex items-center gap-1.5 text-small font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  const missing = enquiry.error instanceof AdminApiError && enquiry.error.status === 404;
  // Once loaded, the view stays when a later reload fails (an outage): the note being typed lives in it.
  if (!enquiry.data || missing) {
    return (
      <>
        {backLink}
        <PageHeader title={t('detail.title')} />
        <div className={`${card} p-6`}>
          {enquiry.isPending ? (
            <LoadingState />
          ) : missing ? (
            <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
              <p className="text-ink">{t('detail.notFound')}</p>
              <Link to={back} className={buttonSecondary}>
                {t('detail.back')}
              </Link>
            </div>
          ) : (
            <ErrorState error={enquiry.error} onRetry={() => void enquiry.refetch()} />
          )}
        </div>
      </>
    );
  }

  const data = enquiry.data;
  return (
    <>
      {backLink}
      <PageHeader title={t('detail.title')} />
      <p className="-mt-4 mb-6 text-small text-muted">
        {t('detail.subtitle', { name: data.name || t('detail.anonymous'), time: formatDateTime(data.createdAt, locale) })}
      </p>
      {/* Two columns from 1024 px; below, one column in reading order (the wrappers dissolve, `order` sorts). */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <section className={`${card} order-1 p-4 sm:p-6`} aria-labelledby="enquiry-message">
            <h2 id="enquiry-message" className="mb-3 text-h4 font-semibold text-ink">
              {t('contact.message')}
            </h2>
            <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{data.message || t('detail.noMessage')}</p>
          </section>
          <div className="order-4 min-w-0">
            <NoteEditor id={data.id} saved={data.note} bypass={bypassGuard} />
          </div>
          <div className="order-5 min-w-0">
            <EnquiryHistory enquiry={data} />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 flex flex-col gap-6">
            <StatusControl id={data.id} status={data.status} />
            <AssigneeControl id={data.id} assignee={data.assignee} />
            <ReplyActions enquiry={data} />
          </div>
          <div className="order-3">
            <EnquiryFacts enquiry={data} />
          </div>
          {role === 'admin' && (
            <div className="order-6">
              <EraseEnquiry
                id={data.id}
                onErased={() => {
                  bypassGuard.current = true;
                  navigate(back, { replace: true });
                }}
              />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
