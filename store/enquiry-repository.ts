// Enquiries: `contact:{id}` JSON records indexed by createdAt in
// `contact:by-date` and `contact:status:{status}`, and when assigned in
// `contact:assigned` and `contact:assignee:{username}`, with their history of
// changes in the list `contact:history:{id}`; a record, its index entries and
// its history are always written in one atomic step.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../src/shared/constants.ts';
import {
  enquiryEventSchema,
  enquirySchema,
  PRIVACY_POLICY_VERSION,
  type EnquiryBadgeCounts,
  type EnquiryCounts,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryEvent,
  type EnquiryInput,
  type Enquiry,
  type EnquiryQuery,
  type EnquiryUpdate,
} from '../src/shared/enquiry.ts';
import { type Actor, actorGuardInputs, actorGuardLua, checkActorReply } from './actor-guard.ts';
import { key, updateRecord, withStore, type CasReply } from './store.ts';

const enquiryKey = (id: string) => key('contact', id);
const historyKey = (id: string) => key('contact', 'history', id);
const BY_DATE = key('contact', 'by-date');
const statusIndex = (status: EnquiryStatus) => key('contact', 'status', status);
const STATUS_INDEXES = ENQUIRY_STATUSES.map(statusIndex);
const dedupeKey = (hash: string) => key('contact', 'dedupe', hash);
const ASSIGNED = key('contact', 'assigned');
const assigneeIndex = (username: string) => key('contact', 'assignee', username);
const SPAM_INDEX = statusIndex('垃圾');

const DEDUPE_SECONDS = 10 * 60;
const BATCH = 200;

// A script rather than MULTI: the duplicate check and the write must be one
// atomic step, and MULTI cannot make a write depend on a read. Redis runs it
// whole or not at all, so an unreachable store leaves nothing behind.
// A duplicate of an enquiry erased meanwhile is stored anew (ARGV[5] is the
// record keys' prefix), or the visitor would get the id of nothing.
const SUBMIT_SCRIPT = `
local existing = redis.call('GET', KEYS[1])
if existing and redis.call('EXISTS', ARGV[5] .. existing) == 1 then return existing end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[1])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[4])
return ARGV[1]`;

export const newEnquiryId = () => randomBytes(9).toString('base64url');

