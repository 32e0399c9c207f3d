// Whether the pre-rendered site shows what the store holds (docs/API.md,
// 'Publishing'): shared by the functions, which compute it, and the admin app,
// which shows it.
import type { NewsItem } from './news.ts';

/** A rebuild request without a deploy after it is a problem past this age. */
export const REBUILD_STALE_MS = 15 * 60 * 1000;

/**
 * Of a public article: its last change is on the site, or a rebuild is still to
 * show it, or nothing tracks it (`untracked`: no build hook and no deploy event
 * ever, as on a local server); of any other: visitors see nothing of it.
 */
export type SiteState = 'on-site' | 'updating' | 'untracked' | 'not-public';

/** An article as the admin endpoints answer it. */
export type AdminNewsItem = NewsItem & { siteState: SiteState };

/**
 * `missing` only in production, where unpublishing and scheduling need the hook;
 * elsewhere a missing hook is `not-required`.
 */
export type BuildHookState = 'configured' | 'missing' | 'not-required';

export interface DeployRecord {
  id: string;
  state: 'ready' | 'error';
  /** When Netlify created the deploy: its build read the store after this. */
  createdAt: string;
  /** When the deploy event reached the site. */
  finishedAt: string;
  /** The rebuild request it served, when it came from one (its trigger title). */
  requestId?: string;
  error?: string;
}

export interface SiteStatus {
  buildHook: BuildHookState;
  production: boolean;
  lastDeploy: DeployRecord | null;
  /** A request no deploy has answered yet; `stale` past 15 minutes. */
  pendingRequest: { requestId: string; requestedAt: string; stale: boolean } | null;
  /** The last hook POST that failed, until one succeeds. */
  lastRequestError: { at: string; message: string } | null;
  /** Every change before this instant is on the site (the last successful deploy's createdAt). */
  siteUpdatedAt: string | null;
  /** The last change visitors can see (a public write, an article coming due). */
  changedAt: string | null;
}

/**
 * The last moment a public article changed for visitors: its last write
 * (any write to a public article shows) or the moment it came due, whichever is later.
 */
export function publicChangedAt(item: Pick<NewsItem, 'updatedAt' | 'publishedAt'>): number {
  return Math.max(Date.parse(item.updatedAt), Date.parse(item.publishedAt));
}

export function isPublicAt(item: Pick<NewsItem, 'status' | 'publishedAt'>, now: number): boolean {
  return item.status === 'published' && Date.parse(item.publishedAt) <= now;
}

/** `siteUpdatedAt`: the createdAt of the last successful deploy, or null when none is known. */
export function siteStateOf(
  item: Pick<NewsItem, 'status' | 'publishedAt' | 'updatedAt'>,
  now: number,
  siteUpdatedAt: number | null,
): SiteState {
  if (!isPublicAt(item, now)) return 'not-public';
  return siteUpdatedAt !== null && publicChangedAt(item) < siteUpdatedAt ? 'on-site' : 'updating';
}
