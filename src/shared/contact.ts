// Enquiries: what the forms send, what staff read and change, and the schemas for both.
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_NOTE_MAX, CONTACT_STATUSES } from './constants.ts';
import { choice, messageKey, optionalText, queryChoice, queryInt, queryText, text } from './validation.ts';

/** The privacy policy version a visitor consents to; bump it when /privacy changes. */
export const PRIVACY_POLICY_VERSION = '2025-01';
export const CONTACT_PAGE_MAX = 100;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  contact: z.string(),
  message: z.string(),
  source: z.string(),
  consentAt: z.string(),
  policyVersion: z.string(),
  status: z.enum(CONTACT_STATUSES),
  // Enquiries stored before notes existed read as having an empty one.
  note: z.string().default(''),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** One change to an enquiry: who made it, when, and the new status and/or note. */
export const contactEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  status: z.enum(CONTACT_STATUSES).optional(),
  note: z.string().optional(),
});
export type ContactEvent = z.output<typeof contactEventSchema>;

/** GET /api/contact/{id}: the enquiry with its history, oldest first. */
export type ContactDetail = ContactMessage & { history: ContactEvent[] };

/** The body of POST /api/contact (the honeypot `website` is checked before this). */
export const contactInputSchema = z
  .object({
    name: optionalText(CONTACT_LIMITS.name),
    company: optionalText(CONTACT_LIMITS.company),
    contact: optionalText(CONTACT_LIMITS.contact),
    message: optionalText(CONTACT_LIMITS.message),
    source: optionalText(CONTACT_LIMITS.source),
    consent: z.literal(true, { error: messageKey('consentRequired') }),
  })
  .superRefine((input, ctx) => {
    if (input.contact === '' && input.message === '') {
      for (const path of ['contact', 'message']) {
        ctx.addIssue({ code: 'custom', path: [path], message: messageKey('contactOrMessage') });
      }
    }
  });
export type ContactInput = z.output<typeof contactInputSchema>;

/** The honeypot: people never see the field, so any value in it means a bot. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body.website;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}

/** Body of PATCH /api/contact/{id}: a new status, a new note, or both. */
export const contactUpdateSchema = z
  .object({
    status: choice(CONTACT_STATUSES).optional(),
    note: text(CONTACT_NOTE_MAX).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === undefined && input.note === undefined) {
      for (const path of ['status', 'note']) {
        ctx.addIssue({ code: 'custom', path: [path], message: messageKey('statusOrNote') });
      }
    }
  });
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

/** Query of GET /api/contact. */
export const contactQuerySchema = z.object({
  status: queryChoice(CONTACT_STATUSES),
  q: queryText(100),
  limit: queryInt({ min: 1, max: CONTACT_PAGE_MAX, fallback: CONTACT_PAGE_MAX }),
  offset: queryInt({ min: 0, fallback: 0 }),
});
export type ContactQuery = z.output<typeof contactQuerySchema>;

export type ContactCounts = Record<(typeof CONTACT_STATUSES)[number], number>;
