// The menus (src/content/menus.yaml, derived in src/content/navigation.ts) as
// properties that survive a marketer's edit: every link leads to a page that is
// built, every page can be reached, one main item at most is current.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { activeItem, isCurrentPage, matchesPrefix } from '~/content/menu-paths';
import { footerColumns, mainMenu, MENU_OVERVIEWS, pageHref, productsLinks, type MainMenuId } from '~/content/navigation';
import { NEWS_CATEGORY_LINKS } from '~/content/news-categories';
import { menusSchema } from '~/content/schema/menus';
import { SUBMENU_GROUPS } from '~/content/schema/sections';
import { loadMenus, rawMenus } from './menus-data';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const CONTENT = join(SRC, 'content');
const ROUTES = join(SRC, 'pages', '[...locale]');
const menus = loadMenus();
const main = mainMenu(menus);

const idsIn = (folder: string) =>
  readdirSync(join(CONTENT, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.replace(/\.yaml$/, ''));
const TOPICS = idsIn('topics');
const SERVICES = idsIn('services');
const CASES = idsIn('cases');

/** Every link of the header's menus and of the footer, language-neutral. */
function allMenuHrefs(): string[] {
  const { solutions } = menus;
  return [
    ...main.map((item) => item.href),
    ...Object.values(MENU_OVERVIEWS),
    ...productsLinks(menus).map((link) => link.href),
    ...[...solutions.items, ...solutions.boxes, solutions.more].map((link) => link.href),
    ...NEWS_CATEGORY_LINKS.map((link) => link.href),
    ...footerColumns(menus).flatMap((column) => column.links.map((link) => link.href)),
  ];
}

const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/** The content file a language-neutral path is built from, if any. */
function contentFileOf(path: string): string | undefined {
  const [, first = '', id] = path.split('/');
  const candidates =
    path === '/'
      ? ['home.yaml']
      : id === undefined
        ? [`topics/${first}.yaml`, `pages/${first}.yaml`, `${first}.yaml`]
        : first === 'product-service'
          ? [`services/${id}.yaml`]
          : first === 'success-cases'
            ? [`cases/${id}.yaml`]
            : [];
  return candidates.map((file) => join(CONTENT, file)).find((file) => existsSync(file));
}

/** Whether `npm run build` writes a page at this path: its content file, or a route file of its own. */
function isBuilt(path: string): boolean {
  if (contentFileOf(path)) return true;
  const route = path === '/' ? 'index' : path.slice(1);
  return existsSync(join(ROUTES, `${route}.astro`)) || existsSync(join(ROUTES, route, 'index.astro'));
}

/** A section of a content file as written: only what leads to other pages without an `href`. */
type RawSection =
  | { kind: 'cases'; items: (number | string)[] }
  | { kind: 'business'; items: { submenu?: string }[] }
  | { kind: string; items?: unknown };

/** The pages a section links to by name: a cases section's cards, a business card's sub-menu (its products group). */
function namedLinksOf(section: RawSection): string[] {
  if (section.kind === 'cases') {
    return (section.items as (number | string)[]).map((id) => pageHref({ case: String(id) }));
  }
  if (section.kind === 'business') {
    return (section.items as { submenu?: string }[]).flatMap(({ submenu }) => {
      const group = menus.products.groups.find((candidate) => candidate.title.service === submenu);
      return submenu === undefined || !group ? [] : [group.title.href, ...group.items.map((item) => item.href)];
    });
  }
  return [];
}

/** The pages a page links to: the `href`s of its content file, and what its sections name by id. */
function linksOf(path: string): string[] {
  const file = contentFileOf(path);
  if (!file) return [];
  const text = readFileSync(file, 'utf8');
  const hrefs = [...text.matchAll(/href:\s*"?(\/[^\s"]*)/g)].map((match) => pathOf(match[1]!));
  const sections: RawSection[] = (parse(text) as { sections?: RawSection[] } | null)?.sections ?? [];
  hrefs.push(...sections.flatMap(namedLinksOf).map(pathOf));
  // The list page shows every case.
  if (path === '/success-cases') hrefs.push(...CASES.map((id) => pageHref({ case: id })));
  return hrefs;
}

