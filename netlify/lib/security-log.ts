// Writes the security log (docs/API.md, 'Security log'), which replaces the
// function log's `[audit]` lines: sign-ins, sign-outs, password and account
// changes, erased enquiries, deleted articles, exports. One store call per
// request, awaited but never thrown: an unreachable store is logged here and
// the request it describes answers as it would have. Never passwords, codes,
// tokens or an enquiry's contents: entries carry usernames, ids and roles only.
import type { Context } from '@netlify/functions';
import { randomBytes } from 'node:crypto';
import type { SecurityKind, SecurityOutcome } from '../../src/shared/security-log.ts';
import { appendSecurityEntries, type PendingEntry } from '../../store/security-log-repository.ts';
import { clientAddress } from './http.ts';
import { truncatedAddress } from './log-address.ts';

export interface SecurityEvent {
  kind: SecurityKind;
  outcome?: SecurityOutcome;
  subject: string | null;
  actor: string | null;
  detail?: string;
  /** A sign-in's typed username: kept only when it names an existing account. */
  subjectMustExist?: boolean;
}

/** Records the events (one store call); resolves even when the store cannot be reached. */
export async function recordSecurity(context: Context, ...events: SecurityEvent[]): Promise<void> {
  const now = new Date();
  const address = truncatedAddress(clientAddress(context));
  const pending: PendingEntry[] = events.map(({ subjectMustExist = false, outcome = 'success', detail, ...event }) => ({
    subjectMustExist,
    entry: {
      id: randomBytes(9).toString('base64url'),
      at: now.toISOString(),
      ...event,
      outcome,
      address,
      ...(detail ? { detail } : {}),
    },
  }));
  try {
    await appendSecurityEntries(pending, now.getTime());
  } catch (error) {
    // Kinds and usernames only: the same rule as the entries themselves.
    const what = events.map((event) => `${event.kind}/${event.outcome ?? 'success'} ${event.actor ?? '-'}`).join(', ');
    console.error(`[security-log] not recorded (${what}):`, String(error));
  }
}
