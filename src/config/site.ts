// Company facts used everywhere (header, footer, customer service, contact
// blocks, privacy policy); one edit here rebrands the whole site.
import type { Locale } from '~/i18n/locales';

type Localized = Record<Locale, string>;

export interface SiteConfig {
  name: Localized;
  shortName: Localized;
  slogan: Localized;
  /** Shown as written; `tel` is the dialable form for tel: links. */
  phone: { display: string; tel: string };
  email: string;
  address: Localized;
  serviceHours: Localized;
  foundedYear: number;
  /** ICP filing number, linked to the MIIT filing site. */
  icp: { number: string; url: string };
  /** Public-security (公安) filing number, linked to its filing record. */
  publicSecurity: { number: string; url: string };
  /**
   * Baidu's site-verification code (Baidu Search Resource Platform, 'HTML tag'
   * method: the `content` of its `baidu-site-verification` meta tag). Empty: no tag.
   */
  baiduSiteVerification: string;
}

export const SITE = {
  name: { zh: '碳中和综合服务中心', en: 'Carbon Neutrality Services Center' },
  shortName: { zh: '碳服务中心', en: 'CNSC' },
  slogan: {
    zh: '让每一吨减排都可衡量、可核查、可交易',
    en: 'Making every tonne of reduction measurable, verifiable and tradable',
  },
  phone: { display: '400-000-2060', tel: '+864000002060' },
  email: 'service@cnsc.example.com',
  address: {
    zh: '上海市浦东新区绿色低碳产业园 A 座 12 层',
    en: '12F, Tower A, Green Low-Carbon Industrial Park, Pudong New Area, Shanghai',
  },
  serviceHours: { zh: '工作日 9:00–18:00', en: 'Weekdays 9:00–18:00 (UTC+8)' },
  foundedYear: 2011,
  icp: { number: '沪ICP备2025000000号-1', url: 'https://beian.miit.gov.cn/' },
  publicSecurity: {
    number: '沪公网安备31011502000000号',
    url: 'https://beian.mps.gov.cn/#/query/webSearch?code=31011502000000',
  },
  baiduSiteVerification: '',
} as const satisfies SiteConfig;

/**
 * Widest `<title>` search results show whole, in Latin characters; a Chinese
 * character (or any full-width one) is about two of them wide, so about 35.
 * tests/unit/titles.test.ts checks every content page's; the news editor warns past it.
 */
export const TITLE_MAX_WIDTH = 70;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** How wide a title is in a search result, in Latin characters. */
export const titleWidth = (title: string): number => [...title].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);

/**
 * A page's `<title>`: its own title, then the company, by its full name in
 * Chinese and by its short name in English (the full English name alone would
 * take 36 of the 70 characters search results show). A title that leaves no
 * room for the company's name goes alone, so the words that matter are not cut.
 */
export function pageTitle(title: string, locale: Locale): string {
  if (title === SITE.name[locale]) return title;
  const full = `${title} | ${locale === 'en' ? SITE.shortName.en : SITE.name.zh}`;
  return titleWidth(full) > TITLE_MAX_WIDTH ? title : full;
}

/**
 * The year of the footer's copyright line: the year the site is built, in China
 * (UTC+8) whatever the build machine's time zone. Pages are pre-rendered, and
 * Netlify rebuilds on every content change and news write.
 */
export function copyrightYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}

/**
 * A phone number or a time span that never breaks across lines ("400-|000-2060",
 * "9:00–|18:00"): a word joiner (U+2060, invisible, read by no screen reader) on
 * each side of its hyphens and dashes. For text; the config keeps the plain value.
 */
export const keepWhole = (text: string): string => text.replace(/(?<=\S)([-–])(?=\S)/g, '\u2060$1\u2060');

/**
 * The site facts a content file may name in its texts, in one language:
 * `{name}`, `{shortName}`, `{founded}`, `{phone}`, `{email}`, `{address}`,
 * `{hours}` (see docs/CONTENT.md, 'Company facts in a text').
 */
export function siteVars(locale: Locale) {
  return {
    name: SITE.name[locale],
    shortName: SITE.shortName[locale],
    founded: SITE.foundedYear,
    phone: keepWhole(SITE.phone.display),
    email: SITE.email,
    address: SITE.address[locale],
    hours: keepWhole(SITE.serviceHours[locale]),
  };
}
