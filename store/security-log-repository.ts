// The security log in Redis (docs/API.md, 'Security log'): `seclog:entries`, a
// sorted set of every entry (JSON) scored by its time in ms, and
// `seclog:account:{username}`, the same entries of one account (as subject or
// actor). Each write is one script: it adds the entries and trims everything
// older than the retention period from the sets it touches.
import { staffAccountKey } from './staff-repository.ts';
import { key, withStore } from './store.ts';
import { SECURITY_LOG_RETENTION_DAYS, type SecurityLogEntry, type SecurityLogQuery } from '../src/shared/security-log.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SCAN_BATCH = 500;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export const securityEntriesKey = () => key('seclog', 'entries');
export const securityAccountKey = (username: string) => key('seclog', 'account', username);

export function securityLogCutoff(now: number): number {
  return now - SECURITY_LOG_RETENTION_DAYS * DAY_MS;
}

// KEYS[1] the entries; per entry i, KEYS[2+3i..4+3i]: the subject's account record,
// the subject's index, the actor's index; last, the sequence counter. ARGV[1] the cutoff; per entry i,
// ARGV[2+4i..5+4i]: score, the entry, the entry without its subject, and
// whether the subject must be an existing account (a sign-in's typed username:
// a mistyped password there must never be kept).
const RECORD_SCRIPT = `
local cutoff = '(' .. ARGV[1]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', cutoff)
local count = (#ARGV - 1) / 4
for i = 0, count - 1 do
  local a, k = 2 + i * 4, 2 + i * 3
  -- Entries of one millisecond keep the order they were written in: a
  -- thousandth per entry, from a counter, breaks the tie in the score.
  local score = tonumber(ARGV[a]) + (redis.call('INCR', KEYS[#KEYS]) % 1000) / 1000
  local member = ARGV[a + 1]
  local known = ARGV[a + 3] == '0' or redis.call('EXISTS', KEYS[k]) == 1
  if not known then member = ARGV[a + 2] end
  redis.call('ZADD', KEYS[1], score, member)
  for _, index in ipairs({KEYS[k + 1], KEYS[k + 2]}) do
    if index ~= KEYS[1] and (known or index ~= KEYS[k + 1]) then
      redis.call('ZADD', index, score, member)
      redis.call('ZREMRANGEBYSCORE', index, '-inf', cutoff)
    end
  end
end
return count
`;

export interface PendingEntry {
  entry: SecurityLogEntry;
  /** True for a sign-in: the subject is kept only if it names an existing account. */
  subjectMustExist: boolean;
}

/** Adds the entries in one store call; throws StoreUnavailableError like any store call. */
export async function appendSecurityEntries(pending: PendingEntry[], now: number): Promise<void> {
  if (pending.length === 0) return;
  const entries = securityEntriesKey();
  const keys = [entries];
  const args = [String(securityLogCutoff(now))];
  for (const { entry, subjectMustExist } of pending) {
    // A missing subject or actor points at the entries key, which the script skips.
    keys.push(
      entry.subject ? staffAccountKey(entry.subject) : entries,
      entry.subject ? securityAccountKey(entry.subject) : entries,
      entry.actor ? securityAccountKey(entry.actor) : entries,
    );
    args.push(
      String(Date.parse(entry.at)),
      JSON.stringify(entry),
      JSON.stringify({ ...entry, subject: null }),
      subjectMustExist && entry.subject ? '1' : '0',
    );
  }
  keys.push(key('seclog', 'sequence'));
  await withStore((redis) => redis.eval(RECORD_SCRIPT, keys, args));
}

/** Midnight of a Beijing day (YYYY-MM-DD), in ms. */
function chinaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** Newest first, filtered by account (subject or actor), kind and Beijing days, then paged. */
export async function querySecurityLog(query: SecurityLogQuery): Promise<{ items: SecurityLogEntry[]; total: number }> {
  const setKey = query.account ? securityAccountKey(query.account) : securityEntriesKey();
  const min: number | '-inf' = query.from ? chinaDayStart(query.from) : '-inf';
  const max: `(${number}` | '+inf' = query.to ? `(${chinaDayStart(query.to) + DAY_MS}` : '+inf';
  // The whole range is read (at most 180 days of one site's staff events) so the kind filter can count.
  const members = await withStore((redis) => redis.zrange<string[]>(setKey, max, min, { byScore: true, rev: true }));
  const matching = members
    .map((member) => JSON.parse(member) as SecurityLogEntry)
    .filter((entry) => !query.kind || entry.kind === query.kind);
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

/** The daily purge: removes entries older than the retention period from every set; returns how many. */
export async function purgeSecurityLog(now: number): Promise<number> {
  const cutoff: `(${number}` = `(${securityLogCutoff(now)}`;
  return withStore(async (redis) => {
    const removed = await redis.zremrangebyscore(securityEntriesKey(), '-inf', cutoff);
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, { match: securityAccountKey('*'), count: SCAN_BATCH });
      for (const indexKey of found) await redis.zremrangebyscore(indexKey, '-inf', cutoff);
      cursor = String(next);
    } while (cursor !== '0');
    return removed;
  });
}
