// The menus' code: where a menu entry leads, which main item is current on a
// page, the footer's columns. Their words and pages are content
// (src/content/menus.yaml, docs/CONTENT.md 'Menus'). No astro:content here:
// the menus' schema and the unit tests import this file.
import type { MegaMenuId } from '~/config/header';
import type { MessageKey } from '~/i18n/translate';
import type { MenusContent } from './schema/menus.ts';
import type { NavLink } from './types.ts';

/** The pages a menu entry can name with `page:`, and their language-neutral paths. */
export const FIXED_PAGES = {
  home: '/',
  about: '/about',
  contact: '/about#contact',
  'news-center': '/news-center',
  privacy: '/privacy',
  'product-service': '/product-service',
  'success-cases': '/success-cases',
} as const;
export type FixedPage = keyof typeof FIXED_PAGES;

/** How a menu entry names its page: exactly one of these (the schema checks it exists). */
export interface PageFields {
  topic?: string;
  service?: string;
  case?: string;
  page?: FixedPage;
}

/** The language-neutral path of a named page (localizePath adds /en). */
export function pageHref({ topic, service, case: caseId, page }: PageFields): string {
  if (topic !== undefined) return `/${topic}`;
  if (service !== undefined) return `${FIXED_PAGES['product-service']}/${service}`;
  if (caseId !== undefined) return `${FIXED_PAGES['success-cases']}/${caseId}`;
  if (page !== undefined) return FIXED_PAGES[page];
  throw new Error('a menu entry names no page');
}

export const CONTACT_HREF = FIXED_PAGES.contact;

/** Where each mega-menu's 'see all' link and its main item lead. */
export const MENU_OVERVIEWS = {
  products: FIXED_PAGES['product-service'],
  solutions: pageHref({ topic: 'solution' }),
  news: FIXED_PAGES['news-center'],
} as const satisfies Record<MegaMenuId, string>;

export type MainMenuId = 'products' | 'solutions' | 'cases' | 'news' | 'about';

export interface MainMenuItem {
  id: MainMenuId;
  label: MessageKey;
  href: string;
  /** The item is current on these paths and everything below them. */
  activePrefixes: readonly string[];
  mega?: MegaMenuId;
}

/** A menu link as the schema gives it: its href, and the page it was named by. */
export type MenuEntry = NavLink & PageFields;

/** Every link of the products menu: column titles, their entries, the featured card. */
export function productsLinks(menus: MenusContent): MenuEntry[] {
  const { groups, featured } = menus.products;
  return [...groups.flatMap((group) => [group.title, ...group.items]), featured];
}

const topicPaths = (links: readonly MenuEntry[]) =>
  links.flatMap((link) => (link.topic === undefined ? [] : [pageHref({ topic: link.topic })]));

/**
 * The main menu. A topic page is under Solutions when the solutions list names
 * it, otherwise under Products when the products menu links to it.
 */
export function mainMenu(menus: MenusContent): MainMenuItem[] {
  const solutionPages = new Set([MENU_OVERVIEWS.solutions, ...topicPaths(menus.solutions.items)]);
  const productPages = new Set(topicPaths(productsLinks(menus)).filter((path) => !solutionPages.has(path)));
  return [
    {
      id: 'products',
      label: 'nav.products',
      href: MENU_OVERVIEWS.products,
      mega: 'products',
      activePrefixes: [MENU_OVERVIEWS.products, ...productPages],
    },
    {
      id: 'solutions',
      label: 'nav.solutions',
      href: MENU_OVERVIEWS.solutions,
      mega: 'solutions',
      activePrefixes: [...solutionPages],
    },
    { id: 'cases', label: 'nav.cases', href: FIXED_PAGES['success-cases'], activePrefixes: [FIXED_PAGES['success-cases']] },
    {
      id: 'news',
      label: 'nav.news',
      href: MENU_OVERVIEWS.news,
      mega: 'news',
      activePrefixes: [MENU_OVERVIEWS.news, '/news-detail'],
    },
    { id: 'about', label: 'nav.about', href: FIXED_PAGES.about, activePrefixes: [FIXED_PAGES.about] },
  ];
}

/** A footer link: a menu link, or a UI label from the dictionary. */
export type FooterLink = NavLink | { key: MessageKey; href: string };

/** Footer link columns, after the brand column. */
export function footerColumns(menus: MenusContent): { title: MessageKey; links: readonly FooterLink[] }[] {
  const { products, solutions } = menus;
  return [
    { title: 'nav.products', links: [...products.groups.map((group) => group.title), products.featured] },
    { title: 'nav.solutions', links: solutions.items },
    {
      title: 'footer.company',
      links: [
        { key: 'nav.about', href: FIXED_PAGES.about },
        { key: 'nav.cases', href: FIXED_PAGES['success-cases'] },
        { key: 'nav.news', href: FIXED_PAGES['news-center'] },
        { key: 'about.contactForm', href: CONTACT_HREF },
      ],
    },
  ];
}
