// The words of the pages the API renders for an enquiry form posted without
// JavaScript (docs/API.md, 'POST /api/contact'): both languages side by side.
// Field labels come from the site's dictionaries (src/i18n), field messages
// from the API's catalog (src/shared/messages.ts).
import type { Locale } from '../../src/i18n/locales.ts';

type Copy = Readonly<Record<Locale, string>>;

export const ENQUIRY_PAGE_COPY = {
  title: { zh: '请检查您的咨询', en: 'Please check your enquiry' },
  invalid: {
    zh: '有几项需要修改，您填写的内容都已保留。改好后请再次提交。',
    en: 'A few things need changing. Everything you typed is still here: correct it and send again.',
  },
  rateLimited: {
    zh: '提交过于频繁，请 {minutes} 分钟后再提交。您填写的内容都已保留。',
    en: 'Too many enquiries from your connection: please send again in {minutes} minutes. Everything you typed is still here.',
  },
  failed: {
    zh: '服务器暂时出了问题，您的咨询尚未保存。您填写的内容都已保留，请稍后再次提交，或直接致电我们。',
    en: 'Something went wrong on our side and your enquiry was not saved. Everything you typed is still here: please send it again in a moment, or call us.',
  },
  refused: {
    zh: '这次提交无法处理。请返回原页面重新填写。',
    en: 'We could not accept this submission. Please go back to the page and fill in the form again.',
  },
  required: { zh: '必填', en: 'required' },
  requiredNote: { zh: '带 * 的为必填项', en: 'Fields marked * are required' },
  back: { zh: '返回原页面', en: 'Back to the page' },
  call: { zh: '咨询电话', en: 'Call us' },
} as const satisfies Record<string, Copy>;
