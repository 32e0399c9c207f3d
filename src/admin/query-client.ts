// The admin's cache constants: fresh 5 min, kept 10 min, 3 retries
// backing off from 1 s doubling to 30 s, no refetch on focus, refetch on
// reconnect. A 4xx is never retried: the same request would get the same
// answer. The one mutation retry after 1 s is opt-in: an answer lost in
// an outage may hide a write that landed (a store time-out is a 503 too), so
// only writes that are harmless to repeat take it (RETRY_IDEMPOTENT_WRITE);
// a failed create, delete, password change, sign-in or account action keeps
// the form's values and the admin presses the button again.
import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './api/client.ts';

const MINUTE = 60_000;

const worthRetrying = (error: unknown) => !(error instanceof AdminApiError && error.isClientError);

/** No answer at all, or a 5xx: the server may answer the same call differently a moment later. */
export const isTransient = (error: unknown) =>
  error instanceof AdminApiError && (error.code === 'NETWORK' || error.status >= 500);

/** For an update that lands the same values again when repeated (PUT an article, PATCH an enquiry): once, after 1 s. */
export const RETRY_IDEMPOTENT_WRITE = {
  retry: (failures: number, error: unknown) => failures < 1 && isTransient(error),
  retryDelay: 1000,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: (failures, error) => failures < 3 && worthRetrying(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
