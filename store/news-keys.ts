// Where an article lives in Redis. The record is one JSON string; sorted sets
// (score = publishedAt in ms unless noted) index it so that a page of a list is
// one ZRANGE ... BYSCORE REV LIMIT whatever the archive's size:
//   news:by-date, news:cat:{category}, news:featured      every article
//   news:by-created (score = createdAt)                   every article, for "this month"
//   news:drafts                                           drafts
//   news:public:by-date, news:public:cat:{c}, news:public:featured
//                                                         published ones, scheduled included:
//                                                         readers query them with max = now
//   news:public:en                                        published ones with English title and
//                                                         body, so an English page is one ZRANGE too
import { NEWS_CATEGORIES, type NewsCategory } from '../src/shared/constants.ts';
import { hasEnglishText, type NewsItem } from '../src/shared/news.ts';
import { key } from './store.ts';

export const newsKey = (id: string) => key('news', id);
export const viewsKey = (id: string) => key('news', 'views', id);
/** Earlier versions of an article, newest first (a list of NewsRevision JSON, trimmed to NEWS_REVISIONS_KEPT). */
export const revisionsKey = (id: string) => key('news', 'revisions', id);
/** Every article address in use, current and former (a published article's old slugs): slug → id. */
export const SLUGS_KEY = key('news', 'slugs');
/** Marks for a day that `visitor` (a salted hash, never an address) read article `id`. */
export const seenKey = (id: string, visitor: string) => key('news', 'seen', id, visitor);

export const INDEX = {
  all: key('news', 'by-date'),
  byCreated: key('news', 'by-created'),
  featured: key('news', 'featured'),
  drafts: key('news', 'drafts'),
  category: (category: NewsCategory) => key('news', 'cat', category),
  public: key('news', 'public', 'by-date'),
  publicFeatured: key('news', 'public', 'featured'),
  publicEn: key('news', 'public', 'en'),
  publicCategory: (category: NewsCategory) => key('news', 'public', 'cat', category),
};

/** Every index an article can be in, so a write can take it out of all of them first. */
export const ALL_INDEXES = [
  INDEX.all,
  INDEX.byCreated,
  INDEX.featured,
  INDEX.drafts,
  INDEX.public,
  INDEX.publicFeatured,
  INDEX.publicEn,
  ...NEWS_CATEGORIES.map(INDEX.category),
  ...NEWS_CATEGORIES.map(INDEX.publicCategory),
];

/** The indexes `item` belongs in, with its score in each. */
export function indexEntries(item: Omit<NewsItem, 'views'>): Array<{ index: string; score: number }> {
  const published = Date.parse(item.publishedAt);
  const entries = [
    { index: INDEX.all, score: published },
    { index: INDEX.byCreated, score: Date.parse(item.createdAt) },
    { index: INDEX.category(item.category), score: published },
  ];
  if (item.featured) entries.push({ index: INDEX.featured, score: published });
  if (item.status === 'draft') {
    entries.push({ index: INDEX.drafts, score: published });
  } else {
    entries.push({ index: INDEX.public, score: published }, { index: INDEX.publicCategory(item.category), score: published });
    if (item.featured) entries.push({ index: INDEX.publicFeatured, score: published });
    if (hasEnglishText(item)) entries.push({ index: INDEX.publicEn, score: published });
  }
  return entries;
}
