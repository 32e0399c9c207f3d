import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES } from '~/shared/constants';
import {
  activeMainItem,
  FOOTER_COLUMNS,
  isCurrentPage,
  MAIN_MENU,
  matchesPrefix,
  NEWS_MENU,
  PRODUCTS_MENU,
  SOLUTIONS_MENU,
} from '~/content/navigation';
import { SUBMENU_GROUPS } from '~/content/schema/sections';

describe('active main menu item', () => {
  it('matches a prefix and the pages below it, not longer names', () => {
    expect(matchesPrefix('/product-service', '/product-service')).toBe(true);
    expect(matchesPrefix('/product-service/carbon-finance/', '/product-service')).toBe(true);
    expect(matchesPrefix('/product-services', '/product-service')).toBe(false);
    expect(matchesPrefix('/about#contact', '/about')).toBe(true);
  });

  it('finds the section of a page by its path prefix', () => {
    expect(activeMainItem('/product-service/ccer-asset-development')).toBe('products');
    expect(activeMainItem('/green-certificate-trading')).toBe('products');
    expect(activeMainItem('/zero-carbon-park')).toBe('solutions');
    expect(activeMainItem('/solution')).toBe('solutions');
    expect(activeMainItem('/success-cases/3')).toBe('cases');
    expect(activeMainItem('/news-detail/abc')).toBe('news');
    expect(activeMainItem('/news-center')).toBe('news');
    expect(activeMainItem('/about/')).toBe('about');
    expect(activeMainItem('/')).toBeUndefined();
    expect(activeMainItem('/privacy')).toBeUndefined();
  });

  it('never makes two items current on one page', () => {
    for (const item of MAIN_MENU) {
      for (const prefix of item.activePrefixes) {
        const owners = MAIN_MENU.filter((other) => other.activePrefixes.some((p) => matchesPrefix(prefix, p)));
        expect(
          owners.map((owner) => owner.id),
          prefix,
        ).toEqual([item.id]);
      }
    }
  });

  it('knows the current page of a menu link, ignoring slash, query and hash', () => {
    expect(isCurrentPage('/product-service/carbon-finance/', '/product-service/carbon-finance')).toBe(true);
    expect(isCurrentPage('/product-service', '/product-service/carbon-finance')).toBe(false);
  });
});

describe('menus', () => {
  it('list the five main items in the spec order, three with a mega-menu', () => {
    expect(MAIN_MENU.map((item) => item.id)).toEqual(['products', 'solutions', 'cases', 'news', 'about']);
    expect(MAIN_MENU.filter((item) => item.mega).map((item) => item.mega)).toEqual(['products', 'solutions', 'news']);
  });

  it('have six product groups plus the zero-carbon park, five solutions and two image boxes', () => {
    expect(PRODUCTS_MENU.groups.map((group) => group.title.label.en)).toEqual([
      'Carbon trading',
      'Carbon consulting',
      'Carbon finance',
      'Carbon informatization',
      'Carbon footprint',
      'Carbon training',
    ]);
    expect(PRODUCTS_MENU.featured.href).toBe('/zero-carbon-park');
    expect(SOLUTIONS_MENU.items).toHaveLength(5);
    expect(SOLUTIONS_MENU.boxes.map((box) => box.art)).toEqual(['brand', 'calculator']);
  });

  it('send each news category to the news centre with its Chinese name encoded', () => {
    expect(NEWS_MENU.title).toBe('/news-center');
    expect(NEWS_MENU.categories.map((c) => c.category)).toEqual([...NEWS_CATEGORIES]);
    expect(NEWS_MENU.categories[0]!.href).toBe(`/news-center?category=${encodeURIComponent('政策解读')}`);
    for (const category of NEWS_MENU.categories) expect(category.description.en.length).toBeGreaterThan(0);
  });

  it('only hold language-neutral site paths, in both languages', () => {
    const links = [
      ...PRODUCTS_MENU.groups.flatMap((group) => [group.title, ...group.items]),
      PRODUCTS_MENU.featured,
      ...SOLUTIONS_MENU.items,
      ...SOLUTIONS_MENU.boxes,
      SOLUTIONS_MENU.more,
      ...NEWS_MENU.categories,
    ];
    for (const link of links) {
      expect(link.href, link.label.en).toMatch(/^\/(?!en\/)/);
      expect(link.label.zh && link.label.en, link.href).toBeTruthy();
    }
    for (const column of FOOTER_COLUMNS) for (const link of column.links) expect(link.href).toMatch(/^\/(?!en\/)/);
  });

  it('hold a products group for every home business card that opens a sub-menu', () => {
    const groups = PRODUCTS_MENU.groups.map((group) => group.title.href);
    for (const id of SUBMENU_GROUPS) expect(groups).toContain(`/product-service/${id}`);
  });
});