describe('active main menu item', () => {
  it('matches a prefix and the pages below it, not longer names', () => {
    expect(matchesPrefix('/product-service', '/product-service')).toBe(true);
    expect(matchesPrefix('/product-service/carbon-finance/', '/product-service')).toBe(true);
    expect(matchesPrefix('/product-services', '/product-service')).toBe(false);
    expect(matchesPrefix('/about#contact', '/about')).toBe(true);
  });

  const ownersOf = (path: string) => main.filter((item) => item.activePrefixes.some((prefix) => matchesPrefix(path, prefix)));

  it('is never two items, on any topic, service or case page', () => {
    const pages = [
      ...TOPICS.map((topic) => pageHref({ topic })),
      ...SERVICES.map((service) => pageHref({ service })),
      ...CASES.map((id) => pageHref({ case: id })),
    ];
    for (const path of pages) expect(ownersOf(path).length, path).toBeLessThanOrEqual(1);
  });

  it('is one item on every service, case and news page, none on the home page', () => {
    const pages = [
      ...SERVICES.map((service) => pageHref({ service })),
      ...CASES.map((id) => pageHref({ case: id })),
      '/news-detail/abc',
    ];
    for (const path of pages) expect(ownersOf(path), path).toHaveLength(1);
    expect(activeItem(main, '/')).toBeUndefined();
    expect(activeItem(main, '/privacy')).toBeUndefined();
  });

  it('is the item whose menu lists a topic page, Solutions first', () => {
    const solutionTopics = new Set(menus.solutions.items.map((item) => item.href));
    for (const link of productsLinks(menus).filter((entry) => entry.topic !== undefined)) {
      const expected: MainMenuId = solutionTopics.has(link.href) ? 'solutions' : 'products';
      expect(activeItem(main, link.href), link.href).toBe(expected);
    }
    for (const href of solutionTopics) expect(activeItem(main, href), href).toBe('solutions');
  });

  it('knows the current page of a menu link, ignoring slash, query and hash', () => {
    expect(isCurrentPage('/product-service/carbon-finance/', '/product-service/carbon-finance')).toBe(true);
    expect(isCurrentPage('/product-service', '/product-service/carbon-finance')).toBe(false);
  });
});

describe('menus', () => {
  it('every menu and footer link is a language-neutral path to a page the build writes', () => {
    for (const href of allMenuHrefs()) {
      expect(href).toMatch(/^\/(?!en\/)/);
      expect(isBuilt(pathOf(href)), href).toBe(true);
    }
  });

  it('every section a menu link jumps to exists on its page', () => {
    for (const href of allMenuHrefs().filter((link) => link.includes('#'))) {
      const [path, anchor] = href.split('#');
      expect(readFileSync(contentFileOf(path!)!, 'utf8'), href).toMatch(new RegExp(`\\bid: ${anchor}\\b`));
    }
  });

  it('every topic, service and case page can be reached from the home page', () => {
    const reachable = new Set<string>();
    const queue = ['/', ...allMenuHrefs().map(pathOf)];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (reachable.has(path)) continue;
      reachable.add(path);
      queue.push(...linksOf(path));
    }
    const pages = [
      ...TOPICS.map((topic) => pageHref({ topic })),
      ...SERVICES.map((service) => pageHref({ service })),
      ...CASES.map((id) => pageHref({ case: id })),
    ];
    expect(pages.filter((page) => !reachable.has(page))).toEqual([]);
  });

  it("read the home page's links from its sections: case cards and business sub-menus included", () => {
    const home = linksOf('/');
    const sections: RawSection[] = parse(readFileSync(contentFileOf('/')!, 'utf8')).sections;
    const cases = sections.filter((section) => section.kind === 'cases');
    const submenus = sections
      .filter((section) => section.kind === 'business')
      .flatMap((section) => section.items as { submenu?: string }[]);
    expect(cases.length).toBeGreaterThan(0);
    expect(submenus.some((card) => card.submenu !== undefined)).toBe(true);
    for (const id of cases.flatMap((section) => section.items as (number | string)[])) {
      expect(home).toContain(pageHref({ case: String(id) }));
    }
    for (const { submenu } of submenus) {
      if (submenu !== undefined) expect(home, submenu).toContain(pageHref({ service: submenu }));
    }
  });

  it('send each news category to the news centre with its Chinese name encoded', () => {
    for (const link of NEWS_CATEGORY_LINKS) {
      expect(link.href).toBe(`/news-center?category=${encodeURIComponent(link.category)}`);
    }
  });

  it('hold a products column for every home business card that opens a sub-menu', () => {
    const columns = menus.products.groups.map((group) => group.title.service);
    for (const id of SUBMENU_GROUPS) expect(columns).toContain(id);
  });
});

describe('the menus file', () => {
  const issuesOf = (data: unknown) => {
    const result = menusSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  type RawLink = Record<string, unknown> & { label: Record<string, string> };
  const firstEntry = (data: Record<string, unknown>) =>
    (data as { products: { groups: { items: RawLink[] }[] } }).products.groups[0]!.items[0]!;

  it('rejects a label without its English translation, naming the field', () => {
    const data = rawMenus();
    delete firstEntry(data).label.en;
    expect(issuesOf(data)).toEqual(['products.groups.0.items.0.label.en: missing translation']);
  });

  it('rejects a page that does not exist, and an entry naming no page or two', () => {
    const data = rawMenus();
    const entry = firstEntry(data);
    entry.service = 'no-such-service';
    expect(issuesOf(data)).toEqual([
      'products.groups.0.items.0.service: no service page src/content/services/no-such-service.yaml',
    ]);
    delete entry.service;
    expect(issuesOf(data)).toEqual([
      'products.groups.0.items.0: name the page it opens with one of topic:, service:, case: or page: (and only one)',
    ]);
    entry.topic = 'solution';
    entry.page = 'about';
    expect(issuesOf(data)).toHaveLength(1);
  });
});
