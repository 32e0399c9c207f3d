// Enquiries: `contact:{id}` JSON records indexed by createdAt in
// `contact:by-date` and `contact:status:{status}`; a record and its index
// entries are always written in one atomic step.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@upstash/redis';
import { CONTACT_STATUSES, type ContactStatus } from '../../src/shared/constants.ts';
import {
  contactMessageSchema,
  PRIVACY_POLICY_VERSION,
  type ContactCounts,
  type ContactInput,
  type ContactMessage,
  type ContactQuery,
} from '../../src/shared/contact.ts';
import { key, withStore } from './store.ts';

const contactKey = (id: string) => key('contact', id);
const BY_DATE = key('contact', 'by-date');
const statusIndex = (status: ContactStatus) => key('contact', 'status', status);
const STATUS_INDEXES = CONTACT_STATUSES.map(statusIndex);
const dedupeKey = (hash: string) => key('contact', 'dedupe', hash);

const DEDUPE_SECONDS = 10 * 60;
const BATCH = 200;

// A script rather than MULTI: the duplicate check and the write must be one
// atomic step, and MULTI cannot make a write depend on a read. Redis runs it
// whole or not at all, so an unreachable store leaves nothing behind.
const SUBMIT_SCRIPT = `
local existing = redis.call('GET', KEYS[1])
if existing then return existing end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[1])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[4])
return ARGV[1]`;

export const newContactId = () => randomBytes(9).toString('base64url');

/** The same message from the same address: whitespace and case do not make it new. */
export function dedupeHash(input: ContactInput, address: string): string {
  const normalize = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
  const parts = [address, input.name, input.company, input.contact, input.message, input.source].map(normalize);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Stores a new enquiry, unless the same one came from `address` in the last 10 minutes. */
export async function submitEnquiry(
  input: ContactInput,
  address: string,
  now: Date,
): Promise<{ id: string; created: ContactMessage | null }> {
  const at = now.toISOString();
  const message: ContactMessage = {
    id: newContactId(),
    name: input.name,
    company: input.company,
    contact: input.contact,
    message: input.message,
    source: input.source,
    consentAt: at,
    policyVersion: PRIVACY_POLICY_VERSION,
    status: '未处理',
    createdAt: at,
    updatedAt: at,
  };
  const keys = [dedupeKey(dedupeHash(input, address)), contactKey(message.id), BY_DATE, statusIndex(message.status)];
  const args = [message.id, JSON.stringify(message), String(now.getTime()), String(DEDUPE_SECONDS)];
  const id = await withStore((redis) => redis.eval<string[], string>(SUBMIT_SCRIPT, keys, args));
  return { id, created: id === message.id ? message : null };
}

/** Writes a whole record (status changes, seeding) with its index entries in one MULTI. */
export async function saveContact(message: ContactMessage): Promise<void> {
  const score = Date.parse(message.createdAt);
  await withStore((redis) => {
    const tx = redis.multi().set(contactKey(message.id), JSON.stringify(message));
    for (const index of STATUS_INDEXES) tx.zrem(index, message.id);
    return tx
      .zadd(BY_DATE, { score, member: message.id })
      .zadd(statusIndex(message.status), { score, member: message.id })
      .exec();
  });
}

export async function getContact(id: string): Promise<ContactMessage | null> {
  const raw = await withStore((redis) => redis.get<string>(contactKey(id)));
  return raw === null ? null : contactMessageSchema.parse(JSON.parse(raw));
}

export async function updateContactStatus(id: string, status: ContactStatus, now: Date): Promise<ContactMessage | null> {
  const existing = await getContact(id);
  if (!existing) return null;
  const updated: ContactMessage = { ...existing, status, updatedAt: now.toISOString() };
  await saveContact(updated);
  return updated;
}

async function loadContacts(redis: Redis, ids: string[]): Promise<ContactMessage[]> {
  if (ids.length === 0) return [];
  const values = await redis.mget<(string | null)[]>(...ids.map(contactKey));
  return values.flatMap((raw) => (raw ? [contactMessageSchema.parse(JSON.parse(raw))] : []));
}

function matches(message: ContactMessage, needle: string): boolean {
  return [message.name, message.company, message.contact, message.message].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export async function listContacts(
  query: ContactQuery,
): Promise<{ items: ContactMessage[]; total: number; counts: ContactCounts }> {
  const index = query.status ? statusIndex(query.status) : BY_DATE;
  const { limit, offset, q } = query;
  return withStore(async (redis) => {
    const countsPromise = Promise.all(STATUS_INDEXES.map((statusKey) => redis.zcard(statusKey)));
    let items: ContactMessage[];
    let total: number;
    if (!q) {
      const [count, ids] = await Promise.all([
        redis.zcard(index),
        redis.zrange<string[]>(index, offset, offset + limit - 1, { rev: true }),
      ]);
      [items, total] = [await loadContacts(redis, ids), count];
    } else {
      const needle = q.toLowerCase();
      const all = await redis.zrange<string[]>(index, 0, -1, { rev: true });
      const found: ContactMessage[] = [];
      for (let start = 0; start < all.length; start += BATCH) {
        found.push(...(await loadContacts(redis, all.slice(start, start + BATCH))).filter((m) => matches(m, needle)));
      }
      [items, total] = [found.slice(offset, offset + limit), found.length];
    }
    const perStatus = await countsPromise;
    const counts: ContactCounts = { 未处理: perStatus[0]!, 处理中: perStatus[1]!, 已处理: perStatus[2]! };
    return { items, total, counts };
  });
}

/** Every enquiry, newest first, for the CSV export. */
export async function allContacts(): Promise<ContactMessage[]> {
  return withStore(async (redis) => {
    const ids = await redis.zrange<string[]>(BY_DATE, 0, -1, { rev: true });
    const messages: ContactMessage[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      messages.push(...(await loadContacts(redis, ids.slice(start, start + BATCH))));
    }
    return messages;
  });
}

/** Deletes enquiries created before `cutoff`; returns how many went. */
export async function purgeContactsBefore(cutoff: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const ids = await withStore((redis) =>
      redis.zrange<string[]>(BY_DATE, '-inf', `(${cutoff.getTime()}`, { byScore: true, offset: 0, count: BATCH }),
    );
    if (ids.length === 0) return purged;
    await withStore((redis) => {
      const tx = redis.multi().del(...ids.map(contactKey)).zrem(BY_DATE, ...ids);
      for (const index of STATUS_INDEXES) tx.zrem(index, ...ids);
      return tx.exec();
    });
    purged += ids.length;
  }
}
