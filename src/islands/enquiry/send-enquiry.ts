// Sends an enquiry to POST /api/contact (docs/API.md) in the page's language and says how it
// went: stored, or refused with the server's field messages and, when the
// visitor sent too many, how many minutes to wait.
import type { Locale } from '~/i18n/locales';
import { type ApiResult, callApi } from '~/shared/api-client';
import type { BodyOf } from '~/shared/contract';
import type { EnquiryField } from '~/shared/constants';

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

export type EnquiryResult =
  | { ok: true }
  | { ok: false; fields: Partial<Record<EnquiryField | 'consent', string>>; waitMinutes?: number };

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
    return { ok: false, fields: {} };
  }
  if (result.ok) return { ok: true };
  const retryAfter = Number(result.headers.get('Retry-After'));
  return {
    ok: false,
    fields: result.fields,
    ...(result.status === 429 && retryAfter > 0 ? { waitMinutes: Math.ceil(retryAfter / 60) } : {}),
  };
}
