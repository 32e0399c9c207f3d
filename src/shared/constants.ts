// Fixed vocabularies and limits shared by the pages, the admin app and the
// functions. No zod here: the schemas build on these, and browser code that
// only needs a list or a length imports them without the schemas.

/** News categories, in the order the news centre shows its tabs. */
export const NEWS_CATEGORIES = ['政策解读', '本所动态', '通知公告', '新闻资讯', '知识专栏'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** The tab and query value meaning "every category". */
export const ALL_CATEGORIES = '全部';

export const NEWS_STATUSES = ['published', 'draft'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
/** The admin list's status filter: "scheduled" is a published article whose date is still ahead. */
export const NEWS_STATUS_FILTERS = ['published', 'draft', 'scheduled'] as const;
export type NewsStatusFilter = (typeof NEWS_STATUS_FILTERS)[number];

/** 垃圾 (spam) is set aside: out of the default list and the unhandled count, purged after 30 days. */
export const ENQUIRY_STATUSES = ['未处理', '处理中', '已处理', '垃圾'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** The inbox's assignment filter: assigned to the signed-in account, or to nobody. */
export const ENQUIRY_ASSIGNED_FILTERS = ['me', 'none'] as const;
export type EnquiryAssignedFilter = (typeof ENQUIRY_ASSIGNED_FILTERS)[number];

/** Longest text, in characters, of each enquiry field (the API refuses longer ones). */
export const ENQUIRY_LIMITS = { name: 100, company: 200, contact: 200, message: 5000, source: 100 } as const;
export type EnquiryField = 'name' | 'company' | 'contact' | 'message';
/** Longest internal note on an enquiry, in characters. */
export const ENQUIRY_NOTE_MAX = 2000;

/** admin: everything; editor: news and enquiries, not staff accounts nor deleting enquiries. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A new password's length in characters (code points), as typed: passwords are never trimmed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
/** A new account's username length (its characters: NEW_USERNAME_PATTERN in auth.ts). */
export const NEW_USERNAME_MIN = 3;
export const NEW_USERNAME_MAX = 32;
/** Longest display name of a staff account. */
export const STAFF_NAME_MAX = 100;
