// Writes the demo content of scripts/seed-data.ts through the repositories.
// Import it only after the store is configured in process.env (store.ts reads
// it when first loaded).
import { PRIVACY_POLICY_VERSION } from '../../src/shared/enquiry.ts';
import { newsInputSchema } from '../../src/shared/news.ts';
import { getEnquiry, listEnquiries, saveEnquiry } from '../../store/enquiry-repository.ts';
import { createNews, getNewsRecord, newsStatistics } from '../../store/news-repository.ts';
import { key, withStore } from '../../store/store.ts';
import { SEED_ARTICLES, SEED_ENQUIRIES } from '../seed-data.ts';
import { seedDemoMedia } from './seed-media.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEEDED_MARKER = key('meta', 'seeded');

/** Adds every demo article and enquiry that is missing; existing ones (maybe edited) are left alone. */
export async function seedDemoContent(now = new Date()): Promise<{ articles: number; enquiries: number }> {
  let articles = 0;
  for (const { id, daysAgo, article } of SEED_ARTICLES) {
    if (await getNewsRecord(id)) continue;
    // A scheduled one is written today and published `-daysAgo` days ahead.
    const createdAt = new Date(now.getTime() - Math.max(daysAgo, 0) * DAY_MS);
    const publishedAt = daysAgo < 0 ? new Date(now.getTime() - daysAgo * DAY_MS).toISOString() : undefined;
    const input = newsInputSchema.parse({ status: 'published', slug: id, ...article, publishedAt });
    await createNews(input, { id, author: input.author, now: createdAt });
    articles++;
  }
  await seedDemoMedia(now);
  let enquiries = 0;
  for (const seed of SEED_ENQUIRIES) {
    if (await getEnquiry(seed.id)) continue;
    const at = new Date(now.getTime() - seed.daysAgo * DAY_MS).toISOString();
    const { daysAgo: _, ...fields } = seed;
    await saveEnquiry({
      ...fields,
      note: '',
      assignee: '',
      consentAt: at,
      policyVersion: PRIVACY_POLICY_VERSION,
      createdAt: at,
      updatedAt: at,
    });
    enquiries++;
  }
  await withStore((redis) => redis.set(SEEDED_MARKER, now.toISOString()));
  return { articles, enquiries };
}

/**
 * Seeds an empty store once, so dev and preview do it on their first start
 * only; a store that already holds content is marked and left alone.
 */
export async function seedOnFirstStart(): Promise<void> {
  const seededAt = await withStore((redis) => redis.get<string>(SEEDED_MARKER));
  if (seededAt) return;
  const { total: articleCount } = await newsStatistics(new Date());
  const { total: enquiryCount } = await listEnquiries({ limit: 1, offset: 0, q: undefined });
  if (articleCount + enquiryCount > 0) {
    await withStore((redis) => redis.set(SEEDED_MARKER, new Date().toISOString()));
    return;
  }
  const { articles, enquiries } = await seedDemoContent();
  console.log(`Seeded the local store with ${articles} demo articles and ${enquiries} enquiries.`);
}
