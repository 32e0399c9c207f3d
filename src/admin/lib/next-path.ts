/**
 * Where to go after signing in: the `next` path the shell recorded, if it is a
 * path inside the admin app (never another site, never the login screen itself).
 */
export function safeNextPath(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return '/';
  return raw;
}
