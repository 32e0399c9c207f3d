// Sends an enquiry to POST /api/contact in the page's language and says how it
// went: stored, or refused with the server's field messages and, when the
// visitor sent too many, how many minutes to wait.
import type { Locale } from '~/i18n/locales';
import type { EnquiryField } from '~/shared/constants';

export interface Enquiry {
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

export async function sendEnquiry(enquiry: Enquiry, locale: Locale, fetcher: typeof fetch = fetch): Promise<EnquiryResult> {
  let response: Response;
  try {
    response = await fetcher('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' },
      body: JSON.stringify(enquiry),
    });
  } catch {
    return { ok: false, fields: {} };
  }
  if (response.status === 201) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    fields: body.fields ?? {},
    ...(response.status === 429 && retryAfter > 0 ? { waitMinutes: Math.ceil(retryAfter / 60) } : {}),
  };
}
