// The one reader of the envelope in the browser (docs/API.md, 'Envelope'): the
// admin app, the news islands and the enquiry forms call the contract through it.
// Only types come from the contract, so a public page loads no schema.
import type { ApiFailure, ApiSuccess, ErrorCode } from './api.ts';
import type { ArgsOf, EndpointKey, MetaOf, OutputOf } from './contract.ts';

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For tests: another fetch. */
  fetch?: typeof fetch;
}

export type ApiResult<K extends EndpointKey> =
  | { ok: true; status: number; data: OutputOf<K>; meta: MetaOf<K>; headers: Headers }
  | {
      ok: false;
      status: number;
      /** BAD_RESPONSE: an answer that is not the envelope (a proxy's error page, say). */
      code: ErrorCode | 'BAD_RESPONSE';
      /** The server's text for people, in the requested language; "" when there is none. */
      error: string;
      fields: Record<string, string>;
      headers: Headers;
    };

type Envelope<K extends EndpointKey> = ApiSuccess<OutputOf<K>, MetaOf<K>> | ApiFailure;

type Loose = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

/** The URL of a call: `:name` segments filled in (encoded); undefined, '' and false query values left out. */
export function urlOf<K extends EndpointKey>(key: K, args: ArgsOf<K>): string {
  const { params = {}, query = {} } = args as Loose;
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value || value === 0) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends a call; the raw answer (for files). A failed network rejects, as fetch does. */
export function sendApi<K extends EndpointKey>(key: K, args: ArgsOf<K>, options: CallOptions = {}): Promise<Response> {
  const { body } = args as Loose;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return (options.fetch ?? fetch)(urlOf(key, args), {
    method: key.slice(0, key.indexOf(' ')),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

/** Reads an answer of `key` as the envelope: typed data and meta, or the failure. */
export async function readApi<K extends EndpointKey>(response: Response): Promise<ApiResult<K>> {
  const { ok, status, headers } = response;
  const body: Partial<Envelope<K>> | null = await response.json().catch(() => null);
  if (ok && body?.success) return { ok, status, headers, data: body.data!, meta: body.meta! };
  // Anything but the failure envelope (a proxy's error page) reads as BAD_RESPONSE with no text.
  return { code: 'BAD_RESPONSE', error: '', fields: {}, ...(body?.success === false && body), ok: false, status, headers };
}

/** Sends a call and reads its envelope. A failed network rejects. */
export async function callApi<K extends EndpointKey>(key: K, args: ArgsOf<K>, options?: CallOptions): Promise<ApiResult<K>> {
  return readApi<K>(await sendApi(key, args, options));
}
