// The news categories as visitors see them: label and short description in both
// languages. The category values themselves (Chinese) come from src/shared.
import { NEWS_CATEGORIES, type NewsCategory } from '~/shared/constants';
import type { Locale } from '~/i18n/locales';
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

/** The tab that shows every category, and the list heading under it. */
export const NEWS_ALL_INFO = {
  label: { zh: '全部', en: 'All' },
  description: {
    zh: '政策解读、本所动态、通知公告、新闻资讯与知识专栏的全部资讯',
    en: 'Everything we publish: policy, our updates, notices, news and the knowledge column',
  },
} as const satisfies { label: Localized; description: Localized };

/** How an article of a category this site does not know is labelled. */
export const NEWS_OTHER_LABEL = { zh: '其他', en: 'Other' } as const satisfies Localized;

/** The tabs of the news lists in one language: 全部 first (value ''), then the five categories. */
export function newsTabs(locale: Locale): { value: NewsCategory | ''; label: string; description: string }[] {
  return [
    { value: '', label: NEWS_ALL_INFO.label[locale], description: NEWS_ALL_INFO.description[locale] },
    ...NEWS_CATEGORIES.map((category) => ({
      value: category,
      label: NEWS_CATEGORY_INFO[category].label[locale],
      description: NEWS_CATEGORY_INFO[category].description[locale],
    })),
  ];
}

/** Category value → its label in one language (what the news islands get). */
export function newsCategoryLabels(locale: Locale): Record<string, string> {
  return Object.fromEntries(NEWS_CATEGORIES.map((category) => [category, NEWS_CATEGORY_INFO[category].label[locale]]));
}

export const NEWS_CATEGORY_LINKS = NEWS_CATEGORIES.map((category) => ({
  category,
  href: newsCategoryHref(category),
  ...NEWS_CATEGORY_INFO[category],
}));
