// React Query keys and hooks over the endpoints, so screens share one cache
// and every write invalidates exactly what it changed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContact, getNews, listContacts, listNews, type ContactListQuery, type NewsListQuery } from './endpoints.ts';
import { listUsers } from './staff.ts';

export const queryKeys = {
  news: ['news'] as const,
  newsList: (query: NewsListQuery) => ['news', 'list', query] as const,
  newsItem: (id: string) => ['news', 'item', id] as const,
  // Under `contacts`, so every enquiry write refreshes the lists, the counts and the open detail.
  contacts: ['contacts'] as const,
  contactList: (query: ContactListQuery) => ['contacts', 'list', query] as const,
  contactItem: (id: string) => ['contacts', 'item', id] as const,
  users: ['users'] as const,
  me: ['me'] as const,
};

export function useNewsList(query: NewsListQuery) {
  return useQuery({
    queryKey: queryKeys.newsList(query),
    queryFn: ({ signal }) => listNews(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.newsItem(id ?? ''),
    queryFn: ({ signal }) => getNews(id!, signal),
    enabled: id !== undefined,
  });
}

export function useContactList(query: ContactListQuery) {
  return useQuery({
    queryKey: queryKeys.contactList(query),
    queryFn: ({ signal }) => listContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactDetail(id: string) {
  return useQuery({ queryKey: queryKeys.contactItem(id), queryFn: ({ signal }) => getContact(id, signal) });
}

export function useUsers() {
  return useQuery({ queryKey: queryKeys.users, queryFn: ({ signal }) => listUsers(signal) });
}
