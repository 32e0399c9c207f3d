// Who changed what, in the function log: every change to staff accounts and
// every erased enquiry. Usernames and ids only; never passwords, tokens or an
// enquiry's contents. Free text (names) is JSON-quoted so it cannot forge lines.
export function audit(actor: string, action: string): void {
  console.info(`[audit] ${actor} ${action}`);
}

/** A display name or other free text, quoted for a log line. */
export const quoted = (value: string) => JSON.stringify(value);
