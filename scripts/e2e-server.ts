// The server the end-to-end tests run against: a redis-server of their own
// (temp dir, never development data) with the demo content and the e2e staff
// accounts (scripts/lib/e2e-accounts.ts), and the preview server, on this checkout's ports.
// E2E_HTTP_PORT, E2E_REDIS_PORT and E2E_REDIS_DIR start a second one whose store a
// test may stop (tests/e2e/outage-server.ts). The first one also has a build hook:
// a stand-in for Netlify's builds and deploy events (scripts/lib/build-hook-stand-in.ts);
// the second one has none.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startBuildHookStandIn } from './lib/build-hook-stand-in.ts';
import { type LocalBlobs, startLocalBlobs } from './lib/local-blobs.ts';
import { startPreviewServer } from './lib/preview-server.ts';
import { startScratchStore } from './lib/scratch-store.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMINS } from './lib/e2e-accounts.ts';
import { PORTS } from './lib/ports.ts';

const REDIS_PORT = Number(process.env.E2E_REDIS_PORT) || PORTS.e2eRedis;
const HTTP_PORT = Number(process.env.E2E_HTTP_PORT) || PORTS.e2eHttp;
const store = await startScratchStore({ redisPort: REDIS_PORT, name: 'e2e', dir: process.env.E2E_REDIS_DIR });
let server: Awaited<ReturnType<typeof startPreviewServer>> | undefined;
let buildHook: Awaited<ReturnType<typeof startBuildHookStandIn>> | undefined;
let blobs: LocalBlobs | undefined;

async function stop(code: number) {
  await server?.close();
  await buildHook?.close();
  await blobs?.stop();
  await store.stop();
  process.exit(code);
}

try {
  Object.assign(process.env, {
    ...store.env,
    JWT_SECRET: process.env.E2E_JWT_SECRET ?? randomBytes(32).toString('hex'),
    // Specs that need a visitor of their own name it with X-Forwarded-For: believed only when asked for.
    // The mirror tests (tests/mirror) start it with 0: behind nginx, only the trusted proxy names visitors.
    LOCAL_TRUST_X_FORWARDED_FOR: process.env.LOCAL_TRUST_X_FORWARDED_FOR ?? '1',
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  // The media library's blobs live with the store's temporary folder, removed with it;
  // started before seeding, which stores the demo cover there.
  blobs = await startLocalBlobs(join(store.dir, 'blobs'));
  // The staff accounts of the tests, made the way `npm run admin:create` makes them,
  // and the demo content (loaded only now: the store module reads its configuration
  // when first imported).
  const { upsertStaffAccount } = await import('../store/staff-repository.ts');
  const { seedDemoContent } = await import('./lib/seed-content.ts');
  // In parallel: each scrypt hash runs on its own libuv thread, so startup stays short.
  await Promise.all(
    Object.values(E2E_ADMINS).map((account) => upsertStaffAccount({ ...account, role: 'admin', password: E2E_ADMIN_PASSWORD })),
  );
  await seedDemoContent();
  if (!process.env.E2E_HTTP_PORT) {
    buildHook = await startBuildHookStandIn(PORTS.e2eBuildHook);
    process.env.NETLIFY_BUILD_HOOK_URL = buildHook.hookUrl;
  }
  server = await startPreviewServer(HTTP_PORT);
  console.log(`e2e server on ${server.url}`);
} catch (error) {
  // A failed start leaves no redis-server behind to block the next run's port.
  console.error('e2e server failed to start:', error);
  await stop(1);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
