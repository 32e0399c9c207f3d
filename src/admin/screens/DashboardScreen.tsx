// The dashboard: unhandled and assigned-to-me enquiries, article statistics, site publishing, category distribution,
// recent activity, quick actions and the latest five enquiries, all from real data.
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { listNews } from '../api/endpoints.ts';
import { useEnquiryList, useNewsList } from '../api/queries.ts';
import PageHeader from '../components/PageHeader.tsx';
import { useT } from '../i18n/index.ts';
import { $session } from '../stores/session.ts';
import CategoryBars from './dashboard/CategoryBars.tsx';
import InboxCounts from './dashboard/InboxCounts.tsx';
import LatestEnquiries from './dashboard/LatestEnquiries.tsx';
import QuickActions from './dashboard/QuickActions.tsx';
import RecentActivity from './dashboard/RecentActivity.tsx';
import SitePublishing from './dashboard/SitePublishing.tsx';
import StatCards from './dashboard/StatCards.tsx';

/** Spec section 9: statistics are read with limit 1; the dashboard lists 5 recent messages. */
const STATS_QUERY = { limit: 1, offset: 0 };
const RECENT = { limit: 5, offset: 0 };
// The API orders articles by publish date only, so recent activity reads its
// largest page and orders it by last change: exact up to 100 articles, beyond
// that the latest changes among the 100 most recently dated.
const ARTICLES_FOR_ACTIVITY = { limit: 100, offset: 0 };

export default function DashboardScreen() {
  const { t } = useT();
  const user = useStore($session)?.user;
  const stats = useQuery({ queryKey: ['news', 'stats'], queryFn: ({ signal }) => listNews(STATS_QUERY, signal) });
  const articles = useNewsList(ARTICLES_FOR_ACTIVITY);
  const enquiries = useEnquiryList(RECENT);

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {user && <p className="-mt-4 mb-6 text-small text-muted">{t('dashboard.welcome', { name: user.name })}</p>}
      <InboxCounts />
      <div className="mt-3 sm:mt-4">
        <StatCards query={stats} />
      </div>
      <div className="mt-6">
        <SitePublishing />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <CategoryBars query={stats} />
        </div>
        <QuickActions />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <LatestEnquiries query={enquiries} />
        </div>
        <RecentActivity articles={articles} enquiries={enquiries} />
      </div>
    </>
  );
}
