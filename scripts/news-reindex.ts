// `npm run news:reindex`: recomputes every article's index entries from its
// record. Run it once against a store whose articles were written before an
// index was added (news:public:en: English lists would miss them until edited).
// Safe while the site runs: an article edited meanwhile is left as its write
// indexed it. Uses UPSTASH_REDIS_REST_URL when set, else the local Redis.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useLocalStoreIfUnset } from './lib/local-store.ts';
import { repoRoot } from './lib/paths.ts';

if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));
const target = process.env.UPSTASH_REDIS_REST_URL ? new URL(process.env.UPSTASH_REDIS_REST_URL).host : 'the local Redis';
const store = await useLocalStoreIfUnset();
try {
  // Loaded only now: the store module reads its configuration when first imported.
  const { reindexNews } = await import('../store/news-repository.ts');
  console.log(`Reindexed ${await reindexNews()} articles in ${target}.`);
} finally {
  await store.release();
}
