// Every call the admin app makes, typed after spec/api.md.
import type { ListMeta } from '~/shared/api';
import type { LoginResult } from '~/shared/auth';
import type { ContactCounts, ContactDetail, ContactMessage } from '~/shared/contact';
import type { ContactStatus, NewsCategory } from '~/shared/constants';
import type { NewsItem, NewsStatistics, NewsStatus, NewsStatusFilter } from '~/shared/news';
import { request, send } from './client.ts';

export interface NewsListQuery {
  q?: string;
  category?: NewsCategory;
  status?: NewsStatusFilter;
  limit: number;
  offset: number;
}

export interface NewsPage {
  items: NewsItem[];
  statistics: NewsStatistics;
  total: number;
}

/** What the form sends on create and update. */
export interface NewsDraft {
  title: string;
  content: string;
  category: NewsCategory;
  author: string;
  imageUrl: string;
  featured: boolean;
  status: NewsStatus;
  publishedAt?: string;
  titleEn: string;
  contentEn: string;
}

export interface ContactListQuery {
  q?: string;
  status?: ContactStatus;
  limit: number;
  offset: number;
}

export interface ContactPage {
  items: ContactMessage[];
  total: number;
  counts: ContactCounts;
}

/** 200 while the store answers, 503 while it does not; the client reports either to the store status. */
export const checkHealth = () => send('/api/health', { auth: false });

export const login = (username: string, password: string) =>
  request<LoginResult>('/api/admin/login', { method: 'POST', body: { username, password }, auth: false }).then(
    (answer) => answer.data,
  );

export const logout = () => request<undefined>('/api/admin/logout', { method: 'POST' });

export const changePassword = (currentPassword: string, newPassword: string) =>
  request<undefined>('/api/admin/password', { method: 'POST', body: { currentPassword, newPassword } });

export async function listNews(query: NewsListQuery, signal?: AbortSignal): Promise<NewsPage> {
  const { data, meta } = await request<{ items: NewsItem[]; statistics: NewsStatistics }, ListMeta>(
    '/api/admin/news',
    { query: { ...query }, signal },
  );
  return { items: data.items, statistics: data.statistics, total: meta.total };
}

export const getNews = (id: string, signal?: AbortSignal) =>
  request<NewsItem>(`/api/admin/news/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.data);

export const createNews = (draft: NewsDraft) =>
  request<NewsItem>('/api/admin/news', { method: 'POST', body: draft }).then((answer) => answer.data);

export const updateNews = (id: string, draft: NewsDraft) =>
  request<NewsItem>(`/api/admin/news/${encodeURIComponent(id)}`, { method: 'PUT', body: draft }).then(
    (answer) => answer.data,
  );

export const deleteNews = (id: string) =>
  request<undefined>(`/api/admin/news/${encodeURIComponent(id)}`, { method: 'DELETE' });

export async function listContacts(query: ContactListQuery, signal?: AbortSignal): Promise<ContactPage> {
  const { data, meta } = await request<ContactMessage[], ListMeta & { counts: ContactCounts }>('/api/contact', {
    query: { ...query },
    signal,
  });
  return { items: data, total: meta.total, counts: meta.counts };
}

const contactPath = (id: string) => `/api/contact/${encodeURIComponent(id)}`;

/** One enquiry with its history (oldest first). */
export const getContact = (id: string, signal?: AbortSignal) =>
  request<ContactDetail>(contactPath(id), { signal }).then((answer) => answer.data);

export const updateContactStatus = (id: string, status: ContactStatus) => updateContact(id, { status });

/** A new status and/or a new internal note; each change lands in the enquiry's history. */
export const updateContact = (id: string, change: { status?: ContactStatus; note?: string }) =>
  request<ContactMessage>(contactPath(id), { method: 'PATCH', body: change }).then((answer) => answer.data);

/** Erases the enquiry and its history for good (admins only). */
export const deleteContact = (id: string) => request<undefined>(contactPath(id), { method: 'DELETE' });

/** The CSV export as a file: its bytes (BOM included) and the server's file name. */
export async function exportContacts(): Promise<{ blob: Blob; filename: string }> {
  const response = await send('/api/admin/contact/export');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'enquiries.csv';
  return { blob: await response.blob(), filename };
}
