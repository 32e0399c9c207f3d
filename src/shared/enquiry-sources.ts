// The page each enquiry form names as its `source` (docs/API.md, 'Enquiries'):
// its name in both languages, for the inbox, the export and the e-mail, and its
// address. Page names come from each page's content file (seo.title);
// tests/unit/enquiry-sources.test.ts fails when a form's source is missing here.
import type { Locale } from '../i18n/locales.ts';

const SOURCE_NAMES: Record<string, Record<Locale, string>> = {
  // Not a page: the form every page's footer may carry.
  footer: { zh: '页脚表单', en: 'Footer form' },
  'carbon-finance-solution': { zh: '碳金融解决方案', en: 'Carbon finance solution' },
  'carbon-footprint': { zh: '碳足迹', en: 'Carbon footprint' },
  'carbon-neutrality-planning': { zh: '碳中和规划', en: 'Carbon neutrality planning' },
  'carbon-research': { zh: '碳研究', en: 'Carbon research' },
  'carbon-standard-development': { zh: '碳标准制定', en: 'Carbon standard development' },
  'ceav-carbon-accounting': { zh: 'CEAV 碳核算', en: 'CEAV carbon accounting' },
  'corporate-carbon-management': { zh: '企业碳管理平台', en: 'Enterprise carbon management platform' },
  'enterprise-carbon-asset-management': { zh: '企业碳资产管理', en: 'Enterprise carbon asset management' },
  'esg-disclosure': { zh: 'ESG 信息披露', en: 'ESG disclosure' },
  'green-certificate-trading': { zh: '绿证交易服务', en: 'Green certificate trading' },
  'local-carbon-trading': { zh: '地方碳普惠交易', en: 'Local carbon-inclusive trading' },
  solution: { zh: '能碳精益管理系统', en: 'Energy-carbon lean management system' },
  'zero-carbon-factory': { zh: '零碳工厂', en: 'Zero-carbon factory' },
  'zero-carbon-park': { zh: '零碳园区', en: 'Zero-carbon park' },
  about: { zh: '关于我们', en: 'About us' },
  'product-service': { zh: '产品与服务', en: 'Products and services' },
  'product-service/carbon-consulting': { zh: '碳咨询服务', en: 'Carbon consulting services' },
  'product-service/carbon-finance': { zh: '碳金融服务', en: 'Carbon finance services' },
  'product-service/carbon-footprint': { zh: '碳足迹服务', en: 'Carbon footprint services' },
  'product-service/carbon-informatization': { zh: '碳信息化服务', en: 'Carbon informatization services' },
  'product-service/carbon-trading': { zh: '碳交易服务', en: 'Carbon trading services' },
  'product-service/carbon-training': { zh: '碳培训服务', en: 'Carbon training' },
  'product-service/ccer-asset-development': { zh: 'CCER 资产开发', en: 'CCER asset development' },
  'product-service/green-low-carbon-factory': { zh: '绿色低碳工厂创建服务', en: 'Green low-carbon factory services' },
};

/** The page's name in `locale`, or the source as sent when it names no known page (older forms, scripts). */
export function sourceName(source: string, locale: Locale): string {
  return SOURCE_NAMES[source]?.[locale] ?? source;
}

/** The page's address in `locale` (site-relative), for a known source only. */
export function sourcePath(source: string, locale: Locale): string | undefined {
  if (!(source in SOURCE_NAMES) || source === 'footer') return undefined;
  return `${locale === 'en' ? '/en' : ''}/${source}/`;
}

export const KNOWN_SOURCES = Object.keys(SOURCE_NAMES);
