// The API's one router, derived from the contract (src/shared/contract.ts,
// docs/API.md): it finds the endpoint (404 JSON for any other /api path, 405
// with Allow for another method), checks the caller's access, reads and
// validates the body and the query, and turns each handler's typed reply into
// the envelope. Handlers only do their own work.
import type { Context } from '@netlify/functions';
import {
  type Access,
  type Contract,
  contract,
  type EndpointKey,
  type BodyOf,
  type Method,
  type MetaOf,
  type OutputOf,
  type ParamsOf,
  type QueryOf,
} from '../../src/shared/contract.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { authenticate, authorize, type Session } from './auth.ts';
import {
  ApiError,
  errorResponse,
  FORM_MEDIA_TYPE,
  isForeignWrite,
  mediaTypeOf,
  parseWith,
  queryOf,
  readForm,
  readJson,
  requestLang,
  withSecurityHeaders,
} from './http.ts';
import { StoreUnavailableError } from '../../store/store.ts';
import { withVisitorAddress } from './trusted-proxy.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Percent-encoding makes each byte of UTF-8 text up to three: a form's limit is three times the JSON one. */
const FORM_ENCODING = 3;

/** What a handler answers: the endpoint's data, typed by the contract. */
export interface Reply<Output, Meta> {
  data: Output;
  status?: number;
  meta?: Meta;
  headers?: Record<string, string>;
}

/** `{ success: true, data }` (with `meta` when given) for endpoint K. */
export function ok<Output, Meta = undefined>(data: Output, init: Omit<Reply<Output, Meta>, 'data'> = {}): Reply<Output, Meta> {
  return { data, ...init };
}

/** `{ success: true }` with no data, as logout and delete answer. */
export function done(): Reply<undefined, undefined> {
  return { data: undefined };
}

type SessionOf<K extends EndpointKey> = Contract[K]['access'] extends 'public' ? undefined : Session;

export interface Call<K extends EndpointKey> {
  req: Request;
  context: Context;
  lang: Locale;
  params: ParamsOf<K>;
  input: BodyOf<K>;
  query: QueryOf<K>;
  session: SessionOf<K>;
  /** The body as sent, before validation (the enquiry form's honeypot reads it). */
  raw: Record<string, unknown>;
}

export type Handler<K extends EndpointKey> = (call: Call<K>) => Promise<Reply<OutputOf<K>, MetaOf<K>>>;

/** One handler for every endpoint of the contract: a missing or extra one fails the type check. */
export type Handlers = { [K in EndpointKey]: Handler<K> };

/**
 * Looks at a body before it is validated and may answer at once (the enquiry
 * form's honeypot: a bot gets the usual answer whatever else it sent).
 */
export type Screens = {
  [K in EndpointKey]?: (call: Omit<Call<K>, 'input' | 'query'>) => Promise<Reply<OutputOf<K>, MetaOf<K>> | undefined>;
};

/**
 * How a browser's form post to an endpoint declared with `form: true` is read
 * and answered: with pages, never JSON (docs/API.md, 'POST /api/contact').
 */
export interface FormAnswers<K extends EndpointKey = EndpointKey> {
  /** The form's fields as the JSON body would carry them. */
  toBody: (fields: Record<string, string>) => Record<string, unknown>;
  /** The answer once the call succeeded (a 303 to a page). */
  sent: (fields: Record<string, string>, reply: Reply<OutputOf<K>, MetaOf<K>>, req: Request) => Response;
  /** The page for a refused or failed call; `fields` is undefined when the body could not be read. */
  refused: (error: ApiError, fields: Record<string, string> | undefined, req: Request) => Response;
}

export type Forms = { [K in EndpointKey]?: FormAnswers<K> };

/** A form post being answered: its answers, and its fields once read. */
interface FormPost {
  answers: FormAnswers;
  fields?: Record<string, string>;
}

interface Route {
  key: EndpointKey;
  method: Method;
  segments: string[];
}

const routes: Route[] = (Object.keys(contract) as EndpointKey[]).map((key) => {
  const [method, path] = key.split(' ') as [Method, string];
  return { key, method, segments: path.split('/').slice(1) };
});

/** The path's parameters when it has the route's shape (`:name` is one non-empty segment). */
function match(route: Route, segments: string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of route.segments.entries()) {
    const actual = segments[index]!;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) return null;
  }
  return params;
}

function findRoute(req: Request) {
  const segments = new URL(req.url).pathname.replace(/\/$/, '').split('/').slice(1);
  const matching = routes.flatMap((route) => {
    const params = match(route, segments);
    return params ? [{ route, params }] : [];
  });
  return { matching, found: matching.find(({ route }) => route.method === req.method) };
}

