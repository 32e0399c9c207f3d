// Public news data for the islands, with the product's cache constants (fresh
// 5 min, discarded after 10, 3 retries backing off from 1 s, no refetch on focus,
// refetch on reconnect). Stores are made per query and kept, so every island
// asking the same question shares one request and one answer.
import { atom } from 'nanostores';
import { QUERY_CACHE } from '~/config/news';
import { type ApiResult, callApi, urlOf } from '~/shared/api-client';
import type { ArgsOf } from '~/shared/contract';
import type { Locale } from '~/i18n/locales';
import type { NewsCategory } from '~/shared/constants';
import type { ListedNews, PublicNewsArticle } from '~/shared/news';
import { type QueryStore, queryStore } from './query-store.ts';

export interface NewsPage {
  items: ListedNews[];
  total: number;
}

export interface NewsQueryInput {
  /** '' or none: every category. */
  category?: NewsCategory | '';
  q?: string;
  featured?: boolean;
  limit: number;
  offset?: number;
  /** The page's language: `en` lists only articles with English text. */
  lang?: Locale;
}

/** A failed request, with its HTTP status (0 when no answer came from the API). */
export class FetchError extends Error {
  constructor(readonly status: number) {
    super();
  }
}

/**
 * The error of a failed answer (readApi's result). An answer that is not the API's
 * envelope (a proxy's or a static server's 404 page) counts as no answer (0): only
 * the API's own 404 (docs/API.md) says an article is gone, so a pre-rendered one stays.
 */
export const failureOf = (result: { status: number; code: string }) =>
  new FetchError(result.code === 'BAD_RESPONSE' ? 0 : result.status);

/** A call of the contract's public news endpoints: its data and meta, or a FetchError. */
async function fetchNews<K extends 'GET /api/news' | 'GET /api/news/:id'>(key: K, args: ArgsOf<K>) {
  let result: ApiResult<K>;
  try {
    result = await callApi(key, args);
  } catch {
    throw new FetchError(0);
  }
  if (!result.ok) throw failureOf(result);
  return result;
}

/** 1 s, 2 s, 4 s (at most 30 s), then give up; a missing article is not worth asking again. */
export function retryDelay(error: unknown, retryCount: number): number | false {
  if ((error as FetchError).status === 404) return false;
  if (retryCount > QUERY_CACHE.retries) return false;
  return Math.min(QUERY_CACHE.retryBaseMs * 2 ** (retryCount - 1), QUERY_CACHE.retryMaxMs);
}

const TIMING = { freshMs: QUERY_CACHE.freshMs, discardMs: QUERY_CACHE.discardMs, retryDelay };

type Store<T> = QueryStore<T, FetchError>;
const stores = new Map<string, Store<unknown>>();
// Pages are rendered at build time too: there a store stays idle (no request
// from the build), and the island shows the data it was given.
const idleAtom = atom({ loading: false });
const idle = <T>() => idleAtom as unknown as Store<T>;

/** The store of one URL, made once; `load` fetches what the URL answers. */
function storeFor<T>(url: string, load: () => Promise<T>): Store<T> {
  if (import.meta.env.SSR) return idle();
  let store = stores.get(url) as Store<T> | undefined;
  if (!store) {
    store = queryStore<T, FetchError>(load, TIMING);
    stores.set(url, store as Store<unknown>);
  }
  return store;
}

/** A page of the public list (GET /api/news). */
export function newsListStore({ category, offset, ...query }: NewsQueryInput): Store<NewsPage> {
  const args: ArgsOf<'GET /api/news'> = { query: { ...query, category: category || undefined, offset: offset || undefined } };
  return storeFor(urlOf('GET /api/news', args), async () => {
    const { data, meta } = await fetchNews('GET /api/news', args);
    return { items: data, total: meta.total };
  });
}

/** One article (GET /api/news/{id}); each request counts a view on the server. */
export function newsArticleStore(id: string): Store<PublicNewsArticle> {
  if (!id) return idle();
  const args = { params: { id } };
  return storeFor(urlOf('GET /api/news/:id', args), async () => (await fetchNews('GET /api/news/:id', args)).data);
}
