import { describe, expect, it, vi } from 'vitest';
import { mainMenu, productsLinks } from '~/content/navigation';
import { NEWS_CATEGORY_LINKS } from '~/content/news-categories';
import { headerMenu, headerSite, serviceDetails, type MenuLink } from '~/layouts/shell-props';
import { loadMenus } from './menus-data';

// The collection's reader needs Astro; the same file through the same schema does not.
vi.mock('~/content/menus', async () => {
  const { loadMenus: load } = await import('./menus-data');
  return { siteMenus: async () => load() };
});

// Astro's image pipeline turns these imports into file metadata; plain vitest does not.
const { file } = vi.hoisted(() => ({
  file: (name: string) => ({ default: { src: `/_astro/${name}.svg`, width: 180, height: 110 } }),
}));
vi.mock('~/assets/menu/park.svg', () => file('park'));
vi.mock('~/assets/menu/brand.svg', () => file('brand'));
vi.mock('~/assets/menu/calculator.svg', () => file('calculator'));

const CJK = /[\u4e00-\u9fff]/;

async function allLinks(locale: 'zh' | 'en'): Promise<MenuLink[]> {
  const { main, products, solutions, news } = await headerMenu(locale);
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
  it('has every menu link, label in the page language, href localized', async () => {
    const zh = await allLinks('zh');
    const en = await allLinks('en');
    const menus = loadMenus();
    const { solutions } = menus;
    const sourceCount =
      mainMenu(menus).length +
      productsLinks(menus).length +
      solutions.items.length +
      solutions.boxes.length +
      1 +
      NEWS_CATEGORY_LINKS.length;
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
    expect((await headerMenu('en')).news.categories[0]).toEqual({
      label: 'Policy Interpretation',
      href: `/en/news-center/?category=${encodeURIComponent('政策解读')}`,
      description: 'National and local dual carbon policy, market rules and standards, explained',
    });
  });

  it('keeps language-neutral prefixes for the active item and the drawings as file URLs', async () => {
    const menu = await headerMenu('en');
    const menus = loadMenus();
    const main = mainMenu(menus);
    expect(menu.main.map((item) => item.activePrefixes)).toEqual(main.map((item) => item.activePrefixes));
    expect(menu.main.map((item) => item.mega)).toEqual(main.map((item) => item.mega));
    expect(menu.products.featured.art.src).toBe(`/_astro/${menus.products.featured.art}.svg`);
    expect(menu.solutions.boxes.map((box) => box.art.src)).toEqual(menus.solutions.boxes.map((box) => `/_astro/${box.art}.svg`));
  });

  it('passes the company facts of one language', () => {
    expect(headerSite('en')).toMatchObject({ name: 'Carbon Neutrality Services Center', shortName: 'CNSC' });
    expect(serviceDetails('en')).toMatchObject({
      hours: 'Weekdays 9:00–18:00 (UTC+8)',
      enquiryHref: '/en/about/#contact',
    });
    expect(serviceDetails('zh').enquiryHref).toBe('/about/#contact');
  });
});
