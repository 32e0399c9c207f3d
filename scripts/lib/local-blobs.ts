// The local Netlify Blobs server (@netlify/blobs/server, the one @netlify/dev
// runs) for dev, preview, the e2e server and the API tests. The functions use
// the real @netlify/blobs client; it finds this server through
// NETLIFY_BLOBS_CONTEXT, the variable Netlify's runtime fills in on the platform.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { repoRoot } from './paths.ts';

/** Development and preview data, per checkout, next to the local Redis data (.data/, git-ignored). */
export const DEV_BLOBS_DIR = join(repoRoot, '.data', 'blobs');

export interface LocalBlobs {
  /** The base64 JSON context the client reads from NETLIFY_BLOBS_CONTEXT. */
  context: string;
  stop(): Promise<void>;
}

/** Starts a blob server on files under `directory` and points this process's NETLIFY_BLOBS_CONTEXT at it. */
export async function startLocalBlobs(directory: string): Promise<LocalBlobs> {
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'local', token, primaryRegion: 'us-east-2' }),
  ).toString('base64');
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  // Once, whatever asks: a signal may reach a script twice (tsx relays it to its child).
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server.stop().then(() => undefined));
  return { context, stop };
}

/** For dev and preview: the checkout's blob server, unless a blob context is configured already. */
export async function useLocalBlobsIfUnset(): Promise<{ stop(): Promise<void> }> {
  if (process.env.NETLIFY_BLOBS_CONTEXT) return { stop: async () => {} };
  return startLocalBlobs(DEV_BLOBS_DIR);
}
