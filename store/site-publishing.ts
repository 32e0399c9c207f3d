// The site's publishing state (docs/API.md, 'Publishing'): one Redis hash,
// `site:publishing`, with the last public-visible change, the last rebuild
// request, the last hook failure, the last deploy and the last successful one.
// Times are epoch milliseconds. Every change that must not race is one Lua script.
import { INDEX, newsKey } from './news-keys.ts';
import { key, withStore } from './store.ts';

export const PUBLISHING_KEY = key('site', 'publishing');

export interface PublishingState {
  changedAt?: number;
  requestId?: string;
  requestedAt?: number;
  error?: string;
  errorAt?: number;
  /** The scheduled check's last run. */
  checkedAt?: number;
  deployId?: string;
  deployState?: 'ready' | 'error';
  deployCreatedAt?: number;
  deployFinishedAt?: number;
  deployRequestId?: string;
  deployError?: string;
  /** The last successful deploy: every change before its createdAt is on the site. */
  liveCreatedAt?: number;
}

const NUMBERS = ['changedAt', 'requestedAt', 'errorAt', 'checkedAt', 'deployCreatedAt', 'deployFinishedAt', 'liveCreatedAt'];

export async function readPublishing(): Promise<PublishingState> {
  // Without automatic deserialization the client answers HGETALL's flat [field, value, ...] list.
  const raw = (await withStore((redis) => redis.hgetall(PUBLISHING_KEY))) as unknown as string[] | null;
  const state: Record<string, string | number> = {};
  for (let i = 0; i + 1 < (raw?.length ?? 0); i += 2) {
    const field = String(raw![i]);
    const value = String(raw![i + 1]);
    if (value === '') continue;
    state[field] = NUMBERS.includes(field) ? Number(value) : String(value);
  }
  return state as PublishingState;
}

/** A request no deploy has answered (none created after it) and younger than `staleMs`. */
export function isPending(state: PublishingState, now: number, staleMs: number): boolean {
  if (state.requestedAt === undefined) return false;
  const answered = state.deployCreatedAt !== undefined && state.deployCreatedAt >= state.requestedAt;
  return !answered && now - state.requestedAt < staleMs;
}

// ARGV: now, stale ms, new request id, changedAt ("" when this is no change).
// Moves changedAt forward; then, unless a request is pending (the rule of
// isPending), claims the new one: 1 claimed, 0 collapsed into the pending one.
// The previous request is kept so that a failed POST can give the claim back.
const CLAIM_SCRIPT = `
local now = tonumber(ARGV[1])
if ARGV[4] ~= '' then
  local changed = tonumber(redis.call('HGET', KEYS[1], 'changedAt') or '')
  if not changed or tonumber(ARGV[4]) > changed then redis.call('HSET', KEYS[1], 'changedAt', ARGV[4]) end
end
local requested = tonumber(redis.call('HGET', KEYS[1], 'requestedAt') or '')
local deployed = tonumber(redis.call('HGET', KEYS[1], 'deployCreatedAt') or '')
if requested and not (deployed and deployed >= requested) and now - requested < tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1],
  'previousRequestId', redis.call('HGET', KEYS[1], 'requestId') or '',
  'previousRequestedAt', redis.call('HGET', KEYS[1], 'requestedAt') or '',
  'requestId', ARGV[3], 'requestedAt', ARGV[1])
return 1`;

/** Records a public-visible change at `changedAt` (if given) and claims a request unless one is pending. */
export async function claimRebuild(options: {
  now: number;
  staleMs: number;
  requestId: string;
  changedAt?: number;
}): Promise<boolean> {
  const args = [String(options.now), String(options.staleMs), options.requestId, options.changedAt?.toString() ?? ''];
  const claimed = await withStore((redis) => redis.eval<string[], number>(CLAIM_SCRIPT, [PUBLISHING_KEY], args));
  return claimed === 1;
}

