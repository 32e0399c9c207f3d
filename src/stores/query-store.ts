// A store of one request's answer, cached by the store itself (one store per URL,
// src/stores/news.ts): what the public islands need of @nanostores/query in a
// fraction of its bytes (docs/PERFORMANCE.md). An answer younger than `freshMs` is
// used without asking again; an older one is shown while the request runs, and
// dropped after `discardMs`. A failure is retried after `retryDelay` (false: no
// more); coming back online refreshes a stale answer; never on focus.
import { atom, type ReadableAtom } from 'nanostores';

export interface QueryState<T, E> {
  loading: boolean;
  data?: T;
  error?: E;
}

export interface QueryStore<T, E> extends ReadableAtom<QueryState<T, E>> {
  /** Forget the answer and ask again (the retry button). */
  invalidate(): void;
}

export interface QueryTiming {
  freshMs: number;
  discardMs: number;
  /** The delay before retry number `retryCount` (1 after the first failure), or false for none. */
  retryDelay: (error: unknown, retryCount: number) => number | false;
}

export function queryStore<T, E>(load: () => Promise<T>, timing: QueryTiming): QueryStore<T, E> {
  const store = atom<QueryState<T, E>>({ loading: false }) as unknown as QueryStore<T, E> & {
    set(state: QueryState<T, E>): void;
  };
  let answeredAt = Number.NEGATIVE_INFINITY;
  let failures = 0;
  let mounted = false;
  let pending = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    const age = Date.now() - answeredAt;
    if (!mounted || pending || age < timing.freshMs) return;
    const kept = age < timing.discardMs ? store.value?.data : undefined;
    pending = true;
    store.set({ loading: true, data: kept });
    try {
      const data = await load();
      failures = 0;
      store.set({ loading: false, data });
    } catch (error) {
      failures += 1;
      store.set({ loading: false, data: kept, error: error as E });
      const delay = timing.retryDelay(error, failures);
      if (delay !== false) retry = setTimeout(() => ask(false), delay);
    } finally {
      answeredAt = Date.now();
      pending = false;
    }
  };
  /** Ask again now; a new round of retries unless it is one of them. */
  const ask = (fresh: boolean) => {
    clearTimeout(retry);
    if (fresh) failures = 0;
    answeredAt = Number.NEGATIVE_INFINITY;
    void refresh();
  };
  store.invalidate = () => ask(true);

  // Listened to: ask, and again on reconnecting; without listeners, only keep the answer.
  // (nanostores' onMount does the same, but its lifecycle code weighs more than these lines.)
  const online = () => void refresh();
  const listen = store.listen;
  store.listen = (listener) => {
    if (store.lc === 0) {
      mounted = true;
      addEventListener('online', online);
      void refresh();
    }
    const stop = listen(listener);
    return () => {
      stop();
      if (store.lc > 0) return;
      mounted = false;
      removeEventListener('online', online);
    };
  };
  return store;
}
