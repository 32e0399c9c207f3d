// Enquiries: `contact:{id}` JSON records indexed by createdAt in
// `contact:by-date` and `contact:status:{status}`, with their history of
// changes in the list `contact:history:{id}`; a record, its index entries and
// its history are always written in one atomic step.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../src/shared/constants.ts';
import {
  enquiryEventSchema,
  enquirySchema,
  PRIVACY_POLICY_VERSION,
  type EnquiryCounts,
  type EnquiryDetail,
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
    return tx
      .zadd(BY_DATE, { score, member: message.id })
      .zadd(statusIndex(message.status), { score, member: message.id })
      .exec();
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
// KEYS: record, history, old status index, new status index, actor; ARGV: the
// record read, the new record, the history entry, id, createdAt score, then the actor's.
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
return 1`;
const UPDATE_SCRIPT = `${actorGuardLua(5, 6)}${UNGUARDED_UPDATE_SCRIPT}`;

/** The note changed since the caller read it: saving would lose that change (409). */
export class NoteChangedError extends Error {
  constructor(readonly current: Enquiry) {
    super('note changed');
  }
}

/**
 * Sets status and/or note, appending one history entry when something changed;
 * null when there is no such enquiry. With `noteBase` (the note the caller's
 * edit started from), a note is written only while the stored one is still that
 * (else NoteChangedError), checked against the very record the write replaces.
 * With `actor`, only while that account may still write (else ActorRefusedError).
 */
export async function updateEnquiry(
  id: string,
  update: EnquiryUpdate,
  by: string,
  now: Date,
  actor?: Actor,
): Promise<Enquiry | null> {
  const recordKey = enquiryKey(id);
  const raw = await withStore((redis) => redis.get<string>(recordKey));
  return updateRecord(raw, async (current) => {
    const existing = parseEnquiry(current);
    const event: EnquiryEvent = { at: now.toISOString(), by };
    if (update.status !== undefined && update.status !== existing.status) event.status = update.status;
    if (update.note !== undefined && update.note !== existing.note) {
      if (update.noteBase !== undefined && update.noteBase !== existing.note) throw new NoteChangedError(existing);
      event.note = update.note;
    }
    if (event.status === undefined && event.note === undefined) return { reply: 1, result: existing };
    const updated: Enquiry = {
      ...existing,
      status: event.status ?? existing.status,
      note: event.note ?? existing.note,
      updatedAt: event.at,
    };
    const guard = actor ? actorGuardInputs(actor) : { key: recordKey, args: ['', '', ''] };
    const keys = [recordKey, historyKey(id), statusIndex(existing.status), statusIndex(updated.status), guard.key];
    const args = [current, JSON.stringify(updated), JSON.stringify(event), id, String(Date.parse(existing.createdAt))];
    const script = actor ? UPDATE_SCRIPT : UNGUARDED_UPDATE_SCRIPT;
    const reply = await withStore((redis) =>
      redis.eval<string[], CasReply | -1 | -2 | -3>(script, keys, [...args, ...guard.args]),
    );
    return { reply: checkActorReply(reply), result: updated };
  });
}

// KEYS: actor, record, history, then every index; ARGV: the actor's, then the id.
const DELETE_SCRIPT = `${actorGuardLua(1, 1)}
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
  const keys = [guard.key, enquiryKey(id), historyKey(id), BY_DATE, ...STATUS_INDEXES];
  const reply = await withStore((redis) => redis.eval<string[], number>(DELETE_SCRIPT, keys, [...guard.args, id]));
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

export async function listEnquiries(query: EnquiryQuery): Promise<{ items: Enquiry[]; total: number; counts: EnquiryCounts }> {
  const index = query.status ? statusIndex(query.status) : BY_DATE;
  const { limit, offset, q } = query;
  return withStore(async (redis) => {
    const countsPromise = Promise.all(STATUS_INDEXES.map((statusKey) => redis.zcard(statusKey)));
    let items: Enquiry[];
    let total: number;
    if (!q) {
      const [count, ids] = await Promise.all([
        redis.zcard(index),
        redis.zrange<string[]>(index, offset, offset + limit - 1, { rev: true }),
      ]);
      [items, total] = [await loadEnquiries(redis, ids), count];
    } else {
      const needle = q.toLowerCase();
      const all = await redis.zrange<string[]>(index, 0, -1, { rev: true });
      const found: Enquiry[] = [];
      for (let start = 0; start < all.length; start += BATCH) {
        found.push(...(await loadEnquiries(redis, all.slice(start, start + BATCH))).filter((m) => matches(m, needle)));
      }
      [items, total] = [found.slice(offset, offset + limit), found.length];
    }
    const perStatus = await countsPromise;
    const counts: EnquiryCounts = { 未处理: perStatus[0]!, 处理中: perStatus[1]!, 已处理: perStatus[2]! };
    return { items, total, counts };
  });
}

/** Every enquiry, newest first, for the CSV export. */
export async function allEnquiries(): Promise<Enquiry[]> {
  return withStore(async (redis) => {
    const ids = await redis.zrange<string[]>(BY_DATE, 0, -1, { rev: true });
    const messages: Enquiry[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      messages.push(...(await loadEnquiries(redis, ids.slice(start, start + BATCH))));
    }
    return messages;
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
    await withStore((redis) => {
      const tx = redis
        .multi()
        .del(...ids.map(enquiryKey), ...ids.map(historyKey))
        .zrem(BY_DATE, ...ids);
      for (const index of STATUS_INDEXES) tx.zrem(index, ...ids);
      return tx.exec();
    });
    purged += ids.length;
  }
}
