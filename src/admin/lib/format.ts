// Dates and times as the admin reads and types them: always in the browser's
// time zone, which the screens name next to the times.
import type { Locale } from '~/i18n/locales';
import type { NewsItem, NewsStatusFilter } from '~/shared/news';

const INTL_LOCALE: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB' };

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium' }).format(date);
}

/** In Beijing time whatever the browser's zone: the security log's times, as its column says. */
export function formatChinaDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}

/** The browser's time zone, e.g. "Asia/Shanghai". */
export function timeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; "" or garbage gives undefined. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value); // no offset in the string: read as local time
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** What the list shows: a published article whose date is still ahead is scheduled. */
export function displayStatus(item: Pick<NewsItem, 'status' | 'publishedAt'>, now = Date.now()): NewsStatusFilter {
  if (item.status === 'draft') return 'draft';
  return new Date(item.publishedAt).getTime() > now ? 'scheduled' : 'published';
}