/** A browser form's post to an endpoint that takes one; every other call is JSON. */
function formPostOf(forms: Forms, req: Request): FormPost | undefined {
  if (req.method !== 'POST' || mediaTypeOf(req) !== FORM_MEDIA_TYPE) return undefined;
  const key = findRoute(req).found?.route.key;
  const answers = key && 'form' in contract[key] ? (forms[key] as FormAnswers | undefined) : undefined;
  return answers && { answers };
}

async function check(access: Access, req: Request, context: Context): Promise<Session | undefined> {
  if (access === 'public') return undefined;
  if (access === 'signedIn') return authenticate(req, context);
  return authorize(req, context, access);
}

function envelope(reply: Reply<unknown, unknown>, produces: string | undefined): Response {
  if (produces) {
    return new Response(reply.data as BodyInit, { status: reply.status ?? 200, headers: { ...NO_STORE, ...reply.headers } });
  }
  const body: Record<string, unknown> = { success: true };
  if (reply.data !== undefined) body.data = reply.data;
  if (reply.meta !== undefined) body.meta = reply.meta;
  return Response.json(body, { status: reply.status ?? 200, headers: { ...NO_STORE, ...reply.headers } });
}

interface Dispatch {
  handlers: Handlers;
  screens: Screens;
  form: FormPost | undefined;
}

async function dispatch({ handlers, screens, form }: Dispatch, req: Request, context: Context, lang: Locale): Promise<Response> {
  if (isForeignWrite(req)) throw new ApiError('FORBIDDEN', 'foreignOrigin');
  const { matching, found } = findRoute(req);
  if (matching.length === 0) throw new ApiError('NOT_FOUND', 'routeNotFound');
  if (!found) {
    const allow = [...new Set(matching.map(({ route }) => route.method))].join(', ');
    throw new ApiError('METHOD_NOT_ALLOWED', undefined, undefined, { Allow: allow });
  }
  const { key } = found.route;
  const declaration: Contract[EndpointKey] = contract[key];
  const session = await check(declaration.access, req, context);
  const raw = 'body' in declaration ? await readBody(req, declaration.maxBytes, form) : {};
  const produces = 'produces' in declaration ? declaration.produces : undefined;
  const screened = { req, context, lang, params: found.params, raw, session };
  const screen = screens[key] as Screens[EndpointKey] | undefined;
  const reply =
    (await screen?.(screened as never)) ?? (await handle(handlers[key] as Handler<EndpointKey>, declaration, screened as never));
  return form ? form.answers.sent(form.fields ?? {}, reply as never, req) : envelope(reply, produces);
}

/** The JSON body, or a form post's fields (kept for its answer) as the JSON body would carry them. */
async function readBody(req: Request, maxBytes: number, form: FormPost | undefined): Promise<Record<string, unknown>> {
  if (!form) return readJson(req, { maxBytes });
  form.fields = await readForm(req, { maxBytes: FORM_ENCODING * maxBytes });
  return form.answers.toBody(form.fields);
}

function handle(
  handler: Handler<EndpointKey>,
  declaration: Contract[EndpointKey],
  screened: Omit<Call<EndpointKey>, 'input' | 'query'>,
) {
  const input = 'body' in declaration ? parseWith(declaration.body, screened.raw) : undefined;
  const query = 'query' in declaration ? parseWith(declaration.query, queryOf(screened.req)) : undefined;
  return handler({ ...screened, input, query } as Call<EndpointKey>);
}

/** The Netlify function of the whole API: every thrown error becomes the envelope, without internals. */
export function router(handlers: Handlers, screens: Screens = {}, forms: Forms = {}) {
  return async (req: Request, netlifyContext: Context): Promise<Response> => {
    const lang = requestLang(req);
    // Behind the mainland mirror, the visitor is whom the trusted proxy names (trusted-proxy.ts).
    const context = withVisitorAddress(req, netlifyContext);
    return withSecurityHeaders(await answer({ handlers, screens, form: formPostOf(forms, req) }, req, context, lang));
  };
}

async function answer(call: Dispatch, req: Request, context: Context, lang: Locale): Promise<Response> {
  try {
    return await dispatch(call, req, context, lang);
  } catch (error) {
    const refusal = apiErrorOf(error, req);
    // A form post gets a page in its form's language, never JSON.
    return call.form ? call.form.answers.refused(refusal, call.form.fields, req) : errorResponse(refusal, lang);
  }
}

function apiErrorOf(error: unknown, req: Request): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof StoreUnavailableError) return new ApiError('UNAVAILABLE');
  console.error('[api] unexpected error', req.method, new URL(req.url).pathname, error);
  return new ApiError('INTERNAL');
}
