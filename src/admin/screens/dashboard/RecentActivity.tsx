import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '~/i18n/locales';
import { FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { EnquiryPage, NewsPage } from '../../api/endpoints.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useT, type AdminTranslate } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { articleTitle } from '../../lib/labels.ts';
import { latestActivity, type Activity } from '../../lib/recent-activity.ts';
import Panel from './Panel.tsx';

const MAX_ITEMS = 6;

interface Entry {
  key: string;
  at: string;
  text: string;
  to: string;
  kind: Activity['kind'];
}

function entries(news: NewsPage, contacts: EnquiryPage, t: AdminTranslate, locale: Locale): Entry[] {
  return latestActivity(news.items, contacts.items, MAX_ITEMS).map(
    (activity): Entry =>
      activity.kind === 'article'
        ? {
            key: `a-${activity.item.id}`,
            at: activity.at,
            text: t(activity.edited ? 'dashboard.activityArticle' : 'dashboard.activityArticleNew', {
              title: articleTitle(activity.item, locale),
            }),
            to: `/news/edit/${activity.item.id}`,
            kind: 'article',
          }
        : {
            key: `c-${activity.message.id}`,
            at: activity.at,
            text: t('dashboard.activityEnquiry', { name: activity.message.name || t('dashboard.anonymous') }),
            to: '/contact-messages',
            kind: 'enquiry',
          },
  );
}

/** The latest article changes and enquiries, newest first. */
export default function RecentActivity({
  articles,
  enquiries,
}: {
  articles: UseQueryResult<NewsPage>;
  enquiries: UseQueryResult<EnquiryPage>;
}) {
  const { t, locale } = useT();
  const failed = articles.isError ? articles : enquiries.isError ? enquiries : null;
  let body: ReactNode;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!articles.data || !enquiries.data) body = <LoadingState />;
  else {
    const items = entries(articles.data, enquiries.data, t, locale);
    body =
      items.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map(({ key, at, text, to, kind }) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${
                  kind === 'article' ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-800'
                }`}
              >
                {kind === 'article' ? <FileText className="size-4" /> : <MessageSquare className="size-4" />}
              </span>
              <div className="min-w-0">
                <Link to={to} className="line-clamp-2 text-small text-ink hover:text-brand-700 hover:underline">
                  {text}
                </Link>
                <p className="text-xs text-muted">{formatDateTime(at, locale)}</p>
              </div>
            </li>
          ))}
        </ol>
      );
  }
  return <Panel title={t('dashboard.activity')}>{body}</Panel>;
}
