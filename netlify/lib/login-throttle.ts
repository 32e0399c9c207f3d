// Throttling of password guesses, at sign-in and at a password change's check
// of the current password (docs/API.md, 'Sign-in throttling'). Three counters,
// checked and claimed in one script before any hashing, so a refusal costs no
// scrypt and parallel guesses cannot slip past:
// - per address group (an IPv4 address or an IPv6 /64), for every username: 20 per 15 minutes;
// - per address group and username: 5 per 15 minutes;
// - per username, from every address: 10 failures free, then each further guess
//   waits 1, 2, 4 ... seconds, at most 60, until 15 minutes pass without one.
// An attempt counts when it starts; a success takes its own attempt back from
// the address count (only failures add up, and signing in to one's own account
// cannot refill a budget spent on others) and clears the other two. The
// per-username wait is bounded, never a lock: anyone can push an account into
// it, so the owner must always get in within a minute. An address that signed
// in to the account before (30 days) skips that wait and hashes first.
import { ApiError } from './http.ts';
import { addressGroup } from './address-group.ts';
import { HASH_GATE, hashGateHasRoom, withHashSlot } from './hash-gate.ts';
import { verifyPassword } from '../../store/password.ts';
import { key, withStore } from '../../store/store.ts';

const MINUTE_MS = 60_000;

export const SIGN_IN_THROTTLE = {
  perAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  perAddressAndAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  perAccount: { freeFailures: 10, firstDelayMs: 1000, maxDelayMs: MINUTE_MS, quietMs: 15 * MINUTE_MS },
  knownAddressMs: 30 * 24 * 60 * MINUTE_MS,
} as const;

// Redis time, not the instance's: every instance must agree on when a wait ends.
// Reply: {refusedBy (0 none, 1 address, 2 address and account, 3 account), waitMs, untilSet, untilBefore, known, delayMs}.
const CLAIM_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local addressMax, pairMax, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local free, firstMs, maxMs, quietMs = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local function waitFor(counter, max)
  if tonumber(redis.call('GET', counter) or '0') < max then return nil end
  local ttl = redis.call('PTTL', counter)
  if ttl <= 0 then return windowMs end
  return ttl
end
local wait = waitFor(KEYS[1], addressMax)
if wait then return {1, wait, 0, 0, 0, 0} end
wait = waitFor(KEYS[2], pairMax)
if wait then return {2, wait, 0, 0, 0, 0} end
local known = redis.call('EXISTS', KEYS[4])
local untilBefore = tonumber(redis.call('HGET', KEYS[3], 'until') or '0')
if known == 0 and now < untilBefore then return {3, untilBefore - now, 0, 0, 0, 0} end
for _, counter in ipairs({KEYS[1], KEYS[2]}) do
  redis.call('SET', counter, 0, 'NX', 'PX', windowMs)
  redis.call('INCR', counter)
end
local failures = redis.call('HINCRBY', KEYS[3], 'n', 1)
local untilSet, delay = untilBefore, 0
if failures >= free then
  delay = math.floor(math.min(maxMs, firstMs * 2 ^ (failures - free)))
  untilSet = now + delay
end
redis.call('HSET', KEYS[3], 'until', untilSet)
redis.call('PEXPIRE', KEYS[3], quietMs)
return {0, 0, untilSet, untilBefore, known, delay}
`;

// Takes back a claimed attempt that was never checked (the hash queue was full).
const UNCLAIM_SCRIPT = `
for _, counter in ipairs({KEYS[1], KEYS[2]}) do
  if tonumber(redis.call('GET', counter) or '0') > 0 then redis.call('DECR', counter) end
end
if tonumber(redis.call('HGET', KEYS[3], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[3], 'n', -1) end
if redis.call('HGET', KEYS[3], 'until') == ARGV[1] then redis.call('HSET', KEYS[3], 'until', ARGV[2]) end
return 0
`;

// A wrong password: the wait counts from this answer, not from the start of the
// hashing (which may take a good part of the wait).
const FAILURE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local time = redis.call('TIME')
local untilMs = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
if tonumber(redis.call('HGET', KEYS[1], 'until') or '0') < untilMs then redis.call('HSET', KEYS[1], 'until', untilMs) end
return 0
`;

const SUCCESS_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('SET', KEYS[4], 1, 'PX', ARGV[1])
return 0
`;

/** Which guesses a check counts: passwords, or two-factor codes (their own counters, same limits). */
export type GuessKind = 'password' | 'code';

export interface PasswordCheck {
  /** Checks the password (against a dummy hash when `storedHash` is null), in the instance's hash queue. */
  verify(password: string, storedHash: string | null): Promise<boolean>;
  /** The password was right: the attempt stops counting, and the address becomes known for this account. */
  succeeded(): Promise<void>;
  /** For a guess checked elsewhere (a two-factor code): counts it as right or wrong. */
  settle(valid: boolean): Promise<void>;
}

/**
 * Claims one guess at `username`'s password from `address`, or throws 429
 * RATE_LIMITED with Retry-After. Unknown usernames are counted like any other.
 * An unreachable store throws: guessing fails closed.
 */
export async function startPasswordCheck(
  address: string,
  username: string,
  kind: GuessKind = 'password',
): Promise<PasswordCheck> {
  // Both hash queues full: refused before the store is even asked.
  if (kind === 'password' && !hashGateHasRoom(true) && !hashGateHasRoom(false))
    throw rateLimited(HASH_GATE.retryAfterSeconds * 1000);
  const group = addressGroup(address);
  // Codes count apart: a right password must not reset the count of wrong codes.
  const name = kind === 'password' ? 'login' : 'code';
  const keys = [
    key('ratelimit', `${name}-address`, group),
    key('ratelimit', name, group, username),
    key('ratelimit', `${name}-account`, username),
    key(`${name}-known`, username, group),
  ];
  const { perAddress, perAddressAndAccount, perAccount } = SIGN_IN_THROTTLE;
  const args = [
    perAddress.max,
    perAddressAndAccount.max,
    perAddress.windowMs,
    perAccount.freeFailures,
    perAccount.firstDelayMs,
    perAccount.maxDelayMs,
    perAccount.quietMs,
  ].map(String);
  const reply = await withStore((redis) => redis.eval<string[], number[]>(CLAIM_SCRIPT, keys, args));
  const [refusedBy, waitMs, untilSet, untilBefore, known, delayMs] = reply.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (refusedBy !== 0) throw rateLimited(waitMs);

  const succeeded = async () => {
    await withStore((redis) => redis.eval(SUCCESS_SCRIPT, keys, [String(SIGN_IN_THROTTLE.knownAddressMs)]));
  };
  return {
    async verify(password, storedHash) {
      let valid: boolean;
      try {
        valid = await withHashSlot(() => verifyPassword(password, storedHash), { priority: known === 1 });
      } catch (error) {
        if (error instanceof ApiError) {
          await withStore((redis) => redis.eval(UNCLAIM_SCRIPT, keys.slice(0, 3), [String(untilSet), String(untilBefore)]));
        }
        throw error;
      }
      if (!valid && delayMs > 0) await withStore((redis) => redis.eval(FAILURE_SCRIPT, [keys[2]!], [String(delayMs)]));
      return valid;
    },
    succeeded,
    async settle(valid) {
      if (valid) await succeeded();
      else if (delayMs > 0) await withStore((redis) => redis.eval(FAILURE_SCRIPT, [keys[2]!], [String(delayMs)]));
    },
  };
}

function rateLimited(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError('RATE_LIMITED', undefined, undefined, { 'Retry-After': String(seconds) });
}
