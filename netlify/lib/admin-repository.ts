// Admin accounts: `admin:user:{username}` holds one JSON record with the scrypt
// hash and a token version that password changes bump (old tokens then fail).
import { z } from 'zod';
import type { AdminUser } from '../../src/shared/auth.ts';
import { hashPassword } from './password.ts';
import { key, withStore } from './store.ts';

const storedAdminSchema = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  passwordHash: z.string(),
  tokenVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredAdmin = z.infer<typeof storedAdminSchema>;

export const adminKey = (username: string) => key('admin', 'user', username);

export function publicUser(admin: StoredAdmin): AdminUser {
  return { username: admin.username, name: admin.name, role: admin.role };
}

export async function getAdmin(username: string): Promise<StoredAdmin | null> {
  const raw = await withStore((redis) => redis.get<string>(adminKey(username)));
  return raw === null ? null : parseAdmin(raw);
}

export function parseAdmin(raw: string): StoredAdmin {
  return storedAdminSchema.parse(JSON.parse(raw));
}

/**
 * Creates the account, or resets its password (ending its sessions) and, when
 * given, its name and role. A new account's name defaults to its username.
 */
export async function upsertAdmin(input: {
  username: string;
  name?: string;
  role?: string;
  password: string;
}): Promise<{ created: boolean; user: AdminUser }> {
  const existing = await getAdmin(input.username);
  const now = new Date().toISOString();
  const admin: StoredAdmin = {
    username: input.username,
    name: input.name ?? existing?.name ?? input.username,
    role: input.role ?? existing?.role ?? 'admin',
    passwordHash: await hashPassword(input.password),
    tokenVersion: (existing?.tokenVersion ?? 0) + (existing ? 1 : 0),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  await withStore((redis) => redis.set(adminKey(admin.username), JSON.stringify(admin)));
  return { created: existing === null, user: publicUser(admin) };
}

/** Stores a new hash and bumps the token version, so every earlier token stops working. */
export async function changePassword(admin: StoredAdmin, newPassword: string): Promise<void> {
  const updated: StoredAdmin = {
    ...admin,
    passwordHash: await hashPassword(newPassword),
    tokenVersion: admin.tokenVersion + 1,
    updatedAt: new Date().toISOString(),
  };
  await withStore((redis) => redis.set(adminKey(admin.username), JSON.stringify(updated)));
}
