// The props of the site shell's parts (the header island and its panels, the customer-service panel) in one language,
// resolved at build time: labels already in the page's language, hrefs already
// localized, drawings as file URLs. The islands import none of the menu data
// or company facts of both languages (docs/DEVELOPMENT.md, 'Weight of the public pages').
import type { ImageMetadata } from 'astro';
import type { MegaMenuId } from '~/config/header';
import { SITE } from '~/config/site';
import { siteMenus } from '~/content/menus';
import { CONTACT_HREF, mainMenu, MENU_OVERVIEWS, type MainMenuId } from '~/content/navigation';
import { NEWS_CATEGORY_LINKS } from '~/content/news-categories';
import type { NavLink } from '~/content/types';
import { useTranslations } from '~/i18n';
import { localizePath, type Locale } from '~/i18n/locales';

export interface MenuLink {
  label: string;
  href: string;
}
export interface DescribedMenuLink extends MenuLink {
  description: string;
}
/** A decorative drawing: a file URL, shown as `<img alt="">`. */
export interface MenuArt {
  src: string;
  width: number;
  height: number;
}

export interface MainMenuLink extends MenuLink {
  id: MainMenuId;
  /** Language-neutral: the item is current on these paths and below. */
  activePrefixes: readonly string[];
  mega?: MegaMenuId;
}

export interface HeaderMenu {
  main: MainMenuLink[];
  products: {
    overview: string;
    groups: { title: MenuLink; items: MenuLink[] }[];
    featured: DescribedMenuLink & { art: MenuArt };
  };
  solutions: {
    overview: string;
    items: DescribedMenuLink[];
    boxes: (DescribedMenuLink & { art: MenuArt })[];
    more: MenuLink;
  };
  news: { overview: string; categories: DescribedMenuLink[] };
}

/** Company facts the header shows. */
export interface HeaderSite {
  name: string;
  shortName: string;
  phone: { display: string; tel: string };
}

export interface ServiceDetails {
  hours: string;
  phone: { display: string; tel: string };
  email: string;
  enquiryHref: string;
}

// Every drawing of src/assets/menu/; the menus' schema checks the names menus.yaml gives.
const DRAWINGS = import.meta.glob<{ default: ImageMetadata }>('/src/assets/menu/*.svg', { eager: true });
const art = (name: string): MenuArt => {
  const { src, width, height } = DRAWINGS[`/src/assets/menu/${name}.svg`]!.default;
  return { src, width, height };
};

export async function headerMenu(locale: Locale): Promise<HeaderMenu> {
  const menus = await siteMenus();
  const { products, solutions } = menus;
  const t = useTranslations(locale);
  const href = (path: string) => localizePath(path, locale);
  const link = (item: NavLink): MenuLink => ({ label: item.label[locale], href: href(item.href) });
  const described = (item: NavLink & { description: NavLink['label'] }): DescribedMenuLink => ({
    ...link(item),
    description: item.description[locale],
  });
  return {
    main: mainMenu(menus).map((item) => ({
      id: item.id,
      label: t(item.label),
      href: href(item.href),
      activePrefixes: item.activePrefixes,
      ...(item.mega ? { mega: item.mega } : {}),
    })),
    products: {
      overview: href(MENU_OVERVIEWS.products),
      groups: products.groups.map((group) => ({ title: link(group.title), items: group.items.map(link) })),
      featured: { ...described(products.featured), art: art(products.featured.art) },
    },
    solutions: {
      overview: href(MENU_OVERVIEWS.solutions),
      items: solutions.items.map(described),
      boxes: solutions.boxes.map((box) => ({ ...described(box), art: art(box.art) })),
      more: link(solutions.more),
    },
    news: { overview: href(MENU_OVERVIEWS.news), categories: NEWS_CATEGORY_LINKS.map(described) },
  };
}

export function headerSite(locale: Locale): HeaderSite {
  return { name: SITE.name[locale], shortName: SITE.shortName[locale], phone: SITE.phone };
}

export function serviceDetails(locale: Locale): ServiceDetails {
  return {
    hours: SITE.serviceHours[locale],
    phone: SITE.phone,
    email: SITE.email,
    enquiryHref: localizePath(CONTACT_HREF, locale),
  };
}
