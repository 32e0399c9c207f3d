// The props of the site shell's parts (the header island and its panels, the customer-service panel) in one language,
// resolved at build time: labels already in the page's language, hrefs already
// localized, drawings as file URLs. The islands import none of the menu data
// or company facts of both languages (decisions.md 'Weight of the public pages').
import brandArt from '~/assets/menu/brand.svg';
import calculatorArt from '~/assets/menu/calculator.svg';
import parkArt from '~/assets/menu/park.svg';
import type { MegaMenuId } from '~/config/header';
import { SITE } from '~/config/site';
import {
  CONTACT_HREF,
  MAIN_MENU,
  NEWS_MENU,
  PRODUCTS_MENU,
  SOLUTIONS_MENU,
  type MainMenuId,
} from '~/content/navigation';
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

const ART = { park: parkArt, brand: brandArt, calculator: calculatorArt };
const art = (name: keyof typeof ART): MenuArt => ({
  src: ART[name].src,
  width: ART[name].width,
  height: ART[name].height,
});

export function headerMenu(locale: Locale): HeaderMenu {
  const t = useTranslations(locale);
  const href = (path: string) => localizePath(path, locale);
  const link = (item: NavLink): MenuLink => ({ label: item.label[locale], href: href(item.href) });
  const described = (item: NavLink & { description: NavLink['label'] }): DescribedMenuLink => ({
    ...link(item),
    description: item.description[locale],
  });
  return {
    main: MAIN_MENU.map((item) => ({
      id: item.id,
      label: t(item.label),
      href: href(item.href),
      activePrefixes: item.activePrefixes,
      ...(item.mega ? { mega: item.mega } : {}),
    })),
    products: {
      overview: href(PRODUCTS_MENU.overview),
      groups: PRODUCTS_MENU.groups.map((group) => ({ title: link(group.title), items: group.items.map(link) })),
      featured: { ...described(PRODUCTS_MENU.featured), art: art('park') },
    },
    solutions: {
      overview: href(SOLUTIONS_MENU.overview),
      items: SOLUTIONS_MENU.items.map(described),
      boxes: SOLUTIONS_MENU.boxes.map((box) => ({ ...described(box), art: art(box.art) })),
      more: link(SOLUTIONS_MENU.more),
    },
    news: { overview: href(NEWS_MENU.title), categories: NEWS_MENU.categories.map(described) },
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
