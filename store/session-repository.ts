// Staff sessions (docs/API.md, 'Sessions'): `auth:session:{id}`, a hash with
// the account (username, incarnation, token version), device, truncated address,
// created and last activity, expiring with the token's 12-hour limit; and
// `auth:sessions:{username}`, the set of the account's session ids (ids of
// sessions gone are dropped when the set is read).
import { randomBytes } from 'node:crypto';
import { type Actor, actorGuardInputs, actorGuardLua, checkActorReply } from './actor-guard.ts';
import { key, withStore } from './store.ts';

export interface StoredSession {
  id: string;
  username: string;
  incarnation: string;
  tokenVersion: number;
  device: string;
  address: string;
  createdAt: number;
  lastActiveAt: number;
}

const sessionKey = (id: string) => key('auth', 'session', id);
const accountSessionsKey = (username: string) => key('auth', 'sessions', username);

/** HGETALL's reply: a flat [field, value, ...] list with this client's settings (an object with others). */
function fieldsOf(reply: unknown): Record<string, unknown> | null {
  if (!reply) return null;
  if (!Array.isArray(reply)) return reply as Record<string, unknown>;
  if (reply.length === 0) return null;
  const fields: Record<string, unknown> = {};
  for (let index = 0; index + 1 < reply.length; index += 2) fields[String(reply[index])] = reply[index + 1];
  return fields;
}

function parse(id: string, reply: unknown): StoredSession | null {
  const raw = fieldsOf(reply);
  if (!raw || typeof raw.username !== 'string') return null;
  return {
    id,
    username: raw.username,
    incarnation: String(raw.incarnation ?? ''),
    tokenVersion: Number(raw.tokenVersion),
    device: String(raw.device ?? ''),
    address: String(raw.address ?? ''),
    createdAt: Number(raw.createdAt),
    lastActiveAt: Number(raw.lastActiveAt),
  };
}

/** Stores a new session that disappears by itself at `expiresAt` (ms). */
export async function createSession(
  session: Omit<StoredSession, 'id' | 'lastActiveAt'>,
  expiresAt: number,
): Promise<StoredSession> {
  const stored = { ...session, id: randomBytes(16).toString('base64url'), lastActiveAt: session.createdAt };
  const { id, ...fields } = stored;
  await withStore(async (redis) => {
    const pipeline = redis.multi();
    pipeline.hset(sessionKey(id), Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])));
    pipeline.pexpireat(sessionKey(id), expiresAt);
    pipeline.sadd(accountSessionsKey(session.username), id);
    pipeline.pexpireat(accountSessionsKey(session.username), expiresAt);
    await pipeline.exec();
  });
  return stored;
}

export async function getSession(id: string): Promise<StoredSession | null> {
  const raw = await withStore((redis) => redis.hgetall(sessionKey(id)));
  return parse(id, raw);
}

/** Records a call now; only while the session still exists (never re-creates an ended one). */
export async function touchSession(id: string, now: number): Promise<void> {
  await withStore((redis) =>
    redis.eval(
      "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'lastActiveAt', ARGV[1]) end return 0",
      [sessionKey(id)],
      [String(now)],
    ),
  );
}

/** The account's sessions still stored, newest activity first. */
export async function listSessions(username: string): Promise<StoredSession[]> {
  return withStore(async (redis) => {
    const ids = await redis.smembers<string[]>(accountSessionsKey(username));
    const sessions = await Promise.all(ids.map(async (id) => parse(id, await redis.hgetall(sessionKey(id)))));
    const gone = ids.filter((_, index) => sessions[index] === null);
    if (gone.length > 0) await redis.srem(accountSessionsKey(username), ...gone);
    return sessions
      .flatMap((session) => (session && session.username === username ? [session] : []))
      .sort((a, b) => b.lastActiveAt - a.lastActiveAt);
  });
}

/** Ends the sessions given (all of the account's when `ids` is omitted); returns how many were still there. */
export async function endSessions(username: string, ids?: string[]): Promise<number> {
  const ending = ids ?? (await listSessions(username)).map((session) => session.id);
  if (ending.length === 0) return 0;
  return withStore(async (redis) => {
    const removed = await redis.del(...ending.map(sessionKey));
    await redis.srem(accountSessionsKey(username), ...ending);
    return removed;
  });
}

// An admin ending a colleague's sessions: checked in the same script as the
// deletion (store/actor-guard.ts), like every privileged write.
const END_AS_ACTOR = `${actorGuardLua(1, 1)}
local removed = 0
for i = 3, #KEYS do
  removed = removed + redis.call('DEL', KEYS[i])
  redis.call('SREM', KEYS[2], ARGV[i + 1])
end
return removed`;

/** Ends every session of `username` while `actor` may still do so (else ActorRefusedError); returns how many. */
export async function endSessionsAs(actor: Actor, username: string): Promise<number> {
  const ids = (await listSessions(username)).map((session) => session.id);
  const guard = actorGuardInputs(actor);
  const reply = await withStore((redis) =>
    redis.eval<string[], number>(
      END_AS_ACTOR,
      [guard.key, accountSessionsKey(username), ...ids.map(sessionKey)],
      [...guard.args, ...ids],
    ),
  );
  return checkActorReply(reply);
}
