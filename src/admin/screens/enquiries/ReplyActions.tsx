import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { toast } from 'sonner';
import type { EnquiryDetail } from '~/shared/enquiry';
import { markReplied } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import { buttonPrimary, card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { replyHref } from '../../lib/enquiry-timeline.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * 'Reply by e-mail' (the visitor's message quoted) or 'Call', by what the
 * contact is; opening either moves a new enquiry to 处理中 on the server.
 */
export default function ReplyActions({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const replied = useMutation({
    mutationFn: () => markReplied(enquiry.id),
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
  });
  const reply = replyHref(enquiry.contact, {
    subject: t('triage.replySubject'),
    quoteHeading: t('triage.replyQuote', { time: formatDateTime(enquiry.createdAt, locale) }),
    message: enquiry.message,
  });
  const Icon = reply?.kind === 'phone' ? Phone : Mail;
  return (
    <section className={`${card} p-4 sm:p-5`} aria-labelledby="enquiry-reply">
      <h2 id="enquiry-reply" className="mb-3 text-h4 font-semibold text-ink">
        {t('triage.reply')}
      </h2>
      {reply ? (
        <>
          <a
            href={reply.href}
            className={`${buttonPrimary} w-full justify-center`}
            onClick={() => {
              if (enquiry.status === '未处理') replied.mutate();
            }}
          >
            <Icon aria-hidden="true" className="size-4" />
            {reply.kind === 'phone' ? t('triage.call') : t('triage.replyEmail')}
          </a>
          <p className="pt-2 text-xs text-muted">{t('triage.replyHint')}</p>
        </>
      ) : (
        <p className="text-small text-muted">{t('triage.replyNone')}</p>
      )}
    </section>
  );
}
