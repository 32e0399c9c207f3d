// What `npm run dev` and `npm run preview` add when they run on the local
// store: a JWT secret kept in .data/, demo content on first start and, for
// dev, an admin account whose credentials are printed. Never used when
// UPSTASH_REDIS_REST_URL points at a real database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const dataDir = join(repoRoot, '.data');
const DEV_ADMIN = { username: 'admin', name: '开发管理员', role: 'admin' } as const;

/** Reads `.data/{name}`, creating it with `make()` (mode 600) the first time. */
function keptFile(name: string, make: () => string): string {
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * Functions only ever read process.env.JWT_SECRET; locally, when it is unset,
 * this sets it from .data/jwt-secret (generated once), before the functions load.
 */
export function useLocalJwtSecret(): void {
  process.env.JWT_SECRET ||= keptFile('jwt-secret', () => randomBytes(32).toString('hex'));
  // Kept like the JWT secret: two-factor secrets sealed with it must open after a restart.
  process.env.TOTP_ENCRYPTION_KEY ||= keptFile('totp-encryption-key', () => randomBytes(32).toString('hex'));
}

const devAdminFileSchema = z.object({ username: z.string(), password: z.string() });

/**
 * Seeds demo content once and, for dev, makes sure the development admin
 * exists. Call it only when the store is the project-local one, i.e. when
 * UPSTASH_REDIS_REST_URL was unset before the local store started.
 */
export async function prepareLocalStore({ devAdmin }: { devAdmin: boolean }): Promise<void> {
  useLocalJwtSecret();
  // Loaded only now: the store module reads its configuration when first imported.
  const { seedOnFirstStart } = await import('./seed-content.ts');
  await seedOnFirstStart();
  if (!devAdmin) return;

  const credentials = devAdminFileSchema.parse(
    JSON.parse(
      keptFile('dev-admin.json', () =>
        JSON.stringify({ username: DEV_ADMIN.username, password: `dev-${randomBytes(12).toString('base64url')}` }),
      ),
    ),
  );
  const { getStaffAccount, upsertStaffAccount } = await import('../../store/staff-repository.ts');
  if (!(await getStaffAccount(credentials.username))) await upsertStaffAccount({ ...DEV_ADMIN, ...credentials });
  // The admin app may show these in its development-only hint box.
  process.env.PUBLIC_DEV_ADMIN_USERNAME = credentials.username;
  process.env.PUBLIC_DEV_ADMIN_PASSWORD = credentials.password;
  console.log(
    `Development admin: ${credentials.username} / ${credentials.password}  (kept in .data/dev-admin.json; sign in at /admin/login)`,
  );
}
