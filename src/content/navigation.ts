// Every menu of the site shell: main menu, mega-menus, mobile menu and footer
// columns. Hrefs are language-neutral; every one leads to a real page
// (decisions.md: items the spec leaves without a link go to the closest page).
import type { MegaMenuId } from '~/config/header';
import type { MessageKey } from '~/i18n/translate';
import { activeItem } from './menu-paths.ts';
import { NEWS_CATEGORY_LINKS } from './news-categories.ts';
import type { Localized, NavLink } from './types.ts';

export type MainMenuId = 'products' | 'solutions' | 'cases' | 'news' | 'about';

export interface MainMenuItem {
  id: MainMenuId;
  label: MessageKey;
  href: string;
  /** The item is current on these paths and everything below them. */
  activePrefixes: readonly string[];
  mega?: MegaMenuId;
}

export interface NavGroup {
  title: NavLink;
  items: readonly NavLink[];
}

const CONTACT = '/about#contact';

export const MAIN_MENU: readonly MainMenuItem[] = [
  {
    id: 'products',
    label: 'nav.products',
    href: '/product-service',
    mega: 'products',
    activePrefixes: [
      '/product-service',
      '/green-certificate-trading',
      '/local-carbon-trading',
      '/enterprise-carbon-asset-management',
      '/carbon-finance-solution',
      '/ceav-carbon-accounting',
      '/carbon-neutrality-planning',
      '/esg-disclosure',
      '/carbon-standard-development',
      '/carbon-research',
    ],
  },
  {
    id: 'solutions',
    label: 'nav.solutions',
    href: '/solution',
    mega: 'solutions',
    activePrefixes: [
      '/solution',
      '/zero-carbon-park',
      '/zero-carbon-factory',
      '/corporate-carbon-management',
      '/carbon-footprint',
    ],
  },
  { id: 'cases', label: 'nav.cases', href: '/success-cases', activePrefixes: ['/success-cases'] },
  {
    id: 'news',
    label: 'nav.news',
    href: '/news-center',
    mega: 'news',
    activePrefixes: ['/news-center', '/news-detail'],
  },
  { id: 'about', label: 'nav.about', href: '/about', activePrefixes: ['/about'] },
];

export { isCurrentPage, matchesPrefix } from './menu-paths.ts';

/** The main menu item that is current on a page, if any. */
export function activeMainItem(path: string): MainMenuId | undefined {
  return activeItem(MAIN_MENU, path);
}

/** A link that always carries its short description. */
export type DescribedLink = NavLink & { description: Localized };

function link(zh: string, en: string, href: string): NavLink;
function link(zh: string, en: string, href: string, description: Localized): DescribedLink;
function link(zh: string, en: string, href: string, description?: Localized): NavLink {
  return { label: { zh, en }, href, ...(description ? { description } : {}) };
}

export const PRODUCTS_MENU = {
  groups: [
    {
      title: link('碳交易', 'Carbon trading', '/product-service/carbon-trading'),
      items: [
        link('CCER 资产开发', 'CCER asset development', '/product-service/ccer-asset-development'),
        link('绿证交易', 'Green certificate trading', '/green-certificate-trading'),
        link('地方碳普惠交易', 'Local carbon-inclusive trading', '/local-carbon-trading'),
        link('绿色贸易平台', 'Green trade platform', '/product-service/carbon-trading'),
      ],
    },
    {
      title: link('碳咨询', 'Carbon consulting', '/product-service/carbon-consulting'),
      items: [
        link('绿色低碳工厂', 'Green low-carbon factory', '/product-service/green-low-carbon-factory'),
        link('碳中和规划', 'Carbon neutrality planning', '/carbon-neutrality-planning'),
        link('ESG 信息披露', 'ESG disclosure', '/esg-disclosure'),
        link('碳标准制定', 'Carbon standard development', '/carbon-standard-development'),
        link('碳研究', 'Carbon research', '/carbon-research'),
      ],
    },
    {
      title: link('碳金融', 'Carbon finance', '/product-service/carbon-finance'),
      items: [
        link('碳金融解决方案', 'Carbon finance solution', '/carbon-finance-solution'),
        link('企业碳资产管理', 'Enterprise carbon asset management', '/enterprise-carbon-asset-management'),
        link('个人碳账户', 'Personal carbon account', '/local-carbon-trading'),
      ],
    },
    {
      title: link('碳信息化', 'Carbon informatization', '/product-service/carbon-informatization'),
      items: [
        link('企业碳管理平台', 'Enterprise carbon management platform', '/corporate-carbon-management'),
        link('能碳精益管理系统', 'Energy-carbon lean management system', '/solution'),
        link('区域碳大脑', 'Regional carbon brain', '/product-service/carbon-informatization'),
      ],
    },
    {
      title: link('碳足迹', 'Carbon footprint', '/product-service/carbon-footprint'),
      items: [
        link('产品碳足迹', 'Product carbon footprint', '/carbon-footprint'),
        link('CEAV 碳核算', 'CEAV carbon accounting', '/ceav-carbon-accounting'),
        link('碳盘查', 'Carbon inventory', '/ceav-carbon-accounting'),
      ],
    },
    {
      title: link('碳培训', 'Carbon training', '/product-service/carbon-training'),
      items: [
        link('碳排放管理员培训', 'Carbon emissions manager training', '/product-service/carbon-training'),
        link('碳核查员培训', 'GHG verifier training', '/product-service/carbon-training'),
        link('企业双碳内训', 'In-house dual carbon training', CONTACT),
      ],
    },
  ],
  featured: link('零碳园区', 'Zero-carbon park', '/zero-carbon-park', {
    zh: '从碳盘查诊断、目标规划到智慧运营，分步建设可核查的零碳园区。',
    en: 'From a carbon inventory and targets to smart operations: a verifiable zero-carbon park, step by step.',
  }),
  overview: '/product-service',
} as const satisfies { groups: readonly NavGroup[]; featured: DescribedLink; overview: string };

