// React Query keys and hooks over the endpoints, so screens share one cache
// and every write invalidates exactly what it changed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getNews, listContacts, listNews, type ContactListQuery, type NewsListQuery } from './endpoints.ts';

export const queryKeys = {
  news: ['news'] as const,
  newsList: (query: NewsListQuery) => ['news', 'list', query] as const,
  newsItem: (id: string) => ['news', 'item', id] as const,
  contacts: ['contacts'] as const,
  contactList: (query: ContactListQuery) => ['contacts', 'list', query] as const,
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
