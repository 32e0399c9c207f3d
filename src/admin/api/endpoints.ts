// The admin's calls to news, enquiries and its own session, each typed by the
// contract (src/shared/contract.ts, docs/API.md).
import type { BodyOf, MetaOf, OutputOf, QueryOf } from '~/shared/contract';
import { request, send } from './client.ts';

export type NewsListQuery = Partial<QueryOf<'GET /api/admin/news'>> & { limit: number; offset: number };
export type NewsPage = OutputOf<'GET /api/admin/news'> & { total: number };
/** What the article form sends on create and update. */
export type NewsDraft = BodyOf<'POST /api/admin/news'>;

export type EnquiryListQuery = Partial<QueryOf<'GET /api/contact'>> & { limit: number; offset: number };
export interface EnquiryPage {
  items: OutputOf<'GET /api/contact'>;
  total: number;
  counts: MetaOf<'GET /api/contact'>['counts'];
}
export type EnquiryChange = BodyOf<'PATCH /api/contact/:id'>;

/** 200 while the store answers, 503 while it does not; the client reports either to the store status. */
export const checkHealth = () => send('GET /api/health', {}, { auth: false });

export const login = (username: string, password: string) =>
  request('POST /api/admin/login', { body: { username, password } }, { auth: false }).then((answer) => answer.data);

export const logout = () => request('POST /api/admin/logout', {});

export const changePassword = (currentPassword: string, newPassword: string) =>
  request('POST /api/admin/password', { body: { currentPassword, newPassword } });

export async function listNews(query: NewsListQuery, signal?: AbortSignal): Promise<NewsPage> {
  const { data, meta } = await request('GET /api/admin/news', { query }, { signal });
  return { ...data, total: meta.total };
}

export const getNews = (id: string, signal?: AbortSignal) =>
  request('GET /api/admin/news/:id', { params: { id } }, { signal }).then((answer) => answer.data);

export const createNews = (draft: NewsDraft) => request('POST /api/admin/news', { body: draft }).then((answer) => answer.data);

/** Saves over the version `baseUpdatedAt`; a newer one stored meanwhile answers 409 CONFLICT. */
export const updateNews = (id: string, draft: NewsDraft, baseUpdatedAt: string) =>
  request('PUT /api/admin/news/:id', { params: { id }, body: { ...draft, baseUpdatedAt } }).then((answer) => answer.data);

export const listRevisions = (id: string, signal?: AbortSignal) =>
  request('GET /api/admin/news/:id/revisions', { params: { id } }, { signal }).then((answer) => answer.data);

export const restoreRevision = (id: string, revisionId: string) =>
  request('POST /api/admin/news/:id/revisions/:revisionId/restore', { params: { id, revisionId } }).then((answer) => answer.data);

export const deleteNews = (id: string) => request('DELETE /api/admin/news/:id', { params: { id } });

/** What the pre-rendered site shows and whether a rebuild is on its way. */
export const getSiteStatus = (signal?: AbortSignal) =>
  request('GET /api/admin/site-status', {}, { signal, background: true }).then((answer) => answer.data);

export async function listEnquiries(query: EnquiryListQuery, signal?: AbortSignal): Promise<EnquiryPage> {
  const { data, meta } = await request('GET /api/contact', { query }, { signal });
  return { items: data, total: meta.total, counts: meta.counts };
}

/** One enquiry with its history (oldest first). */
export const getEnquiry = (id: string, signal?: AbortSignal) =>
  request('GET /api/contact/:id', { params: { id } }, { signal }).then((answer) => answer.data);

/** A new status and/or a new internal note; each change lands in the enquiry's history. */
export const updateEnquiry = (id: string, change: EnquiryChange) =>
  request('PATCH /api/contact/:id', { params: { id }, body: change }).then((answer) => answer.data);

export const updateEnquiryStatus = (id: string, status: NonNullable<EnquiryChange['status']>) => updateEnquiry(id, { status });

/** Erases the enquiry and its history for good (admins only). */
export const deleteEnquiry = (id: string) => request('DELETE /api/contact/:id', { params: { id } });

/** Replying to the visitor: a new enquiry becomes 处理中 (docs/API.md, 'POST /api/contact/{id}/reply'). */
export const markReplied = (id: string) =>
  request('POST /api/contact/:id/reply', { params: { id } }).then((answer) => answer.data);

/** The navigation badge's and the dashboard's numbers for the signed-in account. */
export const getEnquiryCounts = (signal?: AbortSignal) =>
  request('GET /api/admin/contact/counts', {}, { signal, background: true }).then((answer) => answer.data);

/** Every staff account's display name, for assignment and histories. */
export const listStaffNames = (signal?: AbortSignal) =>
  request('GET /api/admin/staff-names', {}, { signal }).then((answer) => answer.data);

export type EnquiryExportQuery = Partial<QueryOf<'GET /api/admin/contact/export'>>;

/** The CSV of what the list shows (filter, search, assignment): its bytes (BOM included) and the server's file name. */
export async function exportEnquiries(query: EnquiryExportQuery): Promise<{ blob: Blob; filename: string }> {
  const response = await send('GET /api/admin/contact/export', { query });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'enquiries.csv';
  return { blob: await response.blob(), filename };
}
