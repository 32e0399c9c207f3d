// An enquiry's history as the detail view lists it: newest first, ending with
// the visitor's submission, each change named by what it did.
import type { EnquiryDetail } from '~/shared/enquiry';
import type { EnquiryStatus } from '~/shared/constants';

export type TimelineEntry =
  | { kind: 'received'; at: string }
  | { kind: 'change'; at: string; by: string; status?: EnquiryStatus; note?: string };

export function timelineOf(detail: Pick<EnquiryDetail, 'createdAt' | 'history'>): TimelineEntry[] {
  // The server appends in the order changes happened; reversing keeps that order even within one millisecond.
  const changes = [...detail.history].reverse().map((event): TimelineEntry => ({ kind: 'change', ...event }));
  return [...changes, { kind: 'received', at: detail.createdAt }];
}

/** A contact detail as a link: mailto for an e-mail address, tel for a phone number, none for anything else. */
export function contactHref(contact: string): string | undefined {
  const value = contact.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  if (/^\+?[\d\s()-]{6,20}$/.test(value) && /\d{6}/.test(value.replace(/\D/g, ''))) return `tel:${value.replace(/[\s()-]/g, '')}`;
  return undefined;
}
