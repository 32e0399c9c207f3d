// The public islands' news cache (src/stores/query-store.ts) with the product's
// constants (src/config/news.ts): what a visitor sees while a request fails and is
// retried, how long an answer is reused, and what the retry button and a
// reconnect do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE } from '~/config/news';
import { FetchError, retryDelay } from '~/stores/news';
import { queryStore } from '~/stores/query-store';

const TIMING = { freshMs: QUERY_CACHE.freshMs, discardMs: QUERY_CACHE.discardMs, retryDelay };
const window = new EventTarget();

/** A store whose requests answer with `answers`, in turn (an Error fails); and the number of requests. */
function storeAnswering(...answers: (string | Error)[]) {
  let calls = 0;
  const store = queryStore<string, Error>(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  }, TIMING);
  return { store, calls: () => calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the news cache', () => {
  it('shows a failure at once, retries after 1, 2 and 4 s, then stops; a later success replaces it', async () => {
    const down = storeAnswering(new FetchError(0));
    const stop = down.store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(down.store.get()).toMatchObject({ loading: false, error: new FetchError(0) });
    for (const wait of [1000, 2000, 4000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = down.calls();
      await vi.advanceTimersByTimeAsync(1);
      expect(down.calls()).toBe(before + 1);
    }
    await vi.advanceTimersByTimeAsync(QUERY_CACHE.retryMaxMs);
    expect(down.calls()).toBe(4);
    stop();

    const flaky = storeAnswering(new FetchError(503), 'news');
    flaky.store.listen(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(flaky.store.get()).toEqual({ loading: false, data: 'news' });
  });

  it('asks once about a missing article', async () => {
    const missing = storeAnswering(new FetchError(404));
    missing.store.listen(() => {});
    await vi.advanceTimersByTimeAsync(QUERY_CACHE.retryMaxMs);
    expect(missing.calls()).toBe(1);
  });

  it('reuses an answer for 5 minutes, shows it while asking again until 10, then drops it', async () => {
    const { store, calls } = storeAnswering('first', 'second', Error('down'));
    const visit = async (afterMs: number) => {
      await vi.advanceTimersByTimeAsync(afterMs);
      const seen: unknown[] = [];
      const stop = store.subscribe((state) => seen.push(state));
      await vi.advanceTimersByTimeAsync(0);
      stop();
      return seen;
    };
    expect(await visit(0)).toContainEqual({ loading: false, data: 'first' });
    expect(await visit(QUERY_CACHE.freshMs - 2000)).toEqual([{ loading: false, data: 'first' }]);
    expect(calls()).toBe(1);
    expect(await visit(3000)).toEqual([
      { loading: true, data: 'first' },
      { loading: false, data: 'second' },
    ]);
    const late = await visit(QUERY_CACHE.discardMs);
    expect(late[0]).toEqual({ loading: true, data: undefined });
    expect(late.at(-1)).toMatchObject({ data: undefined, error: Error('down') });
  });

  it('asks again at once on the retry button, and on reconnecting only once the answer is stale', async () => {
    const { store, calls } = storeAnswering(new FetchError(0), 'news', 'newer');
    store.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    store.invalidate();
    expect(store.get()).toEqual({ loading: true, data: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ loading: false, data: 'news' });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(QUERY_CACHE.freshMs);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toEqual({ loading: false, data: 'newer' });
  });
});
