// Which admin saves are repeated by themselves: spec section 9's one retry
// after 1 s, only for updates that land the same values again, and only after
// no answer or a 5xx (a 4xx would get the same answer).
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AdminApiError } from '~/admin/api/client';
import { createQueryClient, isTransient, RETRY_IDEMPOTENT_WRITE } from '~/admin/query-client';

const network = new AdminApiError(0, 'NETWORK', '');
const unavailable = new AdminApiError(503, 'UNAVAILABLE', '服务暂时不可用');
const internal = new AdminApiError(500, 'INTERNAL', '');

describe('the retry decision of idempotent writes', () => {
  it.each([
    ['no answer', network],
    ['a 503 UNAVAILABLE', unavailable],
    ['a 500 INTERNAL', internal],
  ])('retries once after %s', (_, error) => {
    expect(isTransient(error)).toBe(true);
    expect(RETRY_IDEMPOTENT_WRITE.retry(0, error)).toBe(true);
    expect(RETRY_IDEMPOTENT_WRITE.retry(1, error)).toBe(false);
    expect(RETRY_IDEMPOTENT_WRITE.retryDelay).toBe(1000);
  });

  it.each([
    ['400 VALIDATION', new AdminApiError(400, 'VALIDATION', '', { title: '请填写标题' })],
    ['401 UNAUTHORIZED', new AdminApiError(401, 'UNAUTHORIZED', '')],
    ['403 FORBIDDEN', new AdminApiError(403, 'FORBIDDEN', '')],
    ['404 NOT_FOUND', new AdminApiError(404, 'NOT_FOUND', '')],
    ['429 RATE_LIMITED', new AdminApiError(429, 'RATE_LIMITED', '', {}, 60)],
    ['an error that is not the API client’s', new Error('boom')],
  ])('never retries after %s', (_, error) => {
    expect(isTransient(error)).toBe(false);
    expect(RETRY_IDEMPOTENT_WRITE.retry(0, error)).toBe(false);
  });
});

/** Runs a mutation whose first call fails with `first` and later ones succeed; how many calls, and how long it took. */
async function run(options: Partial<typeof RETRY_IDEMPOTENT_WRITE>, first: Error) {
  let calls = 0;
  const started = Date.now();
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: async () => {
      calls++;
      if (calls === 1) throw first;
      return 'saved';
    },
    ...options,
  });
  const result = await observer.mutate().catch((error: unknown) => error);
  return { calls, result, elapsed: Date.now() - started };
}

describe('mutations through the query client', () => {
  it('repeats an idempotent write once, 1 s after a 503, and then succeeds', async () => {
    const { calls, result, elapsed } = await run(RETRY_IDEMPOTENT_WRITE, unavailable);
    expect({ calls, result }).toEqual({ calls: 2, result: 'saved' });
    expect(elapsed).toBeGreaterThanOrEqual(950);
  });

  it('never repeats a write that did not opt in (create, delete, password, sign-in, accounts)', async () => {
    expect(await run({}, unavailable)).toMatchObject({ calls: 1, result: unavailable });
    expect(await run({}, network)).toMatchObject({ calls: 1, result: network });
  });

  it('does not repeat an idempotent write refused with a 4xx', async () => {
    const refused = new AdminApiError(404, 'NOT_FOUND', '新闻不存在');
    expect(await run(RETRY_IDEMPOTENT_WRITE, refused)).toMatchObject({ calls: 1, result: refused });
  });
});
