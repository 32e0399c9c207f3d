// Copy of the (interim) home page: hero and the six business areas. The full
// home page of the spec replaces it in a later issue.
import { CONTACT_HREF, PRODUCTS_MENU } from './navigation.ts';
import type { Localized } from './types.ts';

export type AreaIcon = 'trading' | 'consulting' | 'finance' | 'informatization' | 'footprint' | 'training';

export const HOME = {
  description: {
    zh: '碳中和综合服务中心提供碳交易、碳咨询、碳金融、碳信息化、碳足迹与碳培训一站式双碳服务，服务企业、园区与地方政府。',
    en: 'Carbon trading, consulting, finance, digital carbon management, footprints and training for enterprises, industrial parks and local governments, in one place.',
  },
  hero: {
    eyebrow: { zh: '双碳综合服务 · 始于 2011 年', en: 'Dual carbon services since 2011' },
    lead: {
      zh: '从碳盘查、减排规划到碳资产开发与交易，我们帮助企业、园区与地方政府把双碳目标落实为可核查的成果。',
      en: 'From carbon inventories and reduction roadmaps to carbon asset development and trading, we help enterprises, parks and local governments turn dual carbon goals into verified results.',
    },
    primary: { label: { zh: '了解产品与服务', en: 'Explore our services' }, href: PRODUCTS_MENU.overview },
    secondary: { label: { zh: '联系我们', en: 'Contact us' }, href: CONTACT_HREF },
  },
  areas: {
    eyebrow: { zh: '业务体系', en: 'What we do' },
    title: { zh: '覆盖碳资产全生命周期的六大业务', en: 'Six services across the carbon asset life cycle' },
    lead: {
      zh: '每一项服务都以国家政策与国际标准为依据，交付可衡量、可核查的成果。',
      en: 'Every service follows national policy and international standards, and delivers results you can measure and verify.',
    },
    items: [
      {
        icon: 'trading',
        text: {
          zh: 'CCER 项目开发、绿证交易与地方碳普惠，把减排量变为可交易的碳资产。',
          en: 'CCER project development, green certificates and carbon-inclusive schemes that turn reductions into tradable assets.',
        },
      },
      {
        icon: 'consulting',
        text: {
          zh: '碳盘查、碳中和规划与 ESG 信息披露，依据 ISO 14064-1 与 GHG Protocol 交付。',
          en: 'Carbon inventories, neutrality roadmaps and ESG disclosure, delivered to ISO 14064-1 and the GHG Protocol.',
        },
      },
      {
        icon: 'finance',
        text: {
          zh: '碳排放权质押融资、绿色债券与碳资产管理，盘活企业的碳资产。',
          en: 'Allowance-backed loans, green bonds and carbon asset management that put carbon assets to work.',
        },
      },
      {
        icon: 'informatization',
        text: {
          zh: '企业碳管理平台与能碳精益管理系统，实现排放数据的持续监测与 MRV。',
          en: 'An enterprise carbon management platform and energy-carbon monitoring for continuous MRV.',
        },
      },
      {
        icon: 'footprint',
        text: {
          zh: '依据 ISO 14067 与 PAS 2050 核算产品碳足迹，应对供应链与出口要求。',
          en: 'Product carbon footprints to ISO 14067 and PAS 2050, for supply-chain and export requirements.',
        },
      },
      {
        icon: 'training',
        text: {
          zh: '碳排放管理员、碳核查员与企业内训课程，培养懂政策、会核算的团队。',
          en: 'Courses for carbon emissions managers, verifiers and in-house teams who need the rules and the numbers.',
        },
      },
    ],
  },
  cta: {
    title: { zh: '从一次碳盘查开始', en: 'Start with a carbon inventory' },
    text: {
      zh: '告诉我们您的行业与目标，顾问将在一个工作日内与您联系。',
      en: 'Tell us your sector and your targets; an adviser will get back to you within one working day.',
    },
    action: { label: { zh: '预约咨询', en: 'Book a consultation' }, href: CONTACT_HREF },
  },
} as const satisfies {
  description: Localized;
  hero: Record<string, unknown>;
  areas: { items: readonly { icon: AreaIcon; text: Localized }[] } & Record<string, unknown>;
  cta: Record<string, unknown>;
};

/** The six areas in menu order, with their titles and links from the products menu. */
export const HOME_AREAS = HOME.areas.items.map((item, index) => ({ ...item, ...PRODUCTS_MENU.groups[index]!.title }));
