// An enquiry's history as the detail view lists it: newest first, ending with
// the visitor's submission, each change named by what it did.
import type { EnquiryDetail } from '~/shared/enquiry';
import type { EnquiryStatus } from '~/shared/constants';

export type TimelineEntry =
  | { kind: 'received'; at: string }
  | { kind: 'change'; at: string; by: string; status?: EnquiryStatus; note?: string; assignee?: string };

export function timelineOf(detail: Pick<EnquiryDetail, 'createdAt' | 'history'>): TimelineEntry[] {
  // The server appends in the order changes happened; reversing keeps that order even within one millisecond.
  const changes = [...detail.history].reverse().map((event): TimelineEntry => ({ kind: 'change', ...event }));
  return [...changes, { kind: 'received', at: detail.createdAt }];
}

// A plain address: letters, digits and . _ % + - before the @, a dotted host name
// after it. `?`, `&`, `#`, quotes, spaces and a second @ are refused, so visitor text can
// never add headers (`?bcc=`, `&body=`) or recipients to the link (issue 19).
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const PHONE = /^\+?[\d\s()-]{6,20}$/;

/**
 * A contact detail as a link: mailto for a valid e-mail address, tel for a phone
 * number, both encoded; undefined (shown as plain text) for anything else.
 */
export function contactHref(contact: string): string | undefined {
  const value = contact.trim();
  if (value.length <= 254 && EMAIL.test(value)) {
    const at = value.lastIndexOf('@');
    return `mailto:${encodeURIComponent(value.slice(0, at))}@${value.slice(at + 1)}`;
  }
  const digits = value.replace(/\D/g, '');
  if (PHONE.test(value) && digits.length >= 6) return `tel:${value.startsWith('+') ? '+' : ''}${digits}`;
  return undefined;
}

/** Longest quoted message in a reply link: mail programs refuse very long mailto addresses. */
const QUOTE_MAX = 1500;

/**
 * The reply link for a contact: for an e-mail address, its mailto with the
 * subject and the visitor's message quoted (each part percent-encoded, so no
 * text can add headers or recipients); for a phone number, its tel link.
 */
export function replyHref(
  contact: string,
  { subject, quoteHeading, message }: { subject: string; quoteHeading: string; message: string },
): { kind: 'email' | 'phone'; href: string } | undefined {
  const href = contactHref(contact);
  if (!href) return undefined;
  if (href.startsWith('tel:')) return { kind: 'phone', href };
  const text = message.length > QUOTE_MAX ? `${message.slice(0, QUOTE_MAX)}…` : message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\r\n');
  const body = `\r\n\r\n${quoteHeading}\r\n${quoted}`;
  return { kind: 'email', href: `${href}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}` };
}
