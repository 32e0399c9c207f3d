// The admin's one API client: knows the envelope (spec/api.md), sends the
// bearer token and the admin's language, and returns typed data or throws a
// typed AdminApiError. A 401 on a signed-in call ends the session; a 403
// PASSWORD_CHANGE_REQUIRED sends the session to the password form; a 503
// UNAVAILABLE marks the store down until a call succeeds again.
import type { ErrorCode } from '~/shared/api';
import { currentLocale } from '../i18n/index.ts';
import { $session, endSession, requirePasswordChange } from '../stores/session.ts';
import { reportStoreDown, reportStoreUp } from '../stores/store-status.ts';

/** The server's codes, plus NETWORK (no answer) and BAD_RESPONSE (an answer that is not the envelope). */
export type AdminErrorCode = ErrorCode | 'FORBIDDEN' | 'PASSWORD_CHANGE_REQUIRED' | 'CONFLICT' | 'NETWORK' | 'BAD_RESPONSE';

export class AdminApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code: AdminErrorCode,
    /** The server's text for people, in the admin's language; "" when there is none. */
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }

  /** 4xx: asking again will not help, so queries and mutations do not retry. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** The data store could not be reached; the contract says nothing was written. */
  get isStoreUnavailable(): boolean {
    return this.status === 503 && this.code === 'UNAVAILABLE';
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Send the bearer token (every call but login). */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiAnswer<T, M> {
  data: T;
  meta: M;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends a call and returns the raw Response; network failures and 401 handled here. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale() === 'en' ? 'en' : 'zh-CN',
  };
  const token = auth ? $session.get()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await failureOf(response, Boolean(token));
  reportStoreUp();
  return response;
}

async function failureOf(response: Response, signedIn: boolean): Promise<AdminApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    code?: unknown;
    fields?: unknown;
  } | null;
  const code = (typeof body?.code === 'string' ? body.code : 'BAD_RESPONSE') as AdminErrorCode;
  const message = typeof body?.error === 'string' ? body.error : '';
  const fields =
    body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  // A signed-in call refused for its token: the session is over (expired, revoked, password changed).
  if (response.status === 401 && signedIn) endSession('expired');
  // A temporary password (or a reset meanwhile): nothing else works until a new one is set.
  if (response.status === 403 && code === 'PASSWORD_CHANGE_REQUIRED' && signedIn) requirePasswordChange();
  const error = new AdminApiError(response.status, code, message, fields, retryAfter);
  if (error.isStoreUnavailable) reportStoreDown();
  return error;
}

/** A JSON call: the envelope's data and meta, typed by the caller. */
export async function request<T, M = undefined>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T, M>> {
  const response = await send(path, options);
  const body = (await response.json().catch(() => null)) as { success?: unknown; data?: T; meta?: M } | null;
  if (body?.success !== true) throw new AdminApiError(response.status, 'BAD_RESPONSE', '');
  return { data: body.data as T, meta: body.meta as M };
}
