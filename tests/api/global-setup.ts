// Starts what the API tests call: a redis-server of their own (this checkout's port, temp
// dir), the Upstash bridge, and the real functions behind @netlify/dev.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBlobs } from '../../scripts/lib/local-blobs.ts';
import { PORTS } from '../../scripts/lib/ports.ts';
import { startPreviewServer } from '../../scripts/lib/preview-server.ts';
import { startScratchStore } from '../../scripts/lib/scratch-store.ts';
import { startHookSink } from './hook-sink.ts';

export const TEST_REDIS_PORT = PORTS.apiRedis;
const API_PORT = PORTS.apiHttp;
/** The hook sink (tests/api/hook-sink.ts) listens here for the whole run. */
export const TEST_HOOK_PORT = PORTS.apiHooks;
/** enquiry-mail.test.ts runs its SMTP server here, and turns the e-mail on through the hook sink meanwhile. */
export const TEST_SMTP_PORT = PORTS.apiSmtp;

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
    smtpPort: number;
    /** NETLIFY_BLOBS_CONTEXT of the local blob server, for tests that look at what was stored. */
    blobsContext: string;
  }
}

export default async function setup(project: TestProject) {
  // A failure before the end stops what was started: vitest runs no teardown for a failed setup.
  await using started = new AsyncDisposableStack();
  const store = await startScratchStore({ redisPort: TEST_REDIS_PORT, name: 'api-test' });
  started.defer(() => store.stop());
  const keyPrefix = `test:${randomBytes(4).toString('hex')}:`;
  const jwtSecret = randomBytes(32).toString('hex');

  // Functions run in this process and read their configuration from process.env.
  // Rate limits keep their real defaults: tests use a fresh address per visitor.
  Object.assign(process.env, {
    ...store.env,
    REDIS_KEY_PREFIX: keyPrefix,
    JWT_SECRET: jwtSecret,
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    CONTACT_WEBHOOK_URL: `http://127.0.0.1:${TEST_HOOK_PORT}/contact-hook`,
    NETLIFY_BUILD_HOOK_URL: `http://127.0.0.1:${TEST_HOOK_PORT}/build-hook`,
    // Each test is its own visitor through X-Forwarded-For (helpers.ts): believed only when asked for.
    LOCAL_TRUST_X_FORWARDED_FOR: '1',
    SITE_URL: 'https://www.example.com',
  });
  const hookSink = await startHookSink(TEST_HOOK_PORT, {
    SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
    SMTP_FROM: 'website@example.com',
    CONTACT_NOTIFY_EMAILS: 'sales@example.com, boss@example.com',
  });
  // The media library's blobs: the real client against the local blob server, in the store's temporary folder.
  const blobs = await startLocalBlobs(join(store.dir, 'blobs'));
  started.defer(() => blobs.stop());
  started.defer(() => hookSink.close());
  const api = await startPreviewServer(API_PORT);
  started.defer(() => api.close());

  project.provide('apiUrl', api.url);
  project.provide('redisUrl', store.env.UPSTASH_REDIS_REST_URL);
  project.provide('redisToken', store.env.UPSTASH_REDIS_REST_TOKEN);
  project.provide('redisPort', TEST_REDIS_PORT);
  project.provide('redisDir', store.dir);
  project.provide('keyPrefix', keyPrefix);
  project.provide('jwtSecret', jwtSecret);
  project.provide('hookPort', TEST_HOOK_PORT);
  project.provide('smtpPort', TEST_SMTP_PORT);
  project.provide('blobsContext', blobs.context);

  const owned = started.move();
  return () => owned.disposeAsync();
}
