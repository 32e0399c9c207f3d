// React Query keys and hooks over the endpoints, so screens share one cache
// and every write invalidates exactly what it changed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicChangedAt, REBUILD_STALE_MS, type SiteStatus } from '~/shared/site-publishing';
import {
  getEnquiryCounts,
  listStaffNames,
  getEnquiry,
  getNews,
  getSiteStatus,
  listEnquiries,
  listNews,
  type EnquiryListQuery,
  type NewsListQuery,
  type NewsPage,
} from './endpoints.ts';
import { listSecurityLog, listStaffAccounts, type SecurityLogQuery } from './staff.ts';

export const queryKeys = {
  news: ['news'] as const,
  newsList: (query: NewsListQuery) => ['news', 'list', query] as const,
  newsItem: (id: string) => ['news', 'item', id] as const,
  // Under `news`, so every article write refreshes it.
  siteStatus: ['news', 'site-status'] as const,
  // Under `contacts`, so every enquiry write refreshes the lists, the counts and the open detail.
  contacts: ['contacts'] as const,
  enquiryList: (query: EnquiryListQuery) => ['contacts', 'list', query] as const,
  enquiryItem: (id: string) => ['contacts', 'item', id] as const,
  enquiryCounts: ['contacts', 'counts'] as const,
  staffNames: ['users', 'names'] as const,
  users: ['users'] as const,
  securityLog: (query: SecurityLogQuery) => ['security-log', query] as const,
  me: ['me'] as const,
};

/** While the site is being updated, screens ask again at this pace until the deploy is in. */
const WHILE_UPDATING_MS = 15_000;

export function useNewsList(query: NewsListQuery) {
  return useQuery({
    queryKey: queryKeys.newsList(query),
    queryFn: ({ signal }) => listNews(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (updating(current.state.data) ? WHILE_UPDATING_MS : false),
  });
}

/**
 * An article updating for less than 15 minutes: its deploy should come soon. Past
 * that it is a problem the dashboard shows, and asking every 15 s would not help
 * (nor on a local server, which never gets deploy events).
 */
const updating = (page: NewsPage | undefined) =>
  page?.items.some((item) => item.siteState === 'updating' && Date.now() - publicChangedAt(item) < REBUILD_STALE_MS) ?? false;

export function useSiteStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.siteStatus,
    queryFn: ({ signal }) => getSiteStatus(signal),
    enabled: options.enabled ?? true,
    // Deploys end outside the admin's doings: older than 30 s is worth asking again.
    staleTime: 30_000,
    refetchInterval: (current) => (pendingOf(current.state.data) ? WHILE_UPDATING_MS : false),
  });
}

const pendingOf = (status: SiteStatus | undefined) => Boolean(status?.pendingRequest && !status.pendingRequest.stale);

export function useNewsItem(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.newsItem(id ?? ''),
    queryFn: ({ signal }) => getNews(id!, signal),
    enabled: id !== undefined,
  });
}

export function useEnquiryList(query: EnquiryListQuery) {
  return useQuery({
    queryKey: queryKeys.enquiryList(query),
    queryFn: ({ signal }) => listEnquiries(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiryDetail(id: string) {
  return useQuery({ queryKey: queryKeys.enquiryItem(id), queryFn: ({ signal }) => getEnquiry(id, signal) });
}

/** New enquiries arrive without the admin doing anything: asked every minute while the tab is visible, and on focus. */
const COUNTS_EVERY_MS = 60_000;

export function useEnquiryCounts() {
  return useQuery({
    queryKey: queryKeys.enquiryCounts,
    queryFn: ({ signal }) => getEnquiryCounts(signal),
    refetchInterval: COUNTS_EVERY_MS,
    // A hidden tab is not asked (React Query's default, said here because the badge relies on it).
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

/** username → display name, for histories and the assignee control; the username when unknown. */
export function useStaffNames() {
  const query = useQuery({ queryKey: queryKeys.staffNames, queryFn: ({ signal }) => listStaffNames(signal), staleTime: 60_000 });
  const names = new Map(query.data?.map((account) => [account.username, account.name]));
  return { ...query, nameOf: (username: string) => names.get(username) || username };
}

export function useStaffAccounts() {
  return useQuery({ queryKey: queryKeys.users, queryFn: ({ signal }) => listStaffAccounts(signal) });
}

export function useSecurityLog(query: SecurityLogQuery) {
  return useQuery({
    queryKey: queryKeys.securityLog(query),
    queryFn: ({ signal }) => listSecurityLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
