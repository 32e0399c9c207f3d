// News articles: the shape the API returns and the schemas that check what it accepts.
import { z } from 'zod';
import { ALL_CATEGORIES, NEWS_CATEGORIES } from './constants.ts';
import { choice, optionalText, queryChoice, queryInt, queryText, text } from './validation.ts';

export const NEWS_STATUSES = ['published', 'draft'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
/** The admin list's status filter: "scheduled" is a published article whose date is still ahead. */
export const NEWS_STATUS_FILTERS = ['published', 'draft', 'scheduled'] as const;
export type NewsStatusFilter = (typeof NEWS_STATUS_FILTERS)[number];

export const NEWS_PAGE_MAX = 100;

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  imageUrl: z.string().optional(),
  featured: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.string(),
  titleEn: z.string().optional(),
  contentEn: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  views: z.number(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

// An absolute http(s) URL or a path on this site; "//host" would leave the site.
const IMAGE_URL = /^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i;

const imageUrl = text('图片地址', 2000)
  .refine((value) => value === '' || IMAGE_URL.test(value), '图片地址必须以 http://、https:// 或 / 开头')
  .optional()
  .transform((value) => value || undefined);

// ISO 8601 with a time zone, or a bare date meaning midnight in China.
const ISO_DATE_TIME = z.iso.datetime({ offset: true });
const ISO_DATE = z.iso.date();

const publishedAt = z
  .string({ error: '发布时间必须是 ISO 8601 日期' })
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
      ctx.addIssue({ code: 'custom', message: '发布时间必须是 ISO 8601 日期，例如 2025-03-01T09:00:00+08:00' });
      return z.NEVER;
    }
    return instant.toISOString();
  });

/** The body of POST and PUT /api/admin/news. */
export const newsInputSchema = z.object({
  title: text('标题', 200, 1),
  content: text('正文', 50_000, 1),
  category: choice('分类', NEWS_CATEGORIES),
  author: optionalText('作者', 100),
  imageUrl,
  featured: z.boolean({ error: '推荐必须是 true 或 false' }).optional().default(false),
  status: choice('状态', NEWS_STATUSES).optional().default('published'),
  publishedAt,
  titleEn: optionalText('英文标题', 200),
  contentEn: optionalText('英文正文', 50_000),
});
export type NewsInput = z.output<typeof newsInputSchema>;
export type NewsFormValues = z.input<typeof newsInputSchema>;

/** Query of GET /api/news. */
export const newsQuerySchema = z.object({
  category: queryChoice('分类', [...NEWS_CATEGORIES, ALL_CATEGORIES]).transform((value) =>
    value === ALL_CATEGORIES ? undefined : value,
  ),
  q: queryText('搜索词', 100),
  featured: queryChoice('推荐筛选', ['true', 'false']).transform((value) => value === 'true'),
  limit: queryInt('每页数量', { min: 1, max: NEWS_PAGE_MAX, fallback: NEWS_PAGE_MAX }),
  offset: queryInt('偏移量', { min: 0, fallback: 0 }),
});
export type NewsQuery = z.output<typeof newsQuerySchema>;

/** Query of GET /api/admin/news: the public one plus a status filter. */
export const adminNewsQuerySchema = newsQuerySchema.extend({
  status: queryChoice('状态', NEWS_STATUS_FILTERS),
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