const CHANGE_SCRIPT = `
local changed = tonumber(redis.call('HGET', KEYS[1], 'changedAt') or '')
if not changed or tonumber(ARGV[1]) > changed then redis.call('HSET', KEYS[1], 'changedAt', ARGV[1]) end
return 1`;

/** Only moves changedAt forward (no hook to request with). */
export async function recordChange(changedAt: number): Promise<void> {
  await withStore((redis) => redis.eval<string[], number>(CHANGE_SCRIPT, [PUBLISHING_KEY], [String(changedAt)]));
}

// ARGV: request id, now, message. A failed POST is no pending request: the
// claim goes back to the request before it (if no newer claim replaced it).
const FAIL_SCRIPT = `
redis.call('HSET', KEYS[1], 'error', ARGV[3], 'errorAt', ARGV[2])
if redis.call('HGET', KEYS[1], 'requestId') ~= ARGV[1] then return 0 end
local previousId = redis.call('HGET', KEYS[1], 'previousRequestId') or ''
local previousAt = redis.call('HGET', KEYS[1], 'previousRequestedAt') or ''
if previousAt == '' then redis.call('HDEL', KEYS[1], 'requestId', 'requestedAt')
else redis.call('HSET', KEYS[1], 'requestId', previousId, 'requestedAt', previousAt) end
return 1`;

export async function recordRequestFailure(requestId: string, now: number, message: string): Promise<void> {
  await withStore((redis) => redis.eval<string[], number>(FAIL_SCRIPT, [PUBLISHING_KEY], [requestId, String(now), message]));
}

/** A POST the hook accepted clears the last failure. */
export async function recordRequestSuccess(): Promise<void> {
  await withStore((redis) => redis.hdel(PUBLISHING_KEY, 'error', 'errorAt'));
}

export async function recordCheck(now: number): Promise<void> {
  await withStore((redis) => redis.hset(PUBLISHING_KEY, { checkedAt: String(now) }));
}

// ARGV: id, state, createdAt, finishedAt, request id, error. A deploy older than
// the one recorded (events can arrive out of order) changes nothing.
const DEPLOY_SCRIPT = `
local last = tonumber(redis.call('HGET', KEYS[1], 'deployCreatedAt') or '')
if last and tonumber(ARGV[3]) < last then return 0 end
redis.call('HSET', KEYS[1], 'deployId', ARGV[1], 'deployState', ARGV[2], 'deployCreatedAt', ARGV[3],
  'deployFinishedAt', ARGV[4], 'deployRequestId', ARGV[5], 'deployError', ARGV[6])
if ARGV[2] == 'ready' then redis.call('HSET', KEYS[1], 'liveCreatedAt', ARGV[3]) end
return 1`;

export async function recordDeploy(deploy: {
  id: string;
  state: 'ready' | 'error';
  createdAt: number;
  finishedAt: number;
  requestId?: string;
  error?: string;
}): Promise<boolean> {
  const args = [
    deploy.id,
    deploy.state,
    String(deploy.createdAt),
    String(deploy.finishedAt),
    deploy.requestId ?? '',
    deploy.error ?? '',
  ];
  const recorded = await withStore((redis) => redis.eval<string[], number>(DEPLOY_SCRIPT, [PUBLISHING_KEY], args));
  return recorded === 1;
}

/**
 * The publishedAt of articles that came due in (from, to] by their date alone:
 * public now, and scheduled when last written (publishedAt after updatedAt), so
 * no write has asked for their rebuild.
 */
export async function cameDueBetween(from: number, to: number): Promise<number[]> {
  return withStore(async (redis) => {
    const ids = await redis.zrange<string[]>(INDEX.public, `(${from}`, to, { byScore: true });
    if (ids.length === 0) return [];
    const records = await redis.mget<(string | null)[]>(...ids.map(newsKey));
    return records.flatMap((raw) => {
      if (!raw) return [];
      const { publishedAt, updatedAt } = JSON.parse(raw) as { publishedAt: string; updatedAt: string };
      const due = Date.parse(publishedAt);
      return due > Date.parse(updatedAt) ? [due] : [];
    });
  });
}
