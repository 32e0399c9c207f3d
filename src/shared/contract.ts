// The HTTP contract: every endpoint declared once, keyed by its method and path
// (docs/API.md describes each for people). The functions' router, body and query
// validation and the role check read these declarations; the browser's clients
// import only the types (`import type`), so no schema reaches a public page.
import type { z } from 'zod';
import type { ListMeta } from './api.ts';
import {
  type StaffAccount,
  type LoginResult,
  loginSchema,
  passwordChangeSchema,
  staffCreateSchema,
  staffUpdateSchema,
} from './auth.ts';
import {
  type EnquiryBadgeCounts,
  type EnquiryCounts,
  type EnquiryDetail,
  type Enquiry,
  type StaffName,
  enquiryFilterSchema,
  enquiryInputSchema,
  enquiryQuerySchema,
  enquiryUpdateSchema,
} from './enquiry.ts';
import { type MediaItem, type MediaListItem, mediaAltSchema, mediaQuerySchema, mediaUploadQuerySchema } from './media.ts';
import { type SecurityLogEntry, securityLogQuerySchema } from './security-log.ts';
import {
  loginCodeSchema,
  type SecuritySettings,
  securitySettingsSchema,
  type SessionInfo,
  type TwoFactorChallenge,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './two-factor.ts';
import {
  adminNewsQuerySchema,
  type ListedNews,
  type NewsRevision,
  type NewsStatistics,
  type PublicNewsArticle,
  newsInputSchema,
  newsQuerySchema,
  newsUpdateSchema,
} from './news.ts';
import type { AdminNewsItem, BuildHookState, SiteStatus } from './site-publishing.ts';

/**
 * Who may call: anyone; any signed-in account (even one that must change its
 * password first); an editor or admin whose password is set; an admin only.
 */
export type Access = 'public' | 'signedIn' | 'editor' | 'admin';

type Declaration = {
  access: Access;
  /** The query string's schema. */
  query?: z.ZodType;
  /** A file instead of the JSON envelope. */
  produces?: 'text/csv';
} & (
  | {
      body?: never;
      maxBytes?: never;
      form?: never;
      /** The body is a file as sent (an image), read by the handler, not by the router (docs/API.md). */
      upload?: true;
    }
  /**
   * The JSON body's schema; the body is refused past `maxBytes`. `form`: a
   * browser's form post (application/x-www-form-urlencoded) is accepted too,
   * held to the same schema and answered with pages, not JSON (docs/API.md).
   */
  | { body: z.ZodType; maxBytes: number; form?: true }
);

declare const typed: unique symbol;

/** A declaration carrying, as types only, the envelope's `data` and `meta`. */
export type Endpoint<D extends Declaration = Declaration, Output = unknown, Meta = unknown> = D & {
  readonly [typed]?: { output: Output; meta: Meta };
};

/** `endpoint<Output, Meta>()({ access, body, query })`: the types first, the declaration inferred. */
function endpoint<Output, Meta = undefined>() {
  return <const D extends Declaration>(declaration: D): Endpoint<D, Output, Meta> => declaration;
}

const KB = 1024;

export const contract = {
  'GET /api/health': endpoint<{ store: 'ok'; buildHook: BuildHookState }>()({ access: 'public' }),

  'GET /api/news': endpoint<ListedNews[], ListMeta>()({ access: 'public', query: newsQuerySchema }),
  'GET /api/news/:id': endpoint<PublicNewsArticle>()({ access: 'public' }),

  'POST /api/contact': endpoint<{ id: string }>()({
    access: 'public',
    body: enquiryInputSchema,
    maxBytes: 16 * KB,
    form: true,
  }),
  'GET /api/contact': endpoint<Enquiry[], ListMeta & { counts: EnquiryCounts }>()({
    access: 'editor',
    query: enquiryQuerySchema,
  }),
  'GET /api/contact/:id': endpoint<EnquiryDetail>()({ access: 'editor' }),
  'PATCH /api/contact/:id': endpoint<Enquiry>()({ access: 'editor', body: enquiryUpdateSchema, maxBytes: 16 * KB }),
  'DELETE /api/contact/:id': endpoint<undefined>()({ access: 'admin' }),
  'POST /api/contact/:id/reply': endpoint<Enquiry>()({ access: 'editor' }),
  'GET /api/admin/contact/counts': endpoint<EnquiryBadgeCounts>()({ access: 'editor' }),
  'GET /api/admin/contact/export': endpoint<ReadableStream<Uint8Array>>()({
    access: 'editor',
    query: enquiryFilterSchema,
    produces: 'text/csv',
  }),
  'GET /api/admin/staff-names': endpoint<StaffName[]>()({ access: 'editor' }),

  'POST /api/admin/login': endpoint<LoginResult | TwoFactorChallenge>()({
    access: 'public',
    body: loginSchema,
    maxBytes: 4 * KB,
  }),
  'POST /api/admin/login/code': endpoint<LoginResult>()({ access: 'public', body: loginCodeSchema, maxBytes: 4 * KB }),
  'POST /api/admin/logout': endpoint<undefined>()({ access: 'signedIn' }),
  'POST /api/admin/password': endpoint<undefined>()({ access: 'signedIn', body: passwordChangeSchema, maxBytes: 4 * KB }),
  'GET /api/admin/me': endpoint<StaffAccount>()({ access: 'signedIn' }),

  'GET /api/admin/two-factor': endpoint<TwoFactorStatus>()({ access: 'signedIn' }),
  'POST /api/admin/two-factor/setup': endpoint<TwoFactorSetup>()({ access: 'signedIn' }),
  'POST /api/admin/two-factor/enable': endpoint<{ recoveryCodes: string[] }>()({
    access: 'signedIn',
    body: twoFactorEnableSchema,
    maxBytes: 4 * KB,
  }),
  'POST /api/admin/two-factor/disable': endpoint<undefined>()({
    access: 'signedIn',
    body: twoFactorConfirmSchema,
    maxBytes: 4 * KB,
  }),
  'POST /api/admin/two-factor/recovery-codes': endpoint<{ recoveryCodes: string[] }>()({
    access: 'signedIn',
    body: twoFactorConfirmSchema,
    maxBytes: 4 * KB,
  }),
  'GET /api/admin/sessions': endpoint<SessionInfo[]>()({ access: 'signedIn' }),
  'DELETE /api/admin/sessions/:id': endpoint<undefined>()({ access: 'signedIn' }),
  'POST /api/admin/sessions/end-others': endpoint<{ ended: number }>()({ access: 'signedIn' }),

  'GET /api/admin/users': endpoint<StaffAccount[]>()({ access: 'admin' }),
  'POST /api/admin/users': endpoint<{ user: StaffAccount; temporaryPassword: string }>()({
    access: 'admin',
    body: staffCreateSchema,
    maxBytes: 4 * KB,
  }),
  'PATCH /api/admin/users/:username': endpoint<StaffAccount>()({ access: 'admin', body: staffUpdateSchema, maxBytes: 4 * KB }),
  'POST /api/admin/users/:username/reset-password': endpoint<{ temporaryPassword: string }>()({ access: 'admin' }),
  'POST /api/admin/users/:username/reset-two-factor': endpoint<undefined>()({ access: 'admin' }),
  'POST /api/admin/users/:username/end-sessions': endpoint<{ ended: number }>()({ access: 'admin' }),
  'GET /api/admin/security-settings': endpoint<SecuritySettings>()({ access: 'admin' }),
  'PUT /api/admin/security-settings': endpoint<SecuritySettings>()({
    access: 'admin',
    body: securitySettingsSchema,
    maxBytes: 1 * KB,
  }),
  'GET /api/admin/security-log': endpoint<SecurityLogEntry[], ListMeta>()({ access: 'admin', query: securityLogQuerySchema }),

  'GET /api/admin/news': endpoint<{ items: AdminNewsItem[]; statistics: NewsStatistics }, ListMeta>()({
    access: 'editor',
    query: adminNewsQuerySchema,
  }),
  'POST /api/admin/news': endpoint<AdminNewsItem>()({ access: 'editor', body: newsInputSchema, maxBytes: 256 * KB }),
  'GET /api/admin/news/:id': endpoint<AdminNewsItem>()({ access: 'editor' }),
  'PUT /api/admin/news/:id': endpoint<AdminNewsItem>()({ access: 'editor', body: newsUpdateSchema, maxBytes: 256 * KB }),
  'GET /api/admin/news/:id/revisions': endpoint<NewsRevision[]>()({ access: 'editor' }),
  'POST /api/admin/news/:id/revisions/:revisionId/restore': endpoint<AdminNewsItem>()({ access: 'editor' }),
  'DELETE /api/admin/news/:id': endpoint<undefined>()({ access: 'editor' }),

  'GET /api/admin/media': endpoint<MediaListItem[], ListMeta>()({ access: 'editor', query: mediaQuerySchema }),
  'POST /api/admin/media': endpoint<MediaItem>()({ access: 'editor', query: mediaUploadQuerySchema, upload: true }),
  'PATCH /api/admin/media/:id': endpoint<MediaItem>()({ access: 'editor', body: mediaAltSchema, maxBytes: 4 * KB }),
  'DELETE /api/admin/media/:id': endpoint<undefined>()({ access: 'editor' }),

  'GET /api/admin/site-status': endpoint<SiteStatus>()({ access: 'editor' }),
} as const;

export type Contract = typeof contract;
export type EndpointKey = keyof Contract;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type PathOf<K> = K extends `${Method} ${infer Path}` ? Path : never;
type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<K extends EndpointKey> = Record<ParamNames<PathOf<K>>, string>;
export type OutputOf<K extends EndpointKey> = NonNullable<Contract[K][typeof typed]>['output'];
export type MetaOf<K extends EndpointKey> = NonNullable<Contract[K][typeof typed]>['meta'];
/**
 * The body as the handler receives it once valid. Callers send exactly this:
 * stricter than what the schema tolerates (a role is 'admin' or 'editor', not
 * any string), so a caller's mistake shows at the type check.
 */
export type BodyOf<K extends EndpointKey> = Contract[K] extends { body: infer S extends z.ZodType } ? z.output<S> : never;
/** The query as the handler receives it (validated, defaults filled in). */
export type QueryOf<K extends EndpointKey> = Contract[K] extends { query: infer S extends z.ZodType } ? z.output<S> : never;

type Parts<K extends EndpointKey> = ([ParamNames<PathOf<K>>] extends [never] ? unknown : { params: ParamsOf<K> }) &
  ([BodyOf<K>] extends [never] ? unknown : { body: BodyOf<K> }) &
  ([QueryOf<K>] extends [never] ? unknown : { query?: Partial<QueryOf<K>> });

/** What a caller passes: path parameters, body and query, each only where the endpoint has them. */
export type ArgsOf<K extends EndpointKey> = Parts<K>;
