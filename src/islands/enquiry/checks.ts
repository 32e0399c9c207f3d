// The enquiry form's checks in the browser, before anything is sent: the
// server's own rules and messages (rendered at build time in the page's
// language, src/components/kit/ContactSection.astro), so the visitor reads the
// same words either way. The form asks for both a way to reach the visitor and a message.
import { ENQUIRY_LIMITS, type EnquiryField } from '~/shared/constants';
import type { FieldErrors } from './send-enquiry.ts';

export const REQUIRED_FIELDS = ['contact', 'message'] as const satisfies readonly EnquiryField[];

export interface CheckMessages {
  required: Record<(typeof REQUIRED_FIELDS)[number], string>;
  tooLong: Record<EnquiryField, string>;
  consent: string;
}

/** Characters as the server counts them: Unicode code points of the trimmed text. */
export const lengthOf = (value: string) => [...value.trim()].length;

export function checkEnquiry(values: Record<EnquiryField, string> & { consent: boolean }, messages: CheckMessages): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(ENQUIRY_LIMITS) as (keyof typeof ENQUIRY_LIMITS)[]) {
    if (name !== 'source' && lengthOf(values[name]) > ENQUIRY_LIMITS[name]) errors[name] = messages.tooLong[name];
  }
  for (const name of REQUIRED_FIELDS) if (lengthOf(values[name]) === 0) errors[name] ??= messages.required[name];
  if (!values.consent) errors.consent = messages.consent;
  return errors;
}

/** The counter shows from 80 % of a field's limit on. */
export const showsCount = (value: string, max: number) => lengthOf(value) >= Math.floor(max * 0.8);
