import { Redis } from '@upstash/redis';
import { StoreUnavailableError } from './http.ts';

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
    if (isConnectionError(error)) throw new StoreUnavailableError(String(error));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function isConnectionError(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.name} ${error.message} ${String(error.cause)}` : error);
  return /fetch failed|ECONNREFUSED|ECONNRESET|socket hang up|unavailable|timed? ?out/i.test(text);
}
