import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { chooseEncoding, compressor } from './compression.ts';
import { startFunctionRunner } from './function-runner.ts';
import { repoRoot } from './paths.ts';
import { UNUSED_NETLIFY_FEATURES } from './netlify-features.mjs';

/** Methods a static file answers; Netlify answers any other with 405. */
const STATIC_METHODS = new Set(['GET', 'HEAD']);
/** Methods fetch's Request refuses to carry: answered here, never handed to a function (it would throw, 500). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * The origin the browser asked for, as Netlify gives it to functions: the request's
 * Host, so the site works at localhost, 127.0.0.1 or the machine's address alike.
 * The preview speaks plain HTTP; a request without a usable Host gets the listening address.
 */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const candidate = `http://${req.headers.host ?? ''}`;
  if (!req.headers.host || !URL.canParse(candidate)) return fallback;
  const parsed = new URL(candidate);
  return parsed.pathname === '/' && !parsed.username ? parsed.origin : fallback;
}

function methodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Method Not Allowed');
}

/**
 * Serves dist/ plus functions plus netlify.toml rules the way Netlify does:
 * functions through function-runner.ts (loaded once, routed by config.path),
 * everything else through @netlify/dev's request chain. The store must already
 * be configured in process.env (functions run in this process).
 * `host` is the listening address (PREVIEW_HOST=0.0.0.0 lets a phone on the network in).
 */
export async function startPreviewServer(port: number, host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  const netlify = new NetlifyDev({
    projectRoot: repoRoot,
    serverAddress: null,
    ...UNUSED_NETLIFY_FEATURES,
    functions: { enabled: false },
  });
  await netlify.start();
  const handleFunction = await startFunctionRunner(join(repoRoot, 'netlify', 'functions'));

  const isNotFoundRule = await notFoundRuleMatcher();
  const url = `http://localhost:${port}`;
  const server: Server = createServer(async (req, res) => {
    try {
      if (FORBIDDEN_METHODS.has(req.method ?? '')) return methodNotAllowed(res);
      const origin = requestOrigin(req, `http://127.0.0.1:${port}`);
      imageCdnServesOriginal(req);
      // NetlifyDev insists on a server address per request when constructed with `serverAddress: null`.
      let response = await handleFunction(req, origin);
      if (!response && !STATIC_METHODS.has(req.method ?? '')) return methodNotAllowed(res);
      const folder = response ? undefined : folderWithoutSlash(req.url ?? '/');
      if (folder) {
        res.writeHead(301, { Location: folder, 'Cache-Control': 'public, max-age=0, must-revalidate' });
        return res.end();
      }
      if (!response) {
        const match = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: origin });
        response = match?.response;
        // @netlify/dev serves a status-404 rule's page with 200; Netlify keeps the rule's 404.
        if (match?.type === 'redirect' && response?.status === 200 && isNotFoundRule(req.url ?? '/')) {
          response = new Response(response.body, { status: 404, headers: response.headers });
        }
      }
      if (!response) {
        // Nothing matched: Netlify serves the 404 page of the path's language, with the headers of every page.
        const page = req.url?.startsWith('/en/') ? '/en/404/' : '/404.html';
        const notFound = await netlify.handle(new Request(new URL(page, origin)), { serverAddress: origin });
        response = new Response(notFound?.body ?? null, { status: 404, headers: notFound?.headers });
      }
      const headers = new Headers(response.headers);
      const encoding = response.body ? chooseEncoding(req.headers, headers) : undefined;
      const body = response.body ? Readable.fromWeb(response.body as never) : undefined;
      const compress = encoding ? compressor(encoding, headers) : undefined;
      res.writeHead(response.status, Object.fromEntries(headers));
      if (!body) res.end();
      else if (compress) body.pipe(compress).pipe(res);
      else body.pipe(res);
    } catch (error) {
      console.error('[preview]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment (a test's
  // request context between two calls) gets ECONNRESET. Keep idle connections open a minute, as a CDN does.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    // A port already taken fails the start: stop what was started for it.
    await netlify.stop();
    throw error;
  }
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

/**
 * Netlify's Image CDN (`/.netlify/images?url=/media/...&w=...`) resizes and
 * converts on the platform; offline this server answers with the original
 * image, so pages and srcsets work unchanged (docs/DEVELOPMENT.md).
 */
function imageCdnServesOriginal(req: IncomingMessage): void {
  const requested = new URL(req.url ?? '/', 'http://localhost');
  if (requested.pathname !== '/.netlify/images') return;
  const source = requested.searchParams.get('url') ?? '';
  if (source.startsWith('/') && !source.startsWith('//')) req.url = source;
}

/** Tells whether the first netlify.toml rule matching a path is a status-404 rule, as Netlify would apply it. */
async function notFoundRuleMatcher(): Promise<(requestUrl: string) => boolean> {
  const { redirects } = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: join(repoRoot, 'netlify.toml'),
    configRedirects: [],
    minimal: true,
  });
  const rules = (redirects as { from?: string; status?: number }[])
    .filter((rule): rule is { from: string; status?: number } => typeof rule.from === 'string')
    .map((rule) => ({ pattern: new URLPattern({ pathname: rule.from }), status: rule.status }));
  return (requestUrl) => {
    const pathname = new URL(requestUrl, 'http://localhost').pathname;
    // An existing file wins over a rule that is not forced.
    if (isBuiltPage(pathname)) return false;
    return rules.find((rule) => rule.pattern.test({ pathname }))?.status === 404;
  };
}

/**
 * `/about` (a built folder with an index.html) as Netlify answers it: a 301 to
 * `/about/`, the query kept. Returns that address, or undefined for any other path.
 */
function folderWithoutSlash(requestUrl: string): string | undefined {
  const { pathname, search } = new URL(requestUrl, 'http://localhost');
  if (pathname.endsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined; // not a path of any file: the 404 answers it
  }
  const index = join(repoRoot, 'dist', decoded, 'index.html');
  return existsSync(index) && statSync(index).isFile() ? `${pathname}/${search}` : undefined;
}

function isBuiltPage(pathname: string): boolean {
  const file = join(repoRoot, 'dist', decodeURIComponent(pathname));
  return [file, join(file, 'index.html'), `${file}.html`].some(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}
