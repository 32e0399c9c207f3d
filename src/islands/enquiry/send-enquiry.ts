// Sends an enquiry to POST /api/contact (docs/API.md) in the page's language and says how it
// went: stored, or refused with the server's field messages, or why it failed:
// the connection, the limit (with the minutes to wait) or the server.
import type { Locale } from '~/i18n/locales';
import { type ApiResult, callApi } from '~/shared/api-client';
import type { EnquiryField } from '~/shared/constants';
import type { BodyOf } from '~/shared/contract';

export interface EnquiryDraft {
  name: string;
  company: string;
  contact: string;
  message: string;
  source: string;
  consent: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export type FieldErrors = Partial<Record<EnquiryField | 'consent', string>>;

export type EnquiryResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: FieldErrors }
  | { ok: false; reason: 'network' | 'server'; fields: FieldErrors }
  | { ok: false; reason: 'limit'; fields: FieldErrors; waitMinutes: number };

export async function sendEnquiry(enquiry: EnquiryDraft, locale: Locale, fetcher: typeof fetch = fetch): Promise<EnquiryResult> {
  // Sent as the visitor left it: an unticked consent or a filled honeypot is the server's to judge.
  const body = enquiry as unknown as BodyOf<'POST /api/contact'>;
  let result: ApiResult<'POST /api/contact'>;
  try {
    result = await callApi(
      'POST /api/contact',
      { body },
      { headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' }, fetch: fetcher },
    );
  } catch {
    return { ok: false, reason: 'network', fields: {} };
  }
  if (result.ok) return { ok: true };
  if (result.status === 429) {
    const retryAfter = Number(result.headers.get('Retry-After'));
    return { ok: false, reason: 'limit', fields: {}, waitMinutes: Math.max(1, Math.ceil((retryAfter || 60) / 60)) };
  }
  if (result.status === 400) return { ok: false, reason: 'invalid', fields: result.fields };
  return { ok: false, reason: 'server', fields: {} };
}
