import { Redis } from '@upstash/redis';

/** Redis cannot be reached; the API answers 503 UNAVAILABLE (docs/API.md). */
export class StoreUnavailableError extends Error {}

// Built once per function module; every key goes through `key()` so tests can
// isolate themselves with REDIS_KEY_PREFIX.
const url = process.env.UPSTASH_REDIS_REST_URL;
const token = process.env.UPSTASH_REDIS_REST_TOKEN;
const prefix = process.env.REDIS_KEY_PREFIX ?? '';

const STORE_TIMEOUT_MS = 3_000;

// Values come back as the strings we stored: repositories parse and validate
// them with zod instead of trusting the client's JSON guesswork. Every value is
// JSON text or a number, always valid UTF-8 (JSON.stringify escapes lone
// surrogates), so the base64 response encoding, which exists for binary values
// and cost most of the CPU of a news page, is turned off.
export const redis: Redis | null =
  url && token
    ? new Redis({
        url,
        token,
        retry: { retries: 1, backoff: () => 50 },
        automaticDeserialization: false,
        responseEncoding: false,
      })
    : null;

export function key(...parts: string[]): string {
  return prefix + parts.join(':');
}

/**
 * Runs one store operation; a missing configuration, a network failure or a
 * slow answer all become StoreUnavailableError, which the envelope maps to 503.
 */
export async function withStore<T>(operation: (client: Redis) => Promise<T>): Promise<T> {
  if (!redis) throw new StoreUnavailableError('UPSTASH_REDIS_REST_URL or _TOKEN is not set');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError('store timed out')), STORE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([operation(redis), timeout]);
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    if (isUnavailable(error)) throw new StoreUnavailableError(String(error));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The store cannot serve: unreachable, too slow, or a restarted Redis still reading its data back (LOADING). */
export function isUnavailable(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.name} ${error.message} ${String(error.cause)}` : error);
  return /fetch failed|ECONNREFUSED|ECONNRESET|socket hang up|unavailable|timed? ?out/i.test(text) || /\bLOADING\b/.test(text);
}

/** What a compare-and-set script answers: 1 written, 0 the record is gone, else the record as it now is. */
export type CasReply = 1 | 0 | string;

// Writes only if the record is still what the caller read; one atomic step.
export const REPLACE_IF_UNCHANGED = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
if current ~= ARGV[1] then return current end
redis.call('SET', KEYS[1], ARGV[2])
return 1`;

export function replaceIfUnchanged(recordKey: string, expected: string, next: string): Promise<CasReply> {
  return withStore((redis) => redis.eval<string[], CasReply>(REPLACE_IF_UNCHANGED, [recordKey], [expected, next]));
}

const MAX_ATTEMPTS = 20;

/**
 * An optimistic update of one record: `attempt` writes only if the record is
 * still `current` (a CasReply script) and runs again on the newer value when
 * another write landed in between. Null when the record does not exist or
 * stopped existing, so an update never re-creates a deleted record.
 */
export async function updateRecord<T>(
  current: string | null,
  attempt: (current: string) => Promise<{ reply: CasReply; result: T }>,
): Promise<T | null> {
  for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
    if (current === null) return null;
    const { reply, result } = await attempt(current);
    if (reply === 1) return result;
    current = reply === 0 ? null : reply;
  }
  throw new Error(`record changed ${MAX_ATTEMPTS} times during one update`);
}
