// The categories of the success cases, in the order of the list's filter. The
// slug is what a case file names and what `?category=` carries in the URL.
import type { Localized } from './types.ts';

export const CASE_CATEGORIES = [
  'zero-carbon-park',
  'carbon-management',
  'carbon-footprint',
  'esg-report',
  'carbon-trading',
] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const CASE_CATEGORY_LABELS = {
  'zero-carbon-park': { zh: '零碳园区', en: 'Zero-carbon parks' },
  'carbon-management': { zh: '企业碳管理', en: 'Corporate carbon management' },
  'carbon-footprint': { zh: '碳足迹核算', en: 'Carbon footprints' },
  'esg-report': { zh: 'ESG报告', en: 'ESG reporting' },
  'carbon-trading': { zh: '碳交易', en: 'Carbon trading' },
} as const satisfies Record<CaseCategory, Localized>;
