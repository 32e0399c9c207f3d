// Starts what the API tests call: a redis-server of their own (this checkout's port, temp
// dir), the Upstash bridge, and the real functions behind @netlify/dev.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PORTS } from '../../scripts/lib/ports.ts';
import { startPreviewServer } from '../../scripts/lib/preview-server.ts';
import { startRedisServer } from '../../scripts/lib/redis-server.ts';
import { startBridge } from '../../scripts/lib/upstash-bridge.ts';
import { startHookSink } from './hook-sink.ts';

export const TEST_REDIS_PORT = PORTS.apiRedis;
const API_PORT = PORTS.apiHttp;
/** The hook sink (tests/api/hook-sink.ts) listens here for the whole run. */
export const TEST_HOOK_PORT = PORTS.apiHooks;

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    redisUrl: string;
    redisToken: string;
    redisPort: number;
    redisDir: string;
    keyPrefix: string;
    jwtSecret: string;
    hookPort: number;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'carbon-api-test-'));
  const redisServer = await startRedisServer({ port: TEST_REDIS_PORT, dir });
  const token = randomBytes(16).toString('hex');
  const bridge = await startBridge({ redisPort: TEST_REDIS_PORT, token });
  const keyPrefix = `test:${randomBytes(4).toString('hex')}:`;

  const jwtSecret = randomBytes(32).toString('hex');

  // Functions run in this process and read their configuration from process.env.
  // Rate limits keep their real defaults: tests use a fresh address per visitor.
  Object.assign(process.env, {
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: token,
    REDIS_KEY_PREFIX: keyPrefix,
    JWT_SECRET: jwtSecret,
    CONTACT_WEBHOOK_URL: `http://127.0.0.1:${TEST_HOOK_PORT}/contact-hook`,
    NETLIFY_BUILD_HOOK_URL: `http://127.0.0.1:${TEST_HOOK_PORT}/build-hook`,
  });
  const hookSink = await startHookSink(TEST_HOOK_PORT);
  const api = await startPreviewServer(API_PORT);

  project.provide('apiUrl', api.url);
  project.provide('redisUrl', bridge.url);
  project.provide('redisToken', token);
  project.provide('redisPort', TEST_REDIS_PORT);
  project.provide('redisDir', dir);
  project.provide('keyPrefix', keyPrefix);
  project.provide('jwtSecret', jwtSecret);
  project.provide('hookPort', TEST_HOOK_PORT);

  return async () => {
    await api.close();
    await hookSink.close();
    await bridge.close();
    await redisServer.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
