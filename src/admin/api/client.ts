// The admin's API client: the contract's calls (docs/API.md) through the one
// envelope reader (src/shared/api-client.ts), with the bearer token and the
// admin's language; typed data or a typed AdminApiError. A 401 on a signed-in
// call ends the session; a 403 PASSWORD_CHANGE_REQUIRED sends the session to
// the password form; a 503 UNAVAILABLE marks the store down until a call succeeds again.
import type { ErrorCode } from '~/shared/api';
import { readApi, sendApi, urlOf } from '~/shared/api-client';
import type { ArgsOf, EndpointKey, MetaOf, OutputOf } from '~/shared/contract';
import { currentLocale } from '../i18n/index.ts';
import { $session, endSession, requirePasswordChange, requireTwoFactorSetUp } from '../stores/session.ts';
import { noteServerActivity } from '../stores/activity.ts';
import { reportStoreDown, reportStoreUp } from '../stores/store-status.ts';

/** The server's codes, plus NETWORK (no answer) and BAD_RESPONSE (an answer that is not the envelope). */
export type AdminErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

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

export interface AdminCallOptions {
  /** Send the bearer token (every call but login and health). */
  auth?: boolean;
  signal?: AbortSignal;
  /** A file as the body (POST /api/admin/media). */
  upload?: Blob;
  /** A call the app makes on its own (a badge's poll): it does not keep the session going (docs/API.md, 'Sessions'). */
  background?: boolean;
}

/** Sends a call and returns the raw answer (files); a failure is thrown as AdminApiError. */
export async function send<K extends EndpointKey>(key: K, args: ArgsOf<K>, options: AdminCallOptions = {}): Promise<Response> {
  const { auth = true, signal, upload, background = false } = options;
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() === 'en' ? 'en' : 'zh-CN' };
  const token = auth ? $session.get()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (background) headers['X-Session-Activity'] = 'background';
  let response: Response;
  try {
    // A file goes as it is, with its own type (docs/API.md, 'POST /api/admin/media'); the
    // shared client stays JSON-only, since the public pages load it too.
    response = upload
      ? await fetch(urlOf(key, args), {
          method: key.slice(0, key.indexOf(' ')),
          headers: { ...headers, 'Content-Type': upload.type || 'application/octet-stream' },
          body: upload,
          signal,
        })
      : await sendApi(key, args, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await failureOf(response, Boolean(token));
  // Every signed-in call but a background one keeps the session going on the server (docs/API.md, 'Sessions').
  if (token && !background) noteServerActivity();
  reportStoreUp();
  return response;
}

async function failureOf(response: Response, signedIn: boolean): Promise<AdminApiError> {
  const result = await readApi(response);
  const { code, error, fields } = result.ok ? { code: 'BAD_RESPONSE' as const, error: '', fields: {} } : result;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  // A signed-in call refused for its token: the session is over (expired, revoked, password changed).
  if (response.status === 401 && signedIn)
    endSession(code === 'SESSION_IDLE' ? 'idle' : code === 'SESSION_ENDED' ? 'ended' : 'expired');
  // Disabled by an admin: the session is over, and the login screen says why.
  if (code === 'ACCOUNT_DISABLED' && signedIn) endSession('disabled');
  // A temporary password (or a reset meanwhile): nothing else works until a new one is set.
  if (response.status === 403 && code === 'PASSWORD_CHANGE_REQUIRED' && signedIn) requirePasswordChange();
  // Required by an admin and not on yet: nothing else works until it is set up.
  if (response.status === 403 && code === 'TWO_FACTOR_REQUIRED' && signedIn) requireTwoFactorSetUp();
  const failure = new AdminApiError(response.status, code, error, fields, retryAfter);
  if (failure.isStoreUnavailable) reportStoreDown();
  return failure;
}

/** A JSON call: the envelope's data and meta, typed by the contract. */
export async function request<K extends EndpointKey>(
  key: K,
  args: ArgsOf<K>,
  options?: AdminCallOptions,
): Promise<{ data: OutputOf<K>; meta: MetaOf<K> }> {
  const response = await send(key, args, options);
  const result = await readApi<K>(response);
  if (!result.ok) throw new AdminApiError(response.status, 'BAD_RESPONSE', '');
  return { data: result.data, meta: result.meta };
}
