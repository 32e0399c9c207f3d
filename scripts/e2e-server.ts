// The server the end-to-end tests run against: a redis-server of their own
// (temp dir, never development data) with the demo content and the e2e admin
// account (tests/e2e/accounts.ts), and the preview server, on this checkout's ports.
// E2E_HTTP_PORT, E2E_REDIS_PORT and E2E_REDIS_DIR start a second one whose store a
// test may stop (tests/e2e/outage-server.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreviewServer } from './lib/preview-server.ts';
import { startRedisServer } from './lib/redis-server.ts';
import { startBridge } from './lib/upstash-bridge.ts';
import { E2E_ADMIN } from '../tests/e2e/accounts.ts';
import { PORTS } from './lib/ports.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMINS } from '../tests/e2e/admin-accounts.ts';

const REDIS_PORT = Number(process.env.E2E_REDIS_PORT) || PORTS.e2eRedis;
const HTTP_PORT = Number(process.env.E2E_HTTP_PORT) || PORTS.e2eHttp;
const dir = process.env.E2E_REDIS_DIR ?? (await mkdtemp(join(tmpdir(), 'carbon-e2e-')));
const redisServer = await startRedisServer({ port: REDIS_PORT, dir });
const token = randomBytes(16).toString('hex');
let bridge: Awaited<ReturnType<typeof startBridge>> | undefined;
let server: Awaited<ReturnType<typeof startPreviewServer>> | undefined;

async function stop(code: number) {
  await server?.close();
  await bridge?.close();
  await redisServer.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(code);
}

try {
  bridge = await startBridge({ redisPort: REDIS_PORT, token });
  Object.assign(process.env, {
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: token,
    JWT_SECRET: process.env.E2E_JWT_SECRET ?? randomBytes(32).toString('hex'),
  });
  // The staff accounts of the tests, made the way `npm run admin:create` makes them,
  // and the demo content (loaded only now: the store module reads its configuration
  // when first imported).
  const { upsertAdmin } = await import('../netlify/lib/admin-repository.ts');
  const { seedDemoContent } = await import('./lib/seed-content.ts');
  // In parallel: each scrypt hash runs on its own libuv thread, so startup stays short.
  await Promise.all([
    upsertAdmin(E2E_ADMIN),
    ...Object.values(E2E_ADMINS).map((account) => upsertAdmin({ ...account, role: 'admin', password: E2E_ADMIN_PASSWORD })),
  ]);
  await seedDemoContent();
  server = await startPreviewServer(HTTP_PORT);
  console.log(`e2e server on ${server.url}`);
} catch (error) {
  // A failed start leaves no redis-server behind to block the next run's port.
  console.error('e2e server failed to start:', error);
  await stop(1);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
