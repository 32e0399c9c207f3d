// Rebuild requests that collapse (docs/API.md, 'Publishing'; docs/DEPLOY.md 6.1).
// Articles are pre-rendered at build time, so every change visitors can see asks
// Netlify for one build through NETLIFY_BUILD_HOOK_URL. While a request is
// pending (no deploy created since, under 15 minutes old) further changes only
// move changedAt: a burst of saves makes one build, and the deploy-succeeded
// event asks for a follow-up when changes came after that build had started.
import { randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { type BuildHookState, type DeployRecord, REBUILD_STALE_MS, type SiteStatus } from '../../src/shared/site-publishing.ts';
import {
  cameDueBetween,
  claimRebuild,
  isPending,
  type PublishingState,
  readPublishing,
  recordChange,
  recordCheck,
  recordDeploy,
  recordRequestFailure,
  recordRequestSuccess,
} from '../../store/site-publishing.ts';

const HOOK_TIMEOUT_MS = 5_000;
/** Netlify names the deploy after the hook's trigger_title; the request id is read back from it. */
const TITLE_PREFIX = 'site update ';
const TITLE_PATTERN = /site update ([A-Za-z0-9_-]+)/;

export type RebuildOutcome = 'requested' | 'collapsed' | 'failed' | 'no-hook';

const hookUrl = () => process.env.NETLIFY_BUILD_HOOK_URL || undefined;

export function isProduction(context: Pick<Context, 'deploy'>): boolean {
  return context.deploy.context === 'production';
}

/** `missing` only in production: a local or preview site builds by hand. */
export function buildHookState(context: Pick<Context, 'deploy'>): BuildHookState {
  if (hookUrl()) return 'configured';
  return isProduction(context) ? 'missing' : 'not-required';
}

/** Whether rebuilds are requested here at all (a local or preview site builds by hand). */
export const rebuildsRequested = (): boolean => hookUrl() !== undefined;

/** The request id a deploy's title carries, when a rebuild request started it. */
export function requestIdOf(title: string | null | undefined): string | undefined {
  return title ? TITLE_PATTERN.exec(title)?.[1] : undefined;
}

async function postHook(url: string, requestId: string): Promise<string | undefined> {
  const target = new URL(url);
  target.searchParams.set('trigger_title', `${TITLE_PREFIX}${requestId}`);
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    return response.ok ? undefined : `answered ${response.status}`;
  } catch (error) {
    // Never the URL: it is a secret.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error instanceof Error ? error.name : 'error'}${cause}`;
  }
}

/**
 * Records a change visitors can see (at `changedAt`, when given) and asks for a
 * rebuild unless one is pending. A failed POST is recorded as the last error,
 * not as a pending request, so the scheduled check asks again.
 */
export async function requestRebuild(options: { now?: number; changedAt?: number } = {}): Promise<RebuildOutcome> {
  const now = options.now ?? Date.now();
  const url = hookUrl();
  if (!url) {
    if (options.changedAt !== undefined) await recordChange(options.changedAt);
    return 'no-hook';
  }
  const requestId = randomBytes(6).toString('base64url');
  const claimed = await claimRebuild({ now, staleMs: REBUILD_STALE_MS, requestId, changedAt: options.changedAt });
  if (!claimed) return 'collapsed';
  const failure = await postHook(url, requestId);
  if (failure) {
    console.error(`[rebuild] NETLIFY_BUILD_HOOK_URL ${failure}`);
    await recordRequestFailure(requestId, Date.now(), failure);
    return 'failed';
  }
  await recordRequestSuccess();
  return 'requested';
}

/** For context.waitUntil after a news write: never rejects, never fails the write. */
export function rebuildAfterWrite(now: number): Promise<unknown> {
  return requestRebuild({ now, changedAt: now }).catch((error) => console.error('[rebuild] after a write:', error));
}

/** The site has not shown `changedAt` yet: no successful deploy was created after it. */
function siteLacksChange(state: PublishingState): boolean {
  return state.changedAt !== undefined && (state.liveCreatedAt === undefined || state.changedAt >= state.liveCreatedAt);
}

