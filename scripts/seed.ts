// `npm run seed`: adds the demo articles and enquiries of scripts/seed-data.ts
// that are missing (fixed ids: running it again changes nothing). Uses
// UPSTASH_REDIS_REST_URL when set, else the local Redis (started if needed).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useLocalBlobsIfUnset } from './lib/local-blobs.ts';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
const target = process.env.UPSTASH_REDIS_REST_URL ? new URL(process.env.UPSTASH_REDIS_REST_URL).host : 'the local Redis';
const localStore = !process.env.UPSTASH_REDIS_REST_URL;
const store = await useLocalStoreIfUnset();
// The demo cover's bytes go to NETLIFY_BLOBS_CONTEXT when set; a local store gets the
// checkout's blob server (.data/blobs); a remote one without a blob context, the path only.
const blobs = localStore ? await useLocalBlobsIfUnset() : { stop: async () => {} };
try {
  // Loaded only now: the store module reads its configuration when first imported.
  const { seedDemoContent } = await import('./lib/seed-content.ts');
  const { articles, enquiries } = await seedDemoContent();
  console.log(`Seeded ${target}: ${articles} new articles, ${enquiries} new enquiries (existing ones left as they were).`);
} finally {
  await blobs.stop();
  await store.release();
}
