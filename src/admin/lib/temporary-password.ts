// The temporary password just typed on the login screen, kept in memory only
// (never stored), so the 'set your password' screen that follows does not ask
// for it a second time. A reload forgets it; the screen then asks for it.
let remembered: { username: string; password: string } | null = null;

export function rememberTemporaryPassword(username: string, password: string): void {
  remembered = { username, password };
}

/** The remembered temporary password of this account, if any. */
export function recallTemporaryPassword(username: string): string | undefined {
  return remembered?.username === username ? remembered.password : undefined;
}

export function forgetTemporaryPassword(): void {
  remembered = null;
}
