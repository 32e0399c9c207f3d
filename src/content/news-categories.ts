// The news categories as visitors see them: label and short description in both
// languages. The category values themselves (Chinese) come from src/shared.
import { NEWS_CATEGORIES, type NewsCategory } from '~/shared/constants';
import type { Localized } from './types.ts';

export const NEWS_CATEGORY_INFO = {
  政策解读: {
    label: { zh: '政策解读', en: 'Policy Interpretation' },
    description: {
      zh: '解读国家与地方双碳政策、碳市场规则与行业标准',
      en: 'National and local dual carbon policy, market rules and standards, explained',
    },
  },
  本所动态: {
    label: { zh: '本所动态', en: 'Our Updates' },
    description: {
      zh: '本所业务进展、项目签约与重要活动',
      en: 'Our projects, agreements and events',
    },
  },
  通知公告: {
    label: { zh: '通知公告', en: 'Notices' },
    description: {
      zh: '交易规则调整、业务通知与公示信息',
      en: 'Trading rule changes, service notices and public announcements',
    },
  },
  新闻资讯: {
    label: { zh: '新闻资讯', en: 'News' },
    description: {
      zh: '国内外碳市场与绿色低碳产业新闻',
      en: 'Carbon market and low-carbon industry news from China and abroad',
    },
  },
  知识专栏: {
    label: { zh: '知识专栏', en: 'Knowledge Column' },
    description: {
      zh: '碳核算方法、标准解读与实务问答',
      en: 'Carbon accounting methods, standards and practical questions answered',
    },
  },
} as const satisfies Record<NewsCategory, { label: Localized; description: Localized }>;

/** The news centre filtered to one category (the query value is the Chinese name). */
export function newsCategoryHref(category: NewsCategory): string {
  return `/news-center?category=${encodeURIComponent(category)}`;
}

export const NEWS_CATEGORY_LINKS = NEWS_CATEGORIES.map((category) => ({
  category,
  href: newsCategoryHref(category),
  ...NEWS_CATEGORY_INFO[category],
}));
