// Dates and times as the admin reads and types them: always Beijing time (China
// Standard Time, UTC+8 all year), as the public pages date articles and the
// security log records, whatever the browser's own zone: a colleague abroad
// reads the same times as the office.
import type { Locale } from '~/i18n/locales';
import type { NewsItem, NewsStatusFilter } from '~/shared/news';

const INTL_LOCALE: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB' };

const BEIJING = 'Asia/Shanghai';
/** China has kept UTC+8 without daylight saving since 1991. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: BEIJING }).format(
    date,
  );
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: BEIJING }).format(date);
}

/** To the second: the security log's times. */
export function formatChinaDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'medium', timeZone: BEIJING }).format(
    date,
  );
}

/** An ISO instant as the value of an `<input type="datetime-local">`: Beijing time, to the minute. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (Beijing time) as an ISO instant; "" or garbage gives undefined. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(`${value.slice(0, 16)}:00+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** What the list shows: a published article whose date is still ahead is scheduled. */
export function displayStatus(item: Pick<NewsItem, 'status' | 'publishedAt'>, now = Date.now()): NewsStatusFilter {
  if (item.status === 'draft') return 'draft';
  return new Date(item.publishedAt).getTime() > now ? 'scheduled' : 'published';
}
