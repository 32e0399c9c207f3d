// Public news data for the islands: one @nanostores/query cache with the spec's
// constants (fresh 5 min, discarded after 10, 3 retries backing off from 1 s,
// no refetch on focus, refetch on reconnect). Stores are made per query and kept,
// so every island asking the same question shares one request and one answer.
import { nanoquery, type FetcherStore } from '@nanostores/query';
import { atom } from 'nanostores';
import { QUERY_CACHE } from '~/config/news';
import type { ListMeta } from '~/shared/api';
import type { NewsItem } from '~/shared/news';

export interface NewsPage {
  items: NewsItem[];
  total: number;
}

export interface NewsQueryInput {
  category?: string;
  q?: string;
  featured?: boolean;
  limit: number;
  offset?: number;
}

/** A failed request, with its HTTP status (0 when the network failed). */
export class FetchError extends Error {
  constructor(readonly status: number) {
    super(`request failed with status ${status}`);
  }
}

async function getData<T>(url: string): Promise<{ data: T; meta?: ListMeta }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    throw new FetchError(0);
  }
  if (!response.ok) throw new FetchError(response.status);
  return (await response.json()) as { data: T; meta?: ListMeta };
}

/** 1 s, 2 s, 4 s (at most 30 s), then give up; a missing article is not worth asking again. */
export function retryDelay(error: unknown, retryCount: number): number | false {
  if (error instanceof FetchError && error.status === 404) return false;
  if (retryCount > QUERY_CACHE.retries) return false;
  return Math.min(QUERY_CACHE.retryBaseMs * 2 ** (retryCount - 1), QUERY_CACHE.retryMaxMs);
}

const [createFetcherStore] = nanoquery({
  dedupeTime: QUERY_CACHE.freshMs,
  cacheLifetime: QUERY_CACHE.discardMs,
  revalidateOnFocus: QUERY_CACHE.revalidateOnFocus,
  revalidateOnReconnect: QUERY_CACHE.revalidateOnReconnect,
  onErrorRetry: ({ error, retryCount }) => retryDelay(error, retryCount),
});

type Store<T> = FetcherStore<T, FetchError>;
const stores = new Map<string, Store<unknown>>();
// Pages are rendered at build time too: there a store stays idle (no request
// from the build), and the island shows the data it was given.
const idleAtom = atom({ loading: false });
const idle = <T>() => idleAtom as unknown as Store<T>;

function storeFor<T>(url: string, fetcher: (url: string) => Promise<T>): Store<T> {
  if (import.meta.env.SSR) return idle();
  let store = stores.get(url) as Store<T> | undefined;
  if (!store) {
    store = createFetcherStore<T, FetchError>([url], { fetcher: (...parts) => fetcher(parts.join('')) });
    stores.set(url, store as Store<unknown>);
  }
  return store;
}

export function newsListUrl({ category, q, featured, limit, offset = 0 }: NewsQueryInput): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  if (featured) params.set('featured', 'true');
  params.set('limit', String(limit));
  if (offset) params.set('offset', String(offset));
  return `/api/news?${params}`;
}

/** A page of the public list (GET /api/news). */
export function newsListStore(query: NewsQueryInput): Store<NewsPage> {
  return storeFor(newsListUrl(query), async (url) => {
    const { data, meta } = await getData<NewsItem[]>(url);
    return { items: data, total: meta?.total ?? data.length };
  });
}

/** One article (GET /api/news/{id}); each request counts a view on the server. */
export function newsArticleStore(id: string): Store<NewsItem> {
  if (!id) return idle();
  return storeFor(`/api/news/${encodeURIComponent(id)}`, async (url) => (await getData<NewsItem>(url)).data);
}