export const SOLUTIONS_MENU = {
  items: [
    link('零碳工厂', 'Zero-carbon factory', '/zero-carbon-factory', {
      zh: '现状调研到认证验收的六步建设路径',
      en: 'Six steps from site survey to certification',
    }),
    link('零碳园区', 'Zero-carbon park', '/zero-carbon-park', {
      zh: '园区碳画像、数字孪生与能源运营优化',
      en: 'Carbon profiling, digital twin and energy operations',
    }),
    link('企业碳管理平台', 'Enterprise carbon management platform', '/corporate-carbon-management', {
      zh: '范围一、二、三排放与产品碳足迹统一管理',
      en: 'Scope 1, 2 and 3 emissions and product footprints in one place',
    }),
    link('能碳精益管理系统', 'Energy-carbon lean management system', '/solution', {
      zh: '能耗与碳排放实时监测，助力 ISO 50001 达标',
      en: 'Real-time energy and emissions monitoring towards ISO 50001',
    }),
    link('碳足迹核算', 'Carbon footprint accounting', '/carbon-footprint', {
      zh: '依据 ISO 14067 与 PAS 2050 核算产品碳足迹',
      en: 'Product footprints to ISO 14067 and PAS 2050',
    }),
  ],
  boxes: [
    {
      art: 'brand',
      ...link('低碳品牌', 'Low-carbon brand', '/carbon-neutrality-planning', {
        zh: '以可核查的减排成果塑造品牌',
        en: 'Build a brand on verified reductions',
      }),
    },
    {
      art: 'calculator',
      ...link('个人碳足迹计算器', 'Personal carbon footprint calculator', '/local-carbon-trading', {
        zh: '记录低碳行为，参与碳普惠',
        en: 'Log low-carbon habits, join carbon-inclusive schemes',
      }),
    },
  ],
  more: link('其他低碳解决方案', 'Other low-carbon solutions', CONTACT),
  overview: '/solution',
} as const satisfies {
  items: readonly DescribedLink[];
  boxes: readonly (DescribedLink & { art: 'brand' | 'calculator' })[];
  more: NavLink;
  overview: string;
};

export const NEWS_MENU = {
  title: '/news-center',
  categories: NEWS_CATEGORY_LINKS,
} as const;

/** A footer link: a menu link, or a UI label from the dictionary. */
export type FooterLink = NavLink | { key: MessageKey; href: string };

/** Footer link columns, after the brand column. */
export const FOOTER_COLUMNS: readonly { title: MessageKey; links: readonly FooterLink[] }[] = [
  {
    title: 'nav.products',
    links: [...PRODUCTS_MENU.groups.map((group) => group.title), PRODUCTS_MENU.featured],
  },
  { title: 'nav.solutions', links: SOLUTIONS_MENU.items },
  {
    title: 'footer.company',
    links: [
      { key: 'nav.about', href: '/about' },
      { key: 'nav.cases', href: '/success-cases' },
      { key: 'nav.news', href: '/news-center' },
      { key: 'about.contactForm', href: CONTACT },
    ],
  },
];

export const CONTACT_HREF = CONTACT;