/**
 * The scheduled check (netlify/functions/publish-due.mts): one request when
 * articles came due since the last run and the site lacks them, or when a
 * change is newer than the last request (its POST failed). The first run only
 * records when it ran.
 */
export async function checkPublishing(now = Date.now()): Promise<RebuildOutcome | 'nothing' | 'first-run'> {
  const state = await readPublishing();
  if (state.checkedAt === undefined) {
    await recordCheck(now);
    return 'first-run';
  }
  const due = (await cameDueBetween(state.checkedAt, now)).filter(
    (publishedAt) => state.liveCreatedAt === undefined || publishedAt >= state.liveCreatedAt,
  );
  let outcome: RebuildOutcome | 'nothing' = 'nothing';
  if (due.length > 0) {
    outcome = await requestRebuild({ now, changedAt: Math.max(...due) });
  } else if (siteLacksChange(state) && (state.requestedAt === undefined || state.changedAt! > state.requestedAt)) {
    outcome = await requestRebuild({ now });
  }
  await recordCheck(now);
  return outcome;
}

/**
 * A deploy finished (netlify/functions/deploy-events.mts). After a successful
 * one, changes made since its build started get a follow-up request, unless a
 * newer request is pending already. Deploy previews and branch deploys change
 * nothing visitors of the site see, so only production deploys count.
 */
export async function deployFinished(deploy: {
  id: string;
  state: 'ready' | 'error';
  context: string;
  createdAt: string;
  title: string | null;
  errorMessage: string | null;
  now?: number;
}): Promise<RebuildOutcome | 'recorded' | 'ignored'> {
  const createdAt = Date.parse(deploy.createdAt);
  if (deploy.context !== 'production' || Number.isNaN(createdAt)) return 'ignored';
  const recorded = await recordDeploy({
    id: deploy.id,
    state: deploy.state,
    createdAt,
    finishedAt: deploy.now ?? Date.now(),
    requestId: requestIdOf(deploy.title),
    error: deploy.state === 'error' ? (deploy.errorMessage ?? '') : undefined,
  });
  if (!recorded || deploy.state !== 'ready') return recorded ? 'recorded' : 'ignored';
  const state = await readPublishing();
  return siteLacksChange(state) ? requestRebuild({ now: deploy.now }) : 'recorded';
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

function lastDeployOf(state: PublishingState): DeployRecord | null {
  if (!state.deployId || !state.deployState || state.deployCreatedAt === undefined) return null;
  return {
    id: state.deployId,
    state: state.deployState,
    createdAt: iso(state.deployCreatedAt)!,
    finishedAt: iso(state.deployFinishedAt ?? state.deployCreatedAt)!,
    ...(state.deployRequestId ? { requestId: state.deployRequestId } : {}),
    ...(state.deployError ? { error: state.deployError } : {}),
  };
}

/** GET /api/admin/site-status (docs/API.md). */
export async function siteStatus(context: Pick<Context, 'deploy'>, now = Date.now()): Promise<SiteStatus> {
  const state = await readPublishing();
  const unanswered =
    state.requestedAt !== undefined && !(state.deployCreatedAt !== undefined && state.deployCreatedAt >= state.requestedAt);
  return {
    buildHook: buildHookState(context),
    production: isProduction(context),
    lastDeploy: lastDeployOf(state),
    pendingRequest:
      unanswered && state.requestId
        ? {
            requestId: state.requestId,
            requestedAt: iso(state.requestedAt)!,
            stale: !isPending(state, now, REBUILD_STALE_MS),
          }
        : null,
    lastRequestError: state.error && state.errorAt !== undefined ? { at: iso(state.errorAt)!, message: state.error } : null,
    siteUpdatedAt: iso(state.liveCreatedAt),
    changedAt: iso(state.changedAt),
  };
}

/** The createdAt of the last successful deploy, for the articles' site state. */
export async function siteUpdatedAt(): Promise<number | null> {
  return (await readPublishing()).liveCreatedAt ?? null;
}
