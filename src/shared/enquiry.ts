// Enquiries: what the forms send, what staff read and change, and the schemas for both.
import { z } from 'zod';
import { ENQUIRY_ASSIGNED_FILTERS, ENQUIRY_LIMITS, ENQUIRY_NOTE_MAX, ENQUIRY_STATUSES } from './constants.ts';
import { choice, messageKey, optionalText, queryChoice, queryInt, queryText, text } from './validation.ts';

/** The privacy policy version a visitor consents to; bump it when /privacy changes. */
export const PRIVACY_POLICY_VERSION = '2025-01';
export const ENQUIRY_PAGE_MAX = 100;

export const enquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  contact: z.string(),
  message: z.string(),
  source: z.string(),
  consentAt: z.string(),
  policyVersion: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  // Enquiries stored before notes existed read as having an empty one.
  note: z.string().default(''),
  // The staff member's username it is assigned to; '' for nobody (and for enquiries stored before assignment existed).
  assignee: z.string().default(''),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.output<typeof enquirySchema>;

/** One change to an enquiry: who made it, when, and the new status and/or note. */
export const enquiryEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  note: z.string().optional(),
  /** The new assignee's username, '' when unassigned. */
  assignee: z.string().optional(),
});
export type EnquiryEvent = z.output<typeof enquiryEventSchema>;

/** GET /api/contact/{id}: the enquiry with its history, oldest first. */
export type EnquiryDetail = Enquiry & { history: EnquiryEvent[] };

/** The body of POST /api/contact (the honeypot `website` is checked before this). */
export const enquiryInputSchema = z
  .object({
    name: optionalText(ENQUIRY_LIMITS.name),
    company: optionalText(ENQUIRY_LIMITS.company),
    contact: optionalText(ENQUIRY_LIMITS.contact),
    message: optionalText(ENQUIRY_LIMITS.message),
    source: optionalText(ENQUIRY_LIMITS.source),
    consent: z.literal(true, { error: messageKey('consentRequired') }),
  })
  .superRefine((input, ctx) => {
    if (input.contact === '' && input.message === '') {
      for (const path of ['contact', 'message']) {
        ctx.addIssue({ code: 'custom', path: [path], message: messageKey('contactOrMessage') });
      }
    }
  });
export type EnquiryInput = z.output<typeof enquiryInputSchema>;

/** The honeypot: people never see the field, so any value in it means a bot. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body.website;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}

/** Body of PATCH /api/contact/{id}: a new status, a new note, or both. */
export const enquiryUpdateSchema = z
  .object({
    status: choice(ENQUIRY_STATUSES).optional(),
    note: text(ENQUIRY_NOTE_MAX).optional(),
    // The note the caller's edit started from: a note changed meanwhile by someone else is not overwritten (409).
    noteBase: text(ENQUIRY_NOTE_MAX).optional(),
    // A staff member's username, '' to unassign; the handler checks the account exists and is enabled.
    assignee: text(64).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === undefined && input.note === undefined && input.assignee === undefined) {
      for (const path of ['status', 'note', 'assignee']) {
        ctx.addIssue({ code: 'custom', path: [path], message: messageKey('statusOrNote') });
      }
    }
  });
export type EnquiryUpdate = z.output<typeof enquiryUpdateSchema>;

/** The inbox's filters, shared by GET /api/contact and the CSV export: no status means every status but spam. */
export const enquiryFilterSchema = z.object({
  status: queryChoice(ENQUIRY_STATUSES),
  q: queryText(100),
  assigned: queryChoice(ENQUIRY_ASSIGNED_FILTERS),
});
export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

/** Query of GET /api/contact. */
export const enquiryQuerySchema = enquiryFilterSchema.extend({
  limit: queryInt({ min: 1, max: ENQUIRY_PAGE_MAX, fallback: ENQUIRY_PAGE_MAX }),
  offset: queryInt({ min: 0, fallback: 0 }),
});
export type EnquiryQuery = z.output<typeof enquiryQuerySchema>;

export type EnquiryCounts = Record<(typeof ENQUIRY_STATUSES)[number], number>;

/** GET /api/admin/contact/counts: what the navigation badge and the dashboard show. */
export interface EnquiryBadgeCounts {
  /** Enquiries with status 未处理 (spam is its own status, never counted here). */
  unhandled: number;
  /** Open enquiries (未处理 or 处理中) assigned to the signed-in account. */
  assignedToMe: number;
}

/** GET /api/admin/staff-names: who can be named as an assignee and in histories. */
export interface StaffName {
  username: string;
  name: string;
  disabled: boolean;
}
