// Shared set-up for the API tests: a direct Redis client on the test prefix
// (to clear it and to check what was stored), admins created through the
// repository, and sign-in through the real login endpoint.
import { randomBytes } from 'node:crypto';
import { Redis } from '@upstash/redis';
import { expect, inject } from 'vitest';
import { call } from './helpers.ts';

export const prefix = inject('keyPrefix');
export const redis = new Redis({ url: inject('redisUrl'), token: inject('redisToken'), automaticDeserialization: false });

// The repositories read these when first imported (see adminRepository below).
Object.assign(process.env, {
  UPSTASH_REDIS_REST_URL: inject('redisUrl'),
  UPSTASH_REDIS_REST_TOKEN: inject('redisToken'),
  REDIS_KEY_PREFIX: prefix,
});

/** Deletes every key under the test prefix, so a file starts from an empty store. */
export async function clearStore(): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, { match: `${prefix}*`, count: 1000 });
    if (keys.length > 0) await redis.del(...keys);
    cursor = String(next);
  } while (cursor !== '0');
}

/** A client address no other test uses, so rate limits never leak between tests. */
export function freshIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function createAdmin(username: string, password: string, name = '测试管理员', role: 'admin' | 'editor' = 'admin') {
  const { upsertStaffAccount } = await import('../../store/staff-repository.ts');
  return upsertStaffAccount({ username, name, role, password });
}

export function createEditor(username: string, password: string, name = '测试编辑') {
  return createAdmin(username, password, name, 'editor');
}

export async function login(username: string, password: string, ip = freshIp()): Promise<string> {
  const res = await call('/api/admin/login', { method: 'POST', body: { username, password }, ip });
  expect(res.status).toBe(200);
  return res.json.data.token;
}

/** Expects the error envelope with `status` and `code` (and `fields`, when given, exactly). */
export function expectError(
  res: { status: number; json: any; headers: Headers },
  status: number,
  code: string,
  fields?: Record<string, unknown>,
) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.json).toMatchObject({ success: false, code });
  expect(typeof res.json.error).toBe('string');
  expect(res.json.error.length).toBeGreaterThan(0);
  if (fields) expect(res.json.fields).toEqual(fields);
  else if (code !== 'VALIDATION') expect(res.json.fields).toBeUndefined();
}

/** A published article's body (a new article without a status is a draft). */
export const article = (overrides: Record<string, unknown> = {}) => ({
  title: '全国碳市场扩围解读',
  content: '第一段。\n第二段。',
  category: '政策解读',
  status: 'published',
  ...overrides,
});

/** A stored session for a token a test signs itself (its `sid` claim); tokens without one are refused. */
export async function storedSessionId(username: string, account: { incarnation?: string; tokenVersion?: number } = {}) {
  const { createSession } = await import('../../store/session-repository.ts');
  const now = Date.now();
  const session = await createSession(
    {
      username,
      incarnation: account.incarnation ?? '',
      tokenVersion: account.tokenVersion ?? 0,
      device: 'test',
      address: 'unknown',
      createdAt: now,
    },
    now + 12 * 3600 * 1000,
  );
  return session.id;
}
