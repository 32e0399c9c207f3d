// The visitor's address behind the mainland mirror (docs/API.md, 'Origins and the
// mainland mirror'). Netlify's `context.ip` is whoever reached Netlify: behind the
// mirror's proxy, every mainland visitor would share the proxy's address, and so
// its rate limits. A request that carries TRUSTED_PROXY_SECRET in
// X-Trusted-Proxy-Secret comes from our proxy, so its client-IP header
// (TRUSTED_PROXY_IP_HEADER, X-Mirror-Visitor-Ip by default: a header of our own,
// which no proxy on the way appends to; its first entry) is believed;
// without the secret that header is ignored, so nobody picks their own address.
import { timingSafeEqual, createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from '@netlify/functions';

export const TRUSTED_PROXY_SECRET_HEADER = 'X-Trusted-Proxy-Secret';
export const DEFAULT_TRUSTED_PROXY_IP_HEADER = 'X-Mirror-Visitor-Ip';

/** Compared as hashes: equal length, constant time, whatever was sent. */
function sameSecret(sent: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/** The address the trusted proxy names, or undefined when the request is not from it or names none. */
export function proxiedVisitorAddress(req: Request): string | undefined {
  const secret = process.env.TRUSTED_PROXY_SECRET;
  const sent = req.headers.get(TRUSTED_PROXY_SECRET_HEADER);
  if (!secret || sent === null || !sameSecret(sent, secret)) return undefined;
  const header = process.env.TRUSTED_PROXY_IP_HEADER || DEFAULT_TRUSTED_PROXY_IP_HEADER;
  const first = req.headers.get(header)?.split(',')[0]?.trim() ?? '';
  return isIP(first) ? first : undefined;
}

/** The function's context with `ip` set to the visitor's address (the trusted proxy's word, else Netlify's). */
export function withVisitorAddress(req: Request, context: Context): Context {
  const proxied = proxiedVisitorAddress(req);
  if (proxied === undefined) return context;
  return new Proxy(context, {
    get: (target, property) => (property === 'ip' ? proxied : Reflect.get(target, property, target)),
  });
}
