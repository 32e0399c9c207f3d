// Every article address, /news-detail/{address} and /en/news-detail/{address},
// asks the store before answering, so what staff unpublish or delete is gone at
// once, for visitors with or without JavaScript and for crawlers, not at the
// next deploy (docs/DEPLOY.md, 'Publishing'). An address is the article's slug,
// or its id (articles from before slugs, old links):
// - readable now (published, its date come) at another address than the one
//   asked (an old slug, the id of an article with a slug): 301 to where it lives;
// - readable now at this address: the page the build pre-rendered, or the
//   shell that loads it in the browser when it was published after the build,
//   its head filled with the article's title, description, share image and
//   NewsArticle data (netlify/lib/shell-head.ts), as a pre-rendered page has;
// - anything else: '新闻不存在' / 'Article not found' with status 404.
// Netlify's CDN keeps the answer under the `news` cache tag, which every news
// write purges (netlify/lib/notify.ts), and every deploy clears.
import type { Config, Context } from '@netlify/functions';
import { ID_PATTERN } from '../../src/shared/api.ts';
import { findByAddress, isPublic } from '../../store/news-repository.ts';
import { StoreUnavailableError } from '../../store/store.ts';
import { headersOfEveryPage, readBuiltPage } from '../lib/built-pages.ts';
import { NEWS_CACHE_TAG } from '../lib/notify.ts';
import { fillShellHead } from '../lib/shell-head.ts';

type Visibility = { seen: 'public'; current: string; item: Parameters<typeof fillShellHead>[1] } | { seen: 'hidden' | 'unknown' };

async function visibility(address: string): Promise<Visibility> {
  if (!ID_PATTERN.test(address)) return { seen: 'hidden' };
  try {
    const found = await findByAddress(address);
    return found && isPublic(found.item, new Date())
      ? { seen: 'public', current: found.current, item: found.item }
      : { seen: 'hidden' };
  } catch (error) {
    if (error instanceof StoreUnavailableError) return { seen: 'unknown' };
    throw error;
  }
}

/** A page of the build that is not an article (the shell, the 404 page); in `astro dev`, where nothing is built, fetched from the dev server. */
async function sitePage(pagePath: string, origin: string): Promise<string | undefined> {
  const built = await readBuiltPage(pagePath);
  if (built !== undefined) return built;
  const fetched = await fetch(new URL(`${pagePath}/`, origin)).catch(() => undefined);
  return fetched?.ok ? fetched.text() : undefined;
}

export default async (req: Request, context: Context): Promise<Response> => {
  const headers = new Headers(await headersOfEveryPage());
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    headers.set('Allow', 'GET, HEAD');
    return new Response(null, { status: 405, headers });
  }
  const prefix = new URL(req.url).pathname.startsWith('/en/') ? '/en' : '';
  const id = context.params.id ?? '';
  const found = await visibility(id);
  const { seen } = found;
  const origin = new URL(req.url).origin;
  const cacheable = () => {
    headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
    headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=31536000');
    headers.set('Netlify-Cache-Tag', NEWS_CACHE_TAG);
  };
  if (found.seen === 'public' && found.current !== id) {
    cacheable();
    // The slash form: the address the site links to (localizePath, src/i18n/locales.ts).
    headers.set('Location', `${prefix}/news-detail/${encodeURIComponent(found.current)}/`);
    return new Response(null, { status: 301, headers });
  }

  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (seen === 'hidden') {
    cacheable();
    const html = await sitePage(`${prefix}/404/news`, origin);
    return new Response(req.method === 'HEAD' ? null : (html ?? 'Not found'), { status: 404, headers });
  }
  // Readable (or the store cannot say: then the build's page, as before this
  // function existed, kept out of the CDN so the answer is asked again).
  const built = await readBuiltPage(`${prefix}/news-detail/${id}`);
  const shell = built === undefined ? await sitePage(`${prefix}/news-detail`, origin) : undefined;
  const html = built ?? (shell && found.seen === 'public' ? fillShellHead(shell, found.item, prefix ? 'en' : 'zh') : shell);
  if (seen === 'public') {
    cacheable();
  } else {
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(req.method === 'HEAD' ? null : (html ?? ''), { status: html ? 200 : 503, headers });
};

// Trailing-slash forms too: Netlify matches a function's path exactly.
export const config: Config = {
  path: ['/news-detail/:id', '/news-detail/:id/', '/en/news-detail/:id', '/en/news-detail/:id/'],
};
