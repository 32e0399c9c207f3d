// News articles: the shape the API returns and the schemas that check what it accepts.
import { z } from 'zod';
import { isSitePath } from './site-path.ts';
import { ALL_CATEGORIES, NEWS_CATEGORIES, NEWS_STATUS_FILTERS, NEWS_STATUSES } from './constants.ts';
import { choice, flag, messageKey, optionalText, queryChoice, queryInt, queryText, text } from './validation.ts';

// Callers that import the article types from here get the status types too.
export type { NewsStatus, NewsStatusFilter } from './constants.ts';

export const NEWS_PAGE_MAX = 100;

/** Values of the lists' `lang` option (the site's locales). */
export const NEWS_LANGS = ['zh', 'en'] as const;

/** Whether an article can be read in English: a translation without its title or body is not one. */
export function hasEnglishText(item: Pick<NewsItem, 'titleEn' | 'contentEn'>): boolean {
  return Boolean(item.titleEn?.trim() && item.contentEn?.trim());
}

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  /** The author as English pages name it; absent: the author when written without Chinese, else none. */
  authorEn: z.string().optional(),
  imageUrl: z.string().optional(),
  featured: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.string(),
  titleEn: z.string().optional(),
  contentEn: z.string().optional(),
  /** The article's address (/news-detail/{slug}); absent on articles from before slugs (their id is the address). */
  slug: z.string().optional(),
  /** Earlier slugs of the published article: their addresses answer 301 to the current one. */
  formerSlugs: z.array(z.string()).optional(),
  /** List teaser, meta and share description; absent: the body's first characters. */
  summary: z.string().optional(),
  summaryEn: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who saved this version (the account's name); absent on articles saved before it was kept. */
  updatedBy: z.string().optional(),
  views: z.number(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * An article as GET /api/news/:id answers it: with its bodies rendered by
 * src/shared/markdown.ts (raw HTML off), so the shell page needs no renderer.
 */
export type PublicNewsArticle = NewsItem & { contentHtml: string; contentEnHtml?: string };

/**
 * An article of a public list (GET /api/news, the build's lists): with its
 * teasers made on the server (the summary, else the body's first characters
 * without Markdown), so the list islands carry no Markdown code.
 */
export type ListedNews = NewsItem & { teaser: string; teaserEn?: string };

// An absolute http(s) URL, or a path of this site (isSitePath: no "//host", "/\\host" or encoded look-alike).
const ABSOLUTE_URL = /^https?:\/\/[^\s/\\]+[^\s]*$/i;

const imageUrl = text(2000)
  .refine((value) => value === '' || ABSOLUTE_URL.test(value) || isSitePath(value), messageKey('imageUrlScheme'))
  .optional()
  .transform((value) => value || undefined);

// ISO 8601 with a time zone, or a bare date meaning midnight in China.
const ISO_DATE_TIME = z.iso.datetime({ offset: true });
const ISO_DATE = z.iso.date();

const publishedAt = z
  .string({ error: messageKey('notDate') })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const instant = ISO_DATE.safeParse(value).success
      ? new Date(`${value}T00:00:00+08:00`)
      : ISO_DATE_TIME.safeParse(value).success
        ? new Date(value)
        : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: messageKey('badDate') });
      return z.NEVER;
    }
    return instant.toISOString();
  });

/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 64;
export const SUMMARY_MAX = 300;

const slug = optionalText(SLUG_MAX).refine((value) => value === '' || SLUG_PATTERN.test(value), messageKey('slugFormat'));

/** The body of POST and PUT /api/admin/news. */
export const newsInputSchema = z.object({
  title: text(200, 1),
  content: text(50_000, 1),
  category: choice(NEWS_CATEGORIES),
  author: optionalText(100),
  authorEn: optionalText(100),
  imageUrl,
  featured: flag().optional().default(false),
  // A new article is a draft until someone publishes it on purpose.
  status: choice(NEWS_STATUSES).optional().default('draft'),
  publishedAt,
  titleEn: optionalText(200),
  contentEn: optionalText(50_000),
  // Empty: suggested by the server from the English title, else the Chinese one in pinyin.
  slug,
  summary: optionalText(SUMMARY_MAX),
  summaryEn: optionalText(SUMMARY_MAX),
});
export type NewsInput = z.output<typeof newsInputSchema>;
export type NewsFormValues = z.input<typeof newsInputSchema>;

/**
 * The body of PUT /api/admin/news/:id: an article, plus the `updatedAt` of the
 * version the edit started from. When the stored one is newer the save answers
 * 409 CONFLICT (newsChanged) instead of overwriting someone else's save.
 */
export const newsUpdateSchema = newsInputSchema.extend({
  baseUpdatedAt: z.string().trim().max(40).optional(),
});
export type NewsUpdate = z.output<typeof newsUpdateSchema>;

/** A version of an article as it was before a later save replaced it (GET /api/admin/news/:id/revisions). */
export interface NewsRevision {
  id: string;
  /** When this version was saved, and by whom (its own updatedAt and updatedBy). */
  savedAt: string;
  savedBy: string;
  item: Omit<NewsItem, 'views'>;
}

/** How many earlier versions of an article are kept. */
export const NEWS_REVISIONS_KEPT = 30;

/** Query of GET /api/news. */
export const newsQuerySchema = z.object({
  category: queryChoice([...NEWS_CATEGORIES, ALL_CATEGORIES]).transform((value) =>
    value === ALL_CATEGORIES ? undefined : value,
  ),
  q: queryText(100),
  featured: queryChoice(['true', 'false']).transform((value) => value === 'true'),
  limit: queryInt({ min: 1, max: NEWS_PAGE_MAX, fallback: NEWS_PAGE_MAX }),
  offset: queryInt({ min: 0, fallback: 0 }),
  // The language a page lists in: every article has Chinese text, so `zh` (the
  // default) filters nothing; `en` keeps articles with an English title and body.
  lang: queryChoice(NEWS_LANGS).transform((value) => value ?? 'zh'),
});
export type NewsQuery = z.output<typeof newsQuerySchema>;

/** Query of GET /api/admin/news: the public one (staff see every language) plus a status filter. */
export const adminNewsQuerySchema = newsQuerySchema.omit({ lang: true }).extend({
  status: queryChoice(NEWS_STATUS_FILTERS),
});
export type AdminNewsQuery = z.output<typeof adminNewsQuerySchema>;

export interface NewsStatistics {
  total: number;
  featured: number;
  /** Articles created in the current calendar month, Asia/Shanghai. */
  thisMonth: number;
  /** Only categories with at least one article. */
  categories: Partial<Record<(typeof NEWS_CATEGORIES)[number], number>>;
}
