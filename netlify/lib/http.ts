// The envelope's errors (docs/API.md, 'Errors'), the request's language, and
// reading bodies and queries. Messages travel as keys and are rendered in the
// request's language here.
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import type { ErrorCode } from '../../src/shared/api.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { renderFields, renderMessage, type MessageKey, type MessageRef } from '../../src/shared/messages.ts';
import { fieldMessages } from '../../src/shared/validation.ts';
import { isSiteOrigin } from './site-origins.ts';

export type { ErrorCode };

const STATUS: Record<ErrorCode, number> = {
  INVALID_JSON: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  SESSION_IDLE: 401,
  SESSION_ENDED: 401,
  BAD_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const DEFAULT_MESSAGE: Record<ErrorCode, MessageKey> = {
  INVALID_JSON: 'invalidJson',
  VALIDATION: 'validation',
  UNAUTHORIZED: 'unauthorized',
  SESSION_IDLE: 'sessionIdle',
  SESSION_ENDED: 'sessionEnded',
  BAD_CREDENTIALS: 'badCredentials',
  FORBIDDEN: 'forbidden',
  ACCOUNT_DISABLED: 'accountDisabled',
  PASSWORD_CHANGE_REQUIRED: 'passwordChangeRequired',
  TWO_FACTOR_REQUIRED: 'twoFactorRequired',
  NOT_FOUND: 'notFound',
  METHOD_NOT_ALLOWED: 'methodNotAllowed',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  UNAVAILABLE: 'unavailable',
  INTERNAL: 'internal',
};

/** Thrown anywhere inside a handler; `route` turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = DEFAULT_MESSAGE[code],
    readonly fields?: Record<string, MessageRef>,
    readonly headers?: Record<string, string>,
    /** Values for the message's `{name}`s (the articles that use an image; who saved and when). */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.status = STATUS[code];
  }
}

/** 400 VALIDATION naming one field. */
export function fieldError(field: string, key: MessageKey): ApiError {
  return new ApiError('VALIDATION', undefined, { [field]: { key } });
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Sent with every API answer, errors included: Netlify applies netlify.toml's
 * headers to files, not to function responses (docs/API.md, 'Headers').
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * The policy of the few HTML pages the API renders (a form post's answers,
 * docs/API.md 'POST /api/contact'): still nothing loaded, no script; only their
 * own inline stylesheet, named by its hash, and forms posting to this site.
 */
export function documentPolicy(styleHash: string): string {
  return `default-src 'none'; style-src '${styleHash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

/** The same response with the security headers set, whatever its handler put there. */
export function withSecurityHeaders(response: Response): Response {
  const documentCsp = response.headers.get('content-type')?.startsWith('text/html')
    ? response.headers.get('content-security-policy')
    : null;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  // An HTML answer keeps its own policy only when it is as strict (nothing loaded by default).
  if (documentCsp?.startsWith("default-src 'none';")) {
    response.headers.set('Content-Security-Policy', documentCsp);
    // Under no-referrer a browser posts the page's form with `Origin: null`, which the foreign-origin check refuses.
    response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  }
  return response;
}

export function errorResponse(error: ApiError, lang: Locale): Response {
  const body: Record<string, unknown> = {
    success: false,
    error: renderMessage({ key: error.messageKey, params: error.params }, lang),
    code: error.code,
  };
  if (error.fields) body.fields = renderFields(error.fields, lang);
  return Response.json(body, { status: error.status, headers: { ...NO_STORE, ...error.headers } });
}

/** English when the first tag of Accept-Language is `en` or `en-*`, otherwise Chinese. */
export function requestLang(req: Request): Locale {
  const first = (req.headers.get('accept-language') ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write sent by a page of another site (cross-site request forgery). A call
 * without Origin (a server, a script) is left to the other rules; `Origin: null`
 * names no origin of ours, so it is refused. Ours: the request's own origin and
 * SITE_ORIGINS (netlify/lib/site-origins.ts).
 */
export function isForeignWrite(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!STATE_CHANGING.has(req.method) || origin === null) return false;
  return !isSiteOrigin(origin, req);
}

/** The body's media type, lower-cased, without parameters (`charset`). */
export function mediaTypeOf(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The body's bytes: 413 past `maxBytes` (from Content-Length, then counted while streaming). */
export async function readBytes(req: Request, maxBytes: number): Promise<Buffer> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ApiError('PAYLOAD_TOO_LARGE');
      }
      chunks.push(next.value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON object body: 415 unless it is application/json, 413 past
 * `maxBytes` (counted while streaming, before parsing), 400 INVALID_JSON unless
 * it is valid UTF-8 JSON holding an object.
 */
export async function readJson(req: Request, { maxBytes }: { maxBytes: number }): Promise<Record<string, unknown>> {
  if (mediaTypeOf(req) !== 'application/json') throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const bytes = await readBytes(req, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError('INVALID_JSON');
  return parsed as Record<string, unknown>;
}

/**
 * Reads a browser form's body (application/x-www-form-urlencoded, UTF-8): 413
 * past `maxBytes`; the first value of each name wins, as in queries.
 */
export async function readForm(req: Request, { maxBytes }: { maxBytes: number }): Promise<Record<string, string>> {
  const bytes = await readBytes(req, maxBytes);
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) fields[name] ??= value;
  return fields;
}

/** Checks `input` against a shared schema; failures become 400 VALIDATION naming each field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError('VALIDATION', undefined, fieldMessages(result.error));
  return result.data;
}

/** The query string as a plain object, first value of each name winning. */
export function queryOf(req: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(req.url).searchParams) query[name] ??= value;
  return query;
}

/** The visitor's address as Netlify reports it, or the trusted proxy names it (router.ts); rate limits and dedupe key on it. */
export function clientAddress(context: Context): string {
  return context.ip || 'unknown';
}
