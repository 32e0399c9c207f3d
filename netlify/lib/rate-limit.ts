// Fixed-window limits that start at the first counted request, kept in Redis
// (sign-in guesses have their own, netlify/lib/login-throttle.ts).
// Hand-written rather than @upstash/ratelimit: its windows are clock-aligned (a
// burst across a boundary gets twice the limit), it fails open on a timeout and
// keeps an in-memory block list; here a store failure throws (503), so login
// fails closed, and nothing lives in the function between requests.
import { ApiError } from './http.ts';
import { key, withStore } from '../../store/store.ts';

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** CONTACT_RATE_LIMIT_MAX raises the enquiry limit for bench:api and fault:enquiries only; the contract's 5 is the default. */
export const ENQUIRY_LIMIT: Limit = {
  name: 'contact',
  max: positiveInt(process.env.CONTACT_RATE_LIMIT_MAX) ?? 5,
  windowSeconds: 10 * 60,
};

function positiveInt(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

const limitKey = (limit: Limit, subject: string[]) => key('ratelimit', limit.name, ...subject);

/**
 * Counts one request against `limit` for `subject` and throws 429 with
 * Retry-After once more than `max` fall in the window.
 */
export async function consume(limit: Limit, subject: string[]): Promise<void> {
  const counter = limitKey(limit, subject);
  // One transaction, so the counter never exists without its expiry.
  const [, count, ttlMs] = await withStore((redis) =>
    redis
      .multi()
      .set(counter, 0, { nx: true, ex: limit.windowSeconds })
      .incr(counter)
      .pttl(counter)
      .exec<[unknown, number, number]>(),
  );
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : limit.windowSeconds * 1000) / 1000));
    throw new ApiError('RATE_LIMITED', undefined, undefined, { 'Retry-After': String(retryAfter) });
  }
}

/** Forgets the count, as a successful login does for its failed attempts. */
export async function reset(limit: Limit, subject: string[]): Promise<void> {
  await withStore((redis) => redis.del(limitKey(limit, subject)));
}
