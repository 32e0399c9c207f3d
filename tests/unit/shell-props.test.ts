import { describe, expect, it, vi } from 'vitest';
import { MAIN_MENU, NEWS_MENU, PRODUCTS_MENU, SOLUTIONS_MENU } from '~/content/navigation';
import { headerMenu, headerSite, serviceDetails, type MenuLink } from '~/layouts/shell-props';

// Astro's image pipeline turns these imports into file metadata; plain vitest does not.
const { file } = vi.hoisted(() => ({
  file: (name: string) => ({ default: { src: `/_astro/${name}.svg`, width: 180, height: 110 } }),
}));
vi.mock('~/assets/menu/park.svg', () => file('park'));
vi.mock('~/assets/menu/brand.svg', () => file('brand'));
vi.mock('~/assets/menu/calculator.svg', () => file('calculator'));

const CJK = /[\u4e00-\u9fff]/;

function allLinks(locale: 'zh' | 'en'): MenuLink[] {
  const { main, products, solutions, news } = headerMenu(locale);
  return [
    ...main,
    ...products.groups.flatMap((group) => [group.title, ...group.items]),
    products.featured,
    ...solutions.items,
    ...solutions.boxes,
    solutions.more,
    ...news.categories,
  ];
}

describe('the header islands get one language only', () => {
  it('has every menu link, label in the page language, href localized', () => {
    const zh = allLinks('zh');
    const en = allLinks('en');
    const sourceCount =
      MAIN_MENU.length +
      PRODUCTS_MENU.groups.reduce((sum, group) => sum + 1 + group.items.length, 0) +
      1 +
      SOLUTIONS_MENU.items.length +
      SOLUTIONS_MENU.boxes.length +
      1 +
      NEWS_MENU.categories.length;
    expect(zh).toHaveLength(sourceCount);
    expect(en).toHaveLength(sourceCount);
    for (const link of zh) {
      expect(link.label, link.href).toMatch(CJK);
      expect(link.href).toMatch(/^\/(?!en\/)/);
    }
    for (const link of en) {
      expect(link.label, link.href).not.toMatch(CJK);
      expect(link.href).toMatch(/^\/en\//);
    }
    expect(headerMenu('en').news.categories[0]).toEqual({
      label: 'Policy Interpretation',
      href: `/en/news-center?category=${encodeURIComponent('政策解读')}`,
      description: 'National and local dual carbon policy, market rules and standards, explained',
    });
  });

  it('keeps language-neutral prefixes for the active item and the drawings as file URLs', () => {
    const menu = headerMenu('en');
    expect(menu.main.map((item) => item.activePrefixes)).toEqual(MAIN_MENU.map((item) => item.activePrefixes));
    expect(menu.main.map((item) => item.mega)).toEqual(MAIN_MENU.map((item) => item.mega));
    expect(menu.products.featured.art.src).toBe('/_astro/park.svg');
    expect(menu.solutions.boxes.map((box) => box.art.src)).toEqual(['/_astro/brand.svg', '/_astro/calculator.svg']);
  });

  it('passes the company facts of one language', () => {
    expect(headerSite('en')).toMatchObject({ name: 'Carbon Neutrality Services Center', shortName: 'CNSC' });
    expect(serviceDetails('en')).toMatchObject({
      hours: 'Weekdays 9:00–18:00 (UTC+8)',
      enquiryHref: '/en/about#contact',
    });
    expect(serviceDetails('zh').enquiryHref).toBe('/about#contact');
  });
});
