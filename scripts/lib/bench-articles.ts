// Generated articles for the API benchmark: spread over the five categories
// and two years, one in ten featured, bodies the length of a typical news item,
// each with a summary and a media-library cover, as the editor writes them now.
import { NEWS_CATEGORIES } from '../../src/shared/constants.ts';
import { newsInputSchema, type NewsInput } from '../../src/shared/news.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUMMARY =
  '碳市场扩围在即：钢铁、水泥、铝冶炼企业如何核算排放边界、完善计量台账、测算配额盈缺并做好首个履约周期的准备，本文逐项说明。';
const PARAGRAPH =
  '全国碳排放权交易市场以发电行业为起点，逐步纳入钢铁、水泥、铝冶炼等重点行业。企业需要建立碳排放数据质量管理制度，明确核算边界，完善计量与台账，做好配额盈缺测算和履约准备。';

export function benchArticle(index: number): { input: NewsInput; createdAt: Date } {
  const createdAt = new Date(Date.now() - ((index * 17) % 730) * DAY_MS - index * 1000);
  const input = newsInputSchema.parse({
    title: `基准测试文章 ${index + 1}：碳市场扩围与企业准备`,
    content: Array.from({ length: 8 }, () => PARAGRAPH).join('\n'),
    summary: SUMMARY,
    imageUrl: `/media/bench${String(index).padStart(6, '0')}-2560x1440.webp`,
    category: NEWS_CATEGORIES[index % NEWS_CATEGORIES.length],
    featured: index % 10 === 0,
    status: 'published',
  });
  return { input, createdAt };
}
