// A breadth-first crawl of the built site over HTTP, without a browser: each
// page is fetched once, parsed with happy-dom and reduced to what crawl.spec.ts
// checks. Static HTML is what visitors and search engines get before islands run.
import type { APIRequestContext } from '@playwright/test';
import { Window } from 'happy-dom';

/** Where a link, a form or a popover button leads. */
export interface Link {
  /** As written in the page, for messages. */
  href: string;
  url: URL;
  /** `data-language-switch` and `hreflang`: together they mark a language switch. */
  languageSwitch: string | null;
  hreflang: string | null;
}

/** An image's text alternative: `null` when it has none at all. */
export interface ImageText {
  element: string;
  text: string | null;
}

export interface CrawledPage {
  /** Its `pageKey`. */
  path: string;
  status: number;
  lang: string;
  ids: Set<string>;
  links: Link[];
  /** Images, stylesheets, icons, scripts and island modules. */
  assets: URL[];
  /** hreflang → `pageKey`. Alternates name the public site's origin, not the test server's. */
  alternates: Map<string, string>;
  /** Kept out of search engines: the 404 and 'does not exist' pages and the article shell. */
  noindex: boolean;
  h1Count: number;
  images: ImageText[];
}

export interface Site {
  /** The status of every page or file a link leads to, by `pageKey`. */
  statuses: Map<string, number>;
  /** The HTML pages among them, whatever their status. */
  pages: Map<string, CrawledPage>;
  /** The status of every asset, by URL. */
  assets: Map<string, number>;
}

/** `/about/` and `/about` are one page. */
export const pageKey = (url: URL): string => url.pathname.replace(/\/+$/, '') || '/';

// Enough to keep the preview server busy, few enough to leave CI's two cores to the other worker.
const PARALLEL_REQUESTS = 4;

/** Fetches every page reachable from `starts` by links, forms and hreflang alternates, then every asset. */
export async function crawl(request: APIRequestContext, baseURL: string, starts: readonly string[]): Promise<Site> {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  const statuses = new Map<string, number>();
  const pages = new Map<string, CrawledPage>();
  const queued = new Set<string>();
  let frontier: URL[] = [];
  const enqueue = (url: URL) => {
    if (queued.has(pageKey(url))) return;
    queued.add(pageKey(url));
    frontier.push(url);
  };
  for (const path of starts) enqueue(new URL(path, baseURL));

  try {
    while (frontier.length > 0) {
      const level = frontier;
      frontier = [];
      await inBatches(level, async (url) => {
        // Redirects count as failures, so they are not followed.
        const response = await request.get(url.pathname, { maxRedirects: 0 });
        statuses.set(pageKey(url), response.status());
        if (!response.headers()['content-type']?.includes('text/html')) return;
        const page = parse(window, url, response.status(), await response.text());
        pages.set(pageKey(url), page);
        for (const link of page.links) enqueue(link.url);
        for (const path of page.alternates.values()) enqueue(new URL(path, baseURL));
      });
    }
  } finally {
    await window.happyDOM.close();
  }

  const assets = new Map<string, number>();
  const assetUrls = [...new Set([...pages.values()].flatMap((page) => page.assets.map(String)))];
  await inBatches(assetUrls, async (url) => {
    assets.set(url, (await request.get(url, { maxRedirects: 0 })).status());
  });
  return { statuses, pages, assets };
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL_REQUESTS) {
    await Promise.all(items.slice(i, i + PARALLEL_REQUESTS).map(work));
  }
}

function parse(window: Window, url: URL, status: number, html: string): CrawledPage {
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  // What a page adds after its first paint waits in a <template> (scripts/lib/after-paint.mjs): its files count too.
  const all = (selector: string) => [
    ...document.querySelectorAll(selector),
    ...[...document.querySelectorAll('template')].flatMap((template) => [...template.content.querySelectorAll(selector)]),
  ];
  const resolve = (href: string) => new URL(href, url);

  const links: Link[] = [
    ...all('a[href]').map((a) => ({ element: a, href: a.getAttribute('href')! })),
    // A form without `action` submits to its own page: nothing to check. A form that posts
    // (an enquiry, to the API) is no page to fetch: forms.spec.ts checks where it posts.
    ...all('form[action]:not([method="post" i])').map((form) => ({ element: form, href: form.getAttribute('action')! })),
    ...all('[popovertarget]').map((button) => ({ element: button, href: `#${button.getAttribute('popovertarget')}` })),
  ]
    .map(({ element, href }) => ({
      href,
      url: resolve(href),
      languageSwitch: element.getAttribute('data-language-switch'),
      hreflang: element.getAttribute('hreflang'),
    }))
    // Other sites, mail and phone links are not ours to check.
    .filter((link) => link.url.origin === url.origin);

  const assets = [
    ...all('img[src]').map((img) => img.getAttribute('src')!),
    ...all('script[src]').map((script) => script.getAttribute('src')!),
    // Canonical and alternates name the public site's origin; alternates are crawled as pages.
    ...all('link[href]:not([rel=canonical], [rel=alternate])').map((link) => link.getAttribute('href')!),
    ...all('astro-island').flatMap((island) =>
      ['component-url', 'renderer-url', 'before-hydration-url'].flatMap((name) => island.getAttribute(name) ?? []),
    ),
  ]
    // The site icon is written into the page (src/shared/favicon.ts).
    .filter((address) => !address.startsWith('data:'))
    .map(resolve);

  return {
    path: pageKey(url),
    status,
    lang: document.documentElement.getAttribute('lang') ?? '',
    ids: new Set(all('[id]').map((element) => element.id)),
    links,
    assets,
    alternates: new Map(
      all('link[rel=alternate][hreflang]').map((link) => [
        link.getAttribute('hreflang')!,
        pageKey(resolve(link.getAttribute('href')!)),
      ]),
    ),
    noindex: document.querySelector('meta[name=robots]')?.getAttribute('content')?.includes('noindex') ?? false,
    h1Count: all('h1').length,
    images: [
      ...all('img').map((img) => ({ element: `<img src="${img.getAttribute('src')}">`, text: img.getAttribute('alt') })),
      // A drawing with role="img" is never decorative: it needs its aria-label.
      ...all('[role=img]').map((figure) => ({
        element: `<${figure.localName} role="img">`,
        text: figure.getAttribute('aria-label') || null,
      })),
    ],
  };
}
