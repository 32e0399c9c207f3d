// `npm run seed`: adds the demo articles and enquiries of scripts/seed-data.ts
// that are missing (fixed ids: running it again changes nothing). Uses
// UPSTASH_REDIS_REST_URL when set, else the local Redis (started if needed).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
const target = process.env.UPSTASH_REDIS_REST_URL ? new URL(process.env.UPSTASH_REDIS_REST_URL).host : 'the local Redis';
const store = await useLocalStoreIfUnset();
try {
  // Loaded only now: the store module reads its configuration when first imported.
  const { seedDemoContent } = await import('./lib/seed-content.ts');
  const { articles, enquiries } = await seedDemoContent();
  console.log(`Seeded ${target}: ${articles} new articles, ${enquiries} new enquiries (existing ones left as they were).`);
} finally {
  await store.release();
}
