import type { UseQueryResult } from '@tanstack/react-query';
import { FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { ContactPage, NewsPage } from '../../api/endpoints.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useT, type AdminTranslate } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import Panel from './Panel.tsx';

interface Activity {
  key: string;
  at: string;
  text: string;
  to: string;
  kind: 'article' | 'enquiry';
}

const MAX_ITEMS = 6;
/** An article saved again more than a minute after it was created counts as updated. */
const EDIT_GRACE_MS = 60_000;

function activities(news: NewsPage, contacts: ContactPage, t: AdminTranslate): Activity[] {
  const fromArticles = news.items.map((item): Activity => {
    const edited = new Date(item.updatedAt).getTime() - new Date(item.createdAt).getTime() > EDIT_GRACE_MS;
    return {
      key: `a-${item.id}`,
      at: edited ? item.updatedAt : item.createdAt,
      text: t(edited ? 'dashboard.activityArticle' : 'dashboard.activityArticleNew', { title: item.title }),
      to: `/news/edit/${item.id}`,
      kind: 'article',
    };
  });
  const fromEnquiries = contacts.items.map(
    (message): Activity => ({
      key: `c-${message.id}`,
      at: message.createdAt,
      text: t('dashboard.activityEnquiry', { name: message.name || t('dashboard.anonymous') }),
      to: '/contact-messages',
      kind: 'enquiry',
    }),
  );
  return [...fromArticles, ...fromEnquiries].sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_ITEMS);
}

/** The latest article changes and enquiries, newest first. */
export default function RecentActivity({
  articles,
  enquiries,
}: {
  articles: UseQueryResult<NewsPage>;
  enquiries: UseQueryResult<ContactPage>;
}) {
  const { t, locale } = useT();
  const failed = articles.isError ? articles : enquiries.isError ? enquiries : null;
  let body;
  if (failed) body = <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!articles.data || !enquiries.data) body = <LoadingState />;
  else {
    const items = activities(articles.data, enquiries.data, t);
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
