// What each field of an API body or query is called in messages. A field has
// the same name wherever it appears (`status` of an article or an enquiry), so
// messages take their label from the field they are about.
import type { Locale } from '../i18n/locales.ts';

const FIELD_LABELS = {
  // Enquiries
  name: { zh: '姓名', en: 'Name' },
  company: { zh: '公司名称', en: 'Company' },
  contact: { zh: '联系方式', en: 'Contact' },
  message: { zh: '留言内容', en: 'Message' },
  source: { zh: '来源页面', en: 'Source page' },
  consent: { zh: '隐私政策同意', en: 'Privacy consent' },
  status: { zh: '状态', en: 'Status' },
  note: { zh: '备注', en: 'Note' },
  noteBase: { zh: '原备注', en: 'Previous note' },
  assignee: { zh: '负责人', en: 'Assignee' },
  assigned: { zh: '负责人筛选', en: 'Assignee filter' },
  // News
  title: { zh: '标题', en: 'Title' },
  content: { zh: '正文', en: 'Content' },
  category: { zh: '分类', en: 'Category' },
  author: { zh: '作者', en: 'Author' },
  authorEn: { zh: '英文作者', en: 'English author' },
  imageUrl: { zh: '图片地址', en: 'Image URL' },
  featured: { zh: '推荐', en: 'Featured' },
  publishedAt: { zh: '发布时间', en: 'Publish date' },
  titleEn: { zh: '英文标题', en: 'English title' },
  contentEn: { zh: '英文正文', en: 'English content' },
  baseUpdatedAt: { zh: '编辑起始版本', en: 'Version edited' },
  slug: { zh: '网址名', en: 'Address name' },
  summary: { zh: '摘要', en: 'Summary' },
  summaryEn: { zh: '英文摘要', en: 'English summary' },
  // Media library
  altZh: { zh: '中文替代文本', en: 'Chinese alt text' },
  altEn: { zh: '英文替代文本', en: 'English alt text' },
  // Lists
  q: { zh: '搜索词', en: 'Search term' },
  limit: { zh: '每页数量', en: 'Page size' },
  offset: { zh: '偏移量', en: 'Offset' },
  // Staff accounts
  username: { zh: '用户名', en: 'Username' },
  password: { zh: '密码', en: 'Password' },
  currentPassword: { zh: '当前密码', en: 'Current password' },
  newPassword: { zh: '新密码', en: 'New password' },
  role: { zh: '角色', en: 'Role' },
  disabled: { zh: '停用', en: 'Disabled' },
  code: { zh: '验证码', en: 'Code' },
  challenge: { zh: '登录步骤', en: 'Sign-in step' },
  requireTwoFactor: { zh: '要求两步验证', en: 'Require two-factor' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type FieldName = keyof typeof FIELD_LABELS;

export function hasFieldLabel(field: string): field is FieldName {
  return Object.hasOwn(FIELD_LABELS, field);
}

/** The field's label in `lang`; a field without one is named as it is spelled. */
export function fieldLabel(field: string, lang: Locale): string {
  return hasFieldLabel(field) ? FIELD_LABELS[field][lang] : field;
}
