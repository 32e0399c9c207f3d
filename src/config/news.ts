// News lists, the hero slider and client-side caching: the product's constants
// in one place, for the pages, the islands and the tests.

export const NEWS_LIST = {
  /** Home: newest items shown, and featured items beside them. */
  homeItems: 6,
  homeFeatured: 2,
  /** Skeleton cards while a home list loads. */
  skeletons: 6,
  /** Teaser length on the lists, in characters (an ellipsis follows when cut). */
  teaserChars: 100,
  /** Other articles in an article's sidebar. */
  recommended: 5,
  /** News centre: items per page; "load more" fetches the next page. */
  pageSize: 10,
  /** News centre: delay before a ?category= link scrolls to the list, ms. */
  categoryScrollDelayMs: 100,
} as const;

export const SLIDER = {
  /** A slide stays this long before the next one, ms. */
  intervalMs: 5000,
  /** Cross-fade between slides, ms (the `duration-1000` class of the slides). */
  fadeMs: 1000,
  /** A horizontal swipe at least this long changes the slide, px. */
  swipePx: 40,
} as const;

/** The public islands' data cache (src/stores/news.ts): refreshed when the browser comes back online, never on focus. */
export const QUERY_CACHE = {
  /** Data younger than this is used without asking the server again. */
  freshMs: 5 * 60 * 1000,
  /** Data older than this is discarded. */
  discardMs: 10 * 60 * 1000,
  /** Failed requests are retried this often, after 1 s, 2 s, 4 s ... (at most 30 s). */
  retries: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
} as const;

/** Dates of articles are shown as they fall in China, on the server and in the browser alike. */
export const NEWS_TIME_ZONE = 'Asia/Shanghai';
