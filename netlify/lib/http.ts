// The one envelope every function answers with (see shared spec/api.md).
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import type { ErrorCode } from '../../src/shared/api.ts';
import { fieldErrors } from '../../src/shared/validation.ts';

export type { ErrorCode };

const STATUS: Record<ErrorCode, number> = {
  INVALID_JSON: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  BAD_CREDENTIALS: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  INVALID_JSON: '请求体不是有效的 JSON 对象',
  VALIDATION: '提交的内容有误，请检查后重试',
  UNAUTHORIZED: '未登录或登录已过期',
  BAD_CREDENTIALS: '用户名或密码错误',
  NOT_FOUND: '请求的资源不存在',
  METHOD_NOT_ALLOWED: '不支持该请求方法',
  PAYLOAD_TOO_LARGE: '请求体过大',
  UNSUPPORTED_MEDIA_TYPE: '请求体必须是 application/json',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  UNAVAILABLE: '服务暂时不可用，请稍后再试',
  INTERNAL: '服务器内部错误',
};

/** Thrown anywhere inside a handler; `route` turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGE[code],
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** Raised by the store layer when Redis cannot be reached. */
export class StoreUnavailableError extends Error {}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function ok(
  data: unknown,
  init: { status?: number; meta?: unknown; headers?: Record<string, string> } = {},
): Response {
  const body = init.meta === undefined ? { success: true, data } : { success: true, data, meta: init.meta };
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** `{ success: true }` with no data, as logout and delete answer. */
export function done(): Response {
  return Response.json({ success: true }, { headers: NO_STORE });
}

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { success: false, error: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  return Response.json(body, { status: error.status, headers: { ...NO_STORE, ...error.headers } });
}

type Handler = (req: Request, context: Context) => Promise<Response> | Response;

/**
 * Dispatches by method, answers 405 with `Allow` for the others, and maps every
 * thrown error to the envelope without leaking internals.
 */
export function route(handlers: Partial<Record<string, Handler>>) {
  const allow = Object.keys(handlers).join(', ');
  return async (req: Request, context: Context): Promise<Response> => {
    const handler = handlers[req.method];
    if (!handler) {
      return errorResponse(new ApiError('METHOD_NOT_ALLOWED', undefined, undefined, { Allow: allow }));
    }
    try {
      return await handler(req, context);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      if (error instanceof StoreUnavailableError) return errorResponse(new ApiError('UNAVAILABLE'));
      console.error('[api] unexpected error', req.method, new URL(req.url).pathname, error);
      return errorResponse(new ApiError('INTERNAL'));
    }
  };
}

/**
 * Reads a JSON object body: 415 unless it is application/json, 413 past
 * `maxBytes` (counted while streaming, before parsing), 400 INVALID_JSON unless
 * it is valid UTF-8 JSON holding an object.
 */
export async function readJson(req: Request, { maxBytes }: { maxBytes: number }): Promise<Record<string, unknown>> {
  const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
  } catch {
    throw new ApiError('INVALID_JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError('INVALID_JSON');
  return parsed as Record<string, unknown>;
}

/** Checks `input` against a shared schema; failures become 400 VALIDATION naming each field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError('VALIDATION', undefined, fieldErrors(result.error));
  return result.data;
}

/** The query string as a plain object, first value of each name winning. */
export function queryOf(req: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(req.url).searchParams) query[name] ??= value;
  return query;
}

/** The visitor's address as Netlify reports it; rate limits and dedupe key on it. */
export function clientAddress(context: Context): string {
  return context.ip || 'unknown';
}
