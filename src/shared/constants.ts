// Fixed vocabularies shared by the pages, the admin app and the functions.

/** News categories, in the order the news centre shows its tabs. */
export const NEWS_CATEGORIES = ['政策解读', '本所动态', '通知公告', '新闻资讯', '知识专栏'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** The tab and query value meaning "every category". */
export const ALL_CATEGORIES = '全部';

export const CONTACT_STATUSES = ['未处理', '处理中', '已处理'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Longest text, in characters, of each enquiry field (the API refuses longer ones). */
export const CONTACT_LIMITS = { name: 100, company: 200, contact: 200, message: 5000, source: 100 } as const;
export type EnquiryField = 'name' | 'company' | 'contact' | 'message';
