// Every message a caller of the API can meet, in both languages. Schemas and
// handlers name a message by its key; the envelope renders it in the language
// of the request (docs/API.md, 'Message language'), so no schema exists once per language.
import type { Locale } from '../i18n/locales.ts';
import { format } from '../i18n/translate.ts';
import { fieldLabel } from './field-labels.ts';

/** `{label}` is the field's name in the message's language; other `{name}`s come from params. */
type Template = Readonly<Record<Locale, string>>;

const FIELD_MESSAGES = {
  required: { zh: '请填写{label}', en: '{label} is required' },
  notText: { zh: '{label}必须是文本', en: '{label} must be text' },
  tooShort: { zh: '{label}至少需要 {min} 个字符', en: '{label} must be at least {min} characters' },
  tooLong: { zh: '{label}不能超过 {max} 个字符', en: '{label} must be at most {max} characters' },
  choiceRequired: { zh: '请选择{label}', en: '{label} is required' },
  invalid: { zh: '{label}无效', en: '{label} is invalid' },
  intRange: { zh: '{label}必须是 {min} 到 {max} 之间的整数', en: '{label} must be a whole number from {min} to {max}' },
  intMin: { zh: '{label}必须是不小于 {min} 的整数', en: '{label} must be a whole number of at least {min}' },
  notBoolean: { zh: '{label}必须是 true 或 false', en: '{label} must be true or false' },
  notDate: { zh: '{label}必须是 ISO 8601 日期', en: '{label} must be an ISO 8601 date' },
  badDate: {
    zh: '{label}必须是 ISO 8601 日期，例如 2025-03-01T09:00:00+08:00',
    en: '{label} must be an ISO 8601 date, for example 2025-03-01T09:00:00+08:00',
  },
  slugFormat: {
    zh: '网址名只能包含小写字母、数字和连字符（如 carbon-market-2025）',
    en: 'The address name may only hold lower-case letters, digits and hyphens (e.g. carbon-market-2025)',
  },
  slugTaken: { zh: '该网址名已被其他新闻使用', en: 'Another article already uses this address name' },
  imageUrlScheme: { zh: '图片地址必须以 http://、https:// 或 / 开头', en: 'Image URL must start with http://, https:// or /' },
  consentRequired: { zh: '请阅读并同意隐私政策', en: 'Please read and agree to the Privacy Policy' },
  contactOrMessage: { zh: '请填写联系方式或留言内容', en: 'Please enter a contact or a message' },
  statusOrNote: { zh: '请修改状态、备注或负责人', en: 'Please change the status, the note or the assignee' },
  assigneeUnknown: { zh: '没有这个可用的员工账号', en: 'There is no enabled staff account with this username' },
  usernameFormat: {
    zh: '用户名只能包含小写字母、数字、点、下划线和连字符',
    en: 'Username may contain only lower-case letters, digits, dots, underscores and hyphens',
  },
  currentPasswordWrong: { zh: '当前密码不正确', en: 'Current password is incorrect' },
  samePassword: { zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  passwordCommon: {
    zh: '这个密码出现在已泄露的常见密码列表中，很容易被猜到，请换一个',
    en: 'This password is on a list of common leaked passwords and is easy to guess; please choose another',
  },
  passwordPersonal: {
    zh: '密码不能主要由用户名、姓名或网站名称组成，请换一个',
    en: 'The password must not be made mostly of your username, your name or the site’s name; please choose another',
  },
  codeWrong: { zh: '验证码不正确或已使用过', en: 'The code is wrong or has already been used' },
  cannotDisableSelf: { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  cannotDemoteSelf: { zh: '不能取消自己的管理员角色', en: 'You cannot remove the admin role from your own account' },
} as const satisfies Record<string, Template>;

const ERROR_MESSAGES = {
  invalidJson: { zh: '请求体不是有效的 JSON 对象', en: 'The request body is not a valid JSON object' },
  validation: { zh: '提交的内容有误，请检查后重试', en: 'Some fields are not valid; please check them and try again' },
  unauthorized: { zh: '未登录或登录已过期', en: 'Not signed in, or the session has expired' },
  badCredentials: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  forbidden: { zh: '无权执行此操作', en: 'Your account may not do this' },
  accountDisabled: { zh: '账号已停用，请联系管理员', en: 'This account is disabled. Please contact an administrator.' },
  foreignOrigin: { zh: '不接受来自其他网站的请求', en: 'Requests from other sites are not accepted' },
  passwordChangeRequired: { zh: '请先修改密码', en: 'Please change your password first' },
  twoFactorRequired: { zh: '请先开启两步验证', en: 'Please turn on two-factor sign-in first' },
  sessionIdle: {
    zh: '30 分钟没有操作，登录已结束，请重新登录',
    en: 'Signed out after 30 minutes without activity; please sign in again',
  },
  sessionEnded: { zh: '此登录会话已结束，请重新登录', en: 'This session was ended; please sign in again' },
  challengeExpired: { zh: '验证已超时，请重新输入密码', en: 'The sign-in step timed out; please enter your password again' },
  twoFactorAlreadyOn: { zh: '两步验证已开启', en: 'Two-factor sign-in is already on' },
  twoFactorOwnFirst: {
    zh: '请先为自己的账号开启两步验证，再要求所有人开启',
    en: 'Turn on two-factor for your own account before requiring it of everyone',
  },
  twoFactorOff: { zh: '两步验证未开启', en: 'Two-factor sign-in is not on' },
  setupExpired: { zh: '设置已超时，请重新开始', en: 'The set-up timed out; please start again' },
  sessionNotFound: { zh: '登录会话不存在', en: 'Session not found' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  routeNotFound: { zh: '接口不存在', en: 'No such API endpoint' },
  newsNotFound: { zh: '新闻不存在', en: 'Article not found' },
  enquiryNotFound: { zh: '留言不存在', en: 'Enquiry not found' },
  accountNotFound: { zh: '账号不存在', en: 'Account not found' },
  methodNotAllowed: { zh: '不支持该请求方法', en: 'This method is not supported here' },
  conflict: { zh: '资源已存在', en: 'It already exists' },
  usernameTaken: { zh: '用户名已被使用', en: 'This username is already taken' },
  newsChanged: {
    zh: '{name} 已于 {time} 保存了这篇新闻的新版本；你的修改尚未保存',
    en: '{name} saved a newer version of this article at {time}; your changes are not saved yet',
  },
  revisionNotFound: { zh: '该历史版本不存在', en: 'No such revision' },
  noteChanged: {
    zh: '备注已被其他人修改，请查看最新备注后再保存',
    en: 'Someone else changed the note meanwhile; look at the latest note, then save again',
  },
  payloadTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  unsupportedMediaType: { zh: '请求体必须是 application/json', en: 'The request body must be application/json' },
  rateLimited: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later' },
  unavailable: { zh: '服务暂时不可用，请稍后再试', en: 'The service is temporarily unavailable; please try again later' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  // Media library (docs/API.md, 'Media library')
  mediaEmpty: { zh: '没有收到图片：请求体为空', en: 'No image received: the request body is empty' },
  mediaTooLarge: {
    zh: '图片不能超过 4 MB 且不能超过 4000 万像素',
    en: 'The image must be at most 4 MB and at most 40 megapixels',
  },
  mediaUnsupported: {
    zh: '只接受 JPEG、PNG、WebP 和 AVIF 图片（不接受 SVG）',
    en: 'Only JPEG, PNG, WebP and AVIF images are accepted (not SVG)',
  },
  mediaNotFound: { zh: '图片不存在', en: 'Image not found' },
  mediaInUse: {
    zh: '图片正在被以下新闻使用，不能删除：{titlesZh}',
    en: 'The image cannot be deleted while these articles use it: {titlesEn}',
  },
} as const satisfies Record<string, Template>;

const MESSAGES: Record<MessageKey, Template> = { ...FIELD_MESSAGES, ...ERROR_MESSAGES };

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
export type MessageKey = FieldMessageKey | keyof typeof ERROR_MESSAGES;

/** A message named by key, with the numbers its template needs. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The message in `lang`; `field` supplies `{label}`. */
export function renderMessage(ref: MessageRef, lang: Locale, field?: string): string {
  const values: Record<string, string | number> = { ...ref.params, label: field ? fieldLabel(field, lang) : '' };
  return format(MESSAGES[ref.key][lang], values);
}

/** Field name to message, the shape of the envelope's `fields`, rendered in `lang`. */
export function renderFields(fields: Record<string, MessageRef>, lang: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, ref]) => [field, renderMessage(ref, lang, field)]));
}
