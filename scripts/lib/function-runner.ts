// Serves netlify/functions/*.mts in this process, routed by each file's
// `config.path` as Netlify does, the way a warm Netlify instance runs them:
// each module loaded once. @netlify/dev instead bundles the function and
// starts a worker thread on every request (about 1.2 s each here), which makes
// API tests crawl and benchmarks meaningless; static files, redirects and
// headers stay with @netlify/dev.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';

type Handler = (req: Request, context: Context) => Response | Promise<Response>;

interface Route {
  file: string;
  pattern: URLPattern;
  excluded: URLPattern[];
  /** Literal paths win over parameters, parameters over wildcards. */
  rank: number;
  handler: Handler;
}

function rankOf(path: string): number {
  if (path.includes('*')) return 2;
  return path.includes(':') ? 1 : 0;
}

async function loadRoutes(directory: string): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of (await readdir(directory)).filter((name) => /\.m?[jt]s$/.test(name)).sort()) {
    const module: { default?: unknown; config?: { path?: unknown; excludedPath?: unknown } } = await import(
      pathToFileURL(join(directory, file)).href
    );
    const patterns = (value: unknown) => [value].flat().filter((path): path is string => typeof path === 'string');
    const paths = patterns(module.config?.path);
    if (typeof module.default !== 'function' || paths.length === 0) continue; // scheduled or background: not routed
    const handler = module.default as Handler;
    const excluded = patterns(module.config?.excludedPath).map((path) => new URLPattern({ pathname: path }));
    for (const path of paths) {
      routes.push({ file, pattern: new URLPattern({ pathname: path }), excluded, rank: rankOf(path), handler });
    }
  }
  return routes.sort((a, b) => a.rank - b.rank);
}

/** The Context fields functions here use; touching any other throws, so a gap shows at once. */
function contextFor(req: Request, url: URL, ip: string, params: Record<string, string>): Context {
  const provided: Partial<Context> = {
    ip,
    params,
    url,
    requestId: randomUUID(),
    geo: {},
    deploy: { context: 'dev', id: '', published: false },
    site: {},
    account: { id: '' },
    server: { region: 'local' },
    json: (input) => Response.json(input),
    log: console.log,
    waitUntil: (promise) => void promise.catch((error) => console.error('[functions] waitUntil', req.url, error)),
  };
  return new Proxy(provided, {
    get(target, property) {
      if (property in target) return target[property as keyof Context];
      throw new Error(`context.${String(property)} is not emulated by scripts/lib/function-runner.ts`);
    },
  }) as Context;
}

export async function startFunctionRunner(directory: string) {
  const routes = await loadRoutes(directory);

  /** Answers the request when a function's path matches it; undefined otherwise. */
  return async function handle(req: IncomingMessage, origin: string): Promise<Response | undefined> {
    const url = new URL(req.url ?? '/', origin);
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    for (const route of routes) {
      const match = route.pattern.exec({ pathname });
      if (!match || route.excluded.some((excluded) => excluded.test({ pathname }))) continue;
      const params = Object.fromEntries(
        Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const ip = localClientAddress(req);
      const body = req.method !== 'GET' && req.method !== 'HEAD' ? bodyOf(req) : undefined;
      // `duplex` is required by Node's fetch for a streamed body, missing from the DOM typings.
      const init: RequestInit & { duplex: 'half' } = {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          [value ?? []].flat().map((item): [string, string] => [name, item]),
        ),
        body: body?.stream,
        duplex: 'half',
      };
      const request = new Request(url, init);
      request.headers.set('x-nf-client-connection-ip', ip);
      const response = await route.handler(request, contextFor(request, url, ip, params));
      body?.discardRest();
      return response;
    }
    return undefined;
  };
}

/**
 * The client address as Netlify's `context.ip` gives it: the socket's peer. Only a
 * server started with LOCAL_TRUST_X_FORWARDED_FOR=1 (tests that simulate many
 * visitors) believes X-Forwarded-For's first entry instead; never by default, so a
 * visitor of the preview cannot pick the address its rate limits count.
 */
export function localClientAddress(req: IncomingMessage): string {
  const socketAddress = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (process.env.LOCAL_TRUST_X_FORWARDED_FOR !== '1') return socketAddress;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    ?.trim();
  return forwarded || socketAddress;
}

/** Uploads a function may drain after answering early, before the connection is dropped. */
const MAX_DRAIN_BYTES = 10 * 1024 * 1024;

/**
 * The request body as a web stream. When a function stops reading early (413,
 * 415, 401...) or answers without reading, `discardRest` reads and drops the
 * rest of the upload rather than destroying the socket, as Readable.toWeb
 * would: the client can finish sending and read the answer instead of failing
 * with EPIPE, and the connection stays usable.
 */
function bodyOf(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discardRest(): void } {
  let cancelled = false;
  let drained = 0;
  const discardRest = () => {
    cancelled = true;
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!cancelled) {
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        } else {
          drained += chunk.byteLength;
          if (drained > MAX_DRAIN_BYTES) req.destroy();
        }
      });
      req.on('end', () => !cancelled && controller.close());
      req.on('error', (error) => !cancelled && controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel: discardRest,
  });
  return { stream, discardRest };
}
