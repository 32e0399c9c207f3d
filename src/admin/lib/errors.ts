// One place that turns any failure into the sentence the admin reads.
import { AdminApiError } from '../api/client.ts';
import type { AdminTranslate } from '../i18n/index.ts';

/** "3 分钟" / "45 s": how long a rate-limited admin has to wait. */
export function waitText(seconds: number, t: AdminTranslate): string {
  return seconds >= 60
    ? t('error.minutes', { count: Math.ceil(seconds / 60) })
    : t('error.seconds', { count: Math.max(1, Math.round(seconds)) });
}

export function errorText(error: unknown, t: AdminTranslate, fallback = t('error.unknown')): string {
  if (!(error instanceof AdminApiError)) return fallback;
  if (error.code === 'NETWORK') return t('error.network');
  if (error.code === 'RATE_LIMITED' && error.retryAfter) return t('error.rateLimited', { time: waitText(error.retryAfter, t) });
  return error.message || fallback;
}

/** A failed save in a form that keeps its values: an outage gets the sentence saying so. */
export function saveErrorText(error: unknown, t: AdminTranslate): string {
  return error instanceof AdminApiError && error.isStoreUnavailable ? t('outage.notSaved') : errorText(error, t);
}
