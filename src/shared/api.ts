// The response envelope of every /api call (docs/API.md), for the functions and the browser alike.

export type ErrorCode =
  | 'INVALID_JSON'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'BAD_CREDENTIALS'
  | 'FORBIDDEN'
  | 'ACCOUNT_DISABLED'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'TWO_FACTOR_REQUIRED'
  | 'SESSION_IDLE'
  | 'SESSION_ENDED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface ApiSuccess<T, M = undefined> {
  success: true;
  data: T;
  meta?: M;
}

export interface ApiFailure {
  success: false;
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

export interface ListMeta {
  total: number;
  limit: number;
  offset: number;
}

/** Record ids are opaque and URL-safe; anything else cannot name a record. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