/** The same message from the same address: whitespace and case do not make it new. */
export function dedupeHash(input: EnquiryInput, address: string): string {
  const normalize = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
  const parts = [address, input.name, input.company, input.contact, input.message, input.source].map(normalize);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Stores a new enquiry, unless the same one came from `address` in the last 10 minutes. */
export async function submitEnquiry(
  input: EnquiryInput,
  address: string,
  now: Date,
): Promise<{ id: string; created: Enquiry | null }> {
  const at = now.toISOString();
  const message: Enquiry = {
    id: newEnquiryId(),
    name: input.name,
    company: input.company,
    contact: input.contact,
    message: input.message,
    source: input.source,
    consentAt: at,
    policyVersion: PRIVACY_POLICY_VERSION,
    status: '未处理',
    note: '',
    assignee: '',
    createdAt: at,
    updatedAt: at,
  };
  const keys = [dedupeKey(dedupeHash(input, address)), enquiryKey(message.id), BY_DATE, statusIndex(message.status)];
  const args = [message.id, JSON.stringify(message), String(now.getTime()), String(DEDUPE_SECONDS), enquiryKey('')];
  const id = await withStore((redis) => redis.eval<string[], string>(SUBMIT_SCRIPT, keys, args));
  return { id, created: id === message.id ? message : null };
}

/** Writes a whole record with its index entries in one MULTI, as seeding does. */
export async function saveEnquiry(message: Enquiry): Promise<void> {
  const score = Date.parse(message.createdAt);
  await withStore((redis) => {
    const tx = redis.multi().set(enquiryKey(message.id), JSON.stringify(message));
    for (const index of STATUS_INDEXES) tx.zrem(index, message.id);
    tx.zadd(BY_DATE, { score, member: message.id }).zadd(statusIndex(message.status), { score, member: message.id });
    if (message.assignee) {
      tx.zadd(ASSIGNED, { score, member: message.id }).zadd(assigneeIndex(message.assignee), { score, member: message.id });
    }
    return tx.exec();
  });
}

const parseEnquiry = (raw: string): Enquiry => enquirySchema.parse(JSON.parse(raw));

export async function getEnquiry(id: string): Promise<Enquiry | null> {
  const raw = await withStore((redis) => redis.get<string>(enquiryKey(id)));
  return raw === null ? null : parseEnquiry(raw);
}

/** The enquiry with its history, oldest change first. */
export async function getEnquiryDetail(id: string): Promise<EnquiryDetail | null> {
  const [raw, events] = await withStore((redis) =>
    Promise.all([redis.get<string>(enquiryKey(id)), redis.lrange<string>(historyKey(id), 0, -1)]),
  );
  if (raw === null) return null;
  return { ...parseEnquiry(raw), history: events.map((event) => enquiryEventSchema.parse(JSON.parse(event))) };
}

// Compare-and-set: writes only if the record is still the one the change was
// computed from, so a change never brings back an enquiry deleted or purged
// meanwhile, and two staff changing one enquiry each get their history entry.
// KEYS: record, history, old status index, new status index, actor, old
// assignee index, new assignee index, all assigned; ARGV: the record read, the
// new record, the history entry, id, createdAt score, the actor's three, then
// the old and the new assignee ('' for nobody).
const UNGUARDED_UPDATE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
if current ~= ARGV[1] then return current end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
if KEYS[3] ~= KEYS[4] then
  redis.call('ZREM', KEYS[3], ARGV[4])
  redis.call('ZADD', KEYS[4], ARGV[5], ARGV[4])
end
if ARGV[9] ~= ARGV[10] then
  if ARGV[9] ~= '' then redis.call('ZREM', KEYS[6], ARGV[4]) end
  if ARGV[10] ~= '' then
    redis.call('ZADD', KEYS[7], ARGV[5], ARGV[4])
    redis.call('ZADD', KEYS[8], ARGV[5], ARGV[4])
  else
    redis.call('ZREM', KEYS[8], ARGV[4])
  end
end
return 1`;
const UPDATE_SCRIPT = `${actorGuardLua(5, 6)}${UNGUARDED_UPDATE_SCRIPT}`;

/** The note changed since the caller read it: saving would lose that change (409). */
export class NoteChangedError extends Error {
  constructor(readonly current: Enquiry) {
    super('note changed');
  }
}

/**
 * Sets status, note and/or assignee, appending one history entry when something changed;
 * null when there is no such enquiry. With `noteBase` (the note the caller's
 * edit started from), a note is written only while the stored one is still that
 * (else NoteChangedError), checked against the very record the write replaces.
 * With `statusFrom`, the status changes only from that one (a reply moves only a new enquiry).
 * With `actor`, only while that account may still write (else ActorRefusedError).
 */
export async function updateEnquiry(
  id: string,
  update: EnquiryUpdate & { statusFrom?: EnquiryStatus },
  by: string,
  now: Date,
  actor?: Actor,
): Promise<Enquiry | null> {
  const recordKey = enquiryKey(id);
  const raw = await withStore((redis) => redis.get<string>(recordKey));
  return updateRecord(raw, async (current) => {
    const existing = parseEnquiry(current);
    const event: EnquiryEvent = { at: now.toISOString(), by };
    const fromOk = update.statusFrom === undefined || update.statusFrom === existing.status;
    if (update.status !== undefined && update.status !== existing.status && fromOk) event.status = update.status;
    if (update.note !== undefined && update.note !== existing.note) {
      if (update.noteBase !== undefined && update.noteBase !== existing.note) throw new NoteChangedError(existing);
      event.note = update.note;
    }
    if (update.assignee !== undefined && update.assignee !== existing.assignee) event.assignee = update.assignee;
    if (event.status === undefined && event.note === undefined && event.assignee === undefined) {
      return { reply: 1, result: existing };
    }
    const updated: Enquiry = {
      ...existing,
      status: event.status ?? existing.status,
      note: event.note ?? existing.note,
      assignee: event.assignee ?? existing.assignee,
      updatedAt: event.at,
    };
    const guard = actor ? actorGuardInputs(actor) : { key: recordKey, args: ['', '', ''] };
    const keys = [
      recordKey,
      historyKey(id),
      statusIndex(existing.status),
      statusIndex(updated.status),
      guard.key,
      assigneeIndex(existing.assignee),
      assigneeIndex(updated.assignee),
      ASSIGNED,
    ];
    const args = [current, JSON.stringify(updated), JSON.stringify(event), id, String(Date.parse(existing.createdAt))];
    const script = actor ? UPDATE_SCRIPT : UNGUARDED_UPDATE_SCRIPT;
    const reply = await withStore((redis) =>
      redis.eval<string[], CasReply | -1 | -2 | -3>(script, keys, [...args, ...guard.args, existing.assignee, updated.assignee]),
    );
    return { reply: checkActorReply(reply), result: updated };
  });
}

// KEYS: actor, record, history, then every index; ARGV: the actor's, the id,
// then the assignee indexes' prefix (the record names its assignee).
const DELETE_SCRIPT = `${actorGuardLua(1, 1)}
local record = redis.call('GET', KEYS[2])
if record then
  local assignee = cjson.decode(record).assignee
  if type(assignee) == 'string' and assignee ~= '' then redis.call('ZREM', ARGV[5] .. assignee, ARGV[4]) end
end
local erased = redis.call('DEL', KEYS[2])
redis.call('DEL', KEYS[3])
for i = 4, #KEYS do redis.call('ZREM', KEYS[i], ARGV[4]) end
return erased`;

/**
 * Erases the enquiry, its history and its index entries in one step, only while
 * `actor` may still do it (else ActorRefusedError); false when there was nothing to erase.
 */
export async function deleteEnquiry(id: string, actor: Actor): Promise<boolean> {
  const guard = actorGuardInputs(actor);
  const keys = [guard.key, enquiryKey(id), historyKey(id), BY_DATE, ASSIGNED, ...STATUS_INDEXES];
  const args = [...guard.args, id, assigneeIndex('')];
  const reply = await withStore((redis) => redis.eval<string[], number>(DELETE_SCRIPT, keys, args));
  return checkActorReply(reply) > 0;
}

async function loadEnquiries(redis: Redis, ids: string[]): Promise<Enquiry[]> {
  if (ids.length === 0) return [];
  const values = await redis.mget<(string | null)[]>(...ids.map(enquiryKey));
  return values.flatMap((raw) => (raw ? [enquirySchema.parse(JSON.parse(raw))] : []));
}

function matches(message: Enquiry, needle: string): boolean {
  return [message.name, message.company, message.contact, message.message].some((text) => text.toLowerCase().includes(needle));
}

// The ids a filter selects, newest first, with their number: the status's index
// (or every enquiry but spam), kept to one assignee's or to the unassigned ones.
// Each narrowing is one set operation into a scratch key, dropped before returning.
// KEYS: base index, index to leave out, assignment index, scratch; ARGV: leave
// out ('1'/'0'), assignment mode (''/'only'/'not'), first and last rank.
const SELECT_SCRIPT = `
local source = KEYS[1]
if ARGV[1] == '1' and redis.call('ZCARD', KEYS[2]) > 0 then
  redis.call('ZDIFFSTORE', KEYS[4], 2, source, KEYS[2])
  source = KEYS[4]
end
if ARGV[2] == 'only' then
  redis.call('ZINTERSTORE', KEYS[4], 2, source, KEYS[3], 'WEIGHTS', 1, 0)
  source = KEYS[4]
elseif ARGV[2] == 'not' and redis.call('ZCARD', KEYS[3]) > 0 then
  redis.call('ZDIFFSTORE', KEYS[4], 2, source, KEYS[3])
  source = KEYS[4]
end
local total = redis.call('ZCARD', source)
local ids = redis.call('ZRANGE', source, ARGV[3], ARGV[4], 'REV')
if source == KEYS[4] then redis.call('DEL', KEYS[4]) end
return {total, ids}`;

/** Who "me" is for the `assigned` filter. */
export type EnquirySelection = EnquiryFilter & { username: string };

/** The ids at ranks [first, last] (last -1: to the end) of what `selection` selects, and how many it selects. */
async function selectIds(redis: Redis, selection: EnquirySelection, first: number, last: number) {
  const { status, assigned, username } = selection;
  const assignment = assigned === 'me' ? assigneeIndex(username) : ASSIGNED;
  const keys = [status ? statusIndex(status) : BY_DATE, SPAM_INDEX, assignment, key('contact', 'scratch', newEnquiryId())];
  const mode = assigned === 'me' ? 'only' : assigned === 'none' ? 'not' : '';
  const args = [status ? '0' : '1', mode, String(first), String(last)];
  const [total, ids] = await redis.eval<string[], [number, string[]]>(SELECT_SCRIPT, keys, args);
  return { total, ids };
}

/**
 * Every enquiry `selection` selects (search included), newest first, BATCH
 * records at a time: what the CSV export streams, never all in memory.
 */
export async function* selectedEnquiries(selection: EnquirySelection): AsyncGenerator<Enquiry[]> {
  const { ids } = await withStore((redis) => selectIds(redis, selection, 0, -1));
  const needle = selection.q?.toLowerCase();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = await withStore((redis) => loadEnquiries(redis, ids.slice(start, start + BATCH)));
    yield needle ? batch.filter((message) => matches(message, needle)) : batch;
  }
}

async function statusCounts(redis: Redis): Promise<EnquiryCounts> {
  const perStatus = await Promise.all(STATUS_INDEXES.map((statusKey) => redis.zcard(statusKey)));
  return Object.fromEntries(ENQUIRY_STATUSES.map((status, index) => [status, perStatus[index]!])) as EnquiryCounts;
}

export async function listEnquiries(
  query: EnquiryQuery,
  username = '',
): Promise<{ items: Enquiry[]; total: number; counts: EnquiryCounts }> {
  const { limit, offset, q } = query;
  const selection = { ...query, username };
  return withStore(async (redis) => {
    const countsPromise = statusCounts(redis);
    let items: Enquiry[];
    let total: number;
    if (!q) {
      const selected = await selectIds(redis, selection, offset, offset + limit - 1);
      [items, total] = [await loadEnquiries(redis, selected.ids), selected.total];
    } else {
      const found: Enquiry[] = [];
      for await (const batch of selectedEnquiries(selection)) found.push(...batch);
      [items, total] = [found.slice(offset, offset + limit), found.length];
    }
    return { items, total, counts: await countsPromise };
  });
}

// Open (未处理 or 处理中) enquiries among one assignee's. KEYS: the assignee's
// index, then the open statuses' indexes.
const OPEN_ASSIGNED_SCRIPT = `
local count = 0
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if redis.call('ZSCORE', KEYS[2], id) or redis.call('ZSCORE', KEYS[3], id) then count = count + 1 end
end
return count`;

/** The navigation badge's and the dashboard's numbers for `username`. */
export async function badgeCounts(username: string): Promise<EnquiryBadgeCounts> {
  return withStore(async (redis) => {
    const keys = [assigneeIndex(username), statusIndex('未处理'), statusIndex('处理中')];
    const [unhandled, assignedToMe] = await Promise.all([
      redis.zcard(statusIndex('未处理')),
      redis.eval<string[], number>(OPEN_ASSIGNED_SCRIPT, keys, []),
    ]);
    return { unhandled, assignedToMe };
  });
}

/** Deletes enquiries created before `cutoff`, with their history; returns how many went. */
export async function purgeEnquiriesBefore(cutoff: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const ids = await withStore((redis) =>
      redis.zrange<string[]>(BY_DATE, '-inf', `(${cutoff.getTime()}`, { byScore: true, offset: 0, count: BATCH }),
    );
    if (ids.length === 0) return purged;
    await eraseAll(ids);
    purged += ids.length;
  }
}

/** Deletes spam created before `cutoff`, with its history; returns how many went. */
export async function purgeSpamBefore(cutoff: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const ids = await withStore((redis) =>
      redis.zrange<string[]>(SPAM_INDEX, '-inf', `(${cutoff.getTime()}`, { byScore: true, offset: 0, count: BATCH }),
    );
    if (ids.length === 0) return purged;
    await eraseAll(ids);
    purged += ids.length;
  }
}

/** Erases the records, their histories and every index entry of theirs. */
async function eraseAll(ids: string[]): Promise<void> {
  await withStore(async (redis) => {
    const assignees = new Set((await loadEnquiries(redis, ids)).map((message) => message.assignee).filter(Boolean));
    const tx = redis
      .multi()
      .del(...ids.map(enquiryKey), ...ids.map(historyKey))
      .zrem(BY_DATE, ...ids)
      .zrem(ASSIGNED, ...ids);
    for (const index of STATUS_INDEXES) tx.zrem(index, ...ids);
    for (const assignee of assignees) tx.zrem(assigneeIndex(assignee), ...ids);
    return tx.exec();
  });
}
