// Structured data (schema.org JSON-LD) for search engines: the company on the
// home page, a breadcrumb trail on every page below it, and what a service page
// offers. Built from the site's facts (src/config/site.ts) and the page's own
// title and address; rendered by StructuredData.astro.
import { SITE } from '~/config/site';
import type { Locale } from '~/i18n/locales';
import { localizePath, neutralPath } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';
import { scriptSafeJson } from '~/shared/script-safe-json';

type Node = Record<string, unknown>;

/** A page's place in the site: the section a detail page belongs to, by its path's first segment. */
const PARENTS: Record<string, { path: string; label: 'nav.products' | 'nav.cases' | 'nav.news' }> = {
  'product-service': { path: '/product-service', label: 'nav.products' },
  'success-cases': { path: '/success-cases', label: 'nav.cases' },
  'news-detail': { path: '/news-center', label: 'nav.news' },
};

export interface PageFacts {
  /** The page's address (any language). */
  pathname: string;
  /** The page's own title (without the site's name). */
  title: string;
  description: string;
  locale: Locale;
  t: Translate;
  /** The site's origin (Astro.site). */
  site: URL;
  /** A service detail page: also describes the service it offers. */
  service?: boolean;
}

const organizationId = (site: URL) => new URL('/#organization', site).href;

function organization(locale: Locale, site: URL): Node {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: SITE.name[locale],
    alternateName: SITE.shortName[locale],
    url: new URL(localizePath('/', locale), site).href,
    logo: new URL('/favicon.svg', site).href,
    email: SITE.email,
    telephone: SITE.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address[locale],
      addressLocality: locale === 'zh' ? '上海' : 'Shanghai',
      addressCountry: 'CN',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: SITE.phone.tel,
      email: SITE.email,
      availableLanguage: ['zh-CN', 'en'],
    },
  };
}

/** The nodes of a page's graph: Organization on the home page, else BreadcrumbList (and Service). */
export function structuredData({ pathname, title, description, locale, t, site, service = false }: PageFacts): Node[] {
  const path = neutralPath(pathname);
  if (path === '/') return [organization(locale, site)];
  const url = (p: string) => new URL(localizePath(p, locale), site).href;
  const parent = PARENTS[path.split('/')[1] ?? ''];
  const trail = [
    { name: t('article.home'), item: url('/') },
    ...(parent && path.replace(/\/$/, '') !== parent.path ? [{ name: t(parent.label), item: url(`${parent.path}/`) }] : []),
    { name: title, item: url(path) },
  ];
  const nodes: Node[] = [
    {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
    },
  ];
  if (service) {
    nodes.push({
      '@type': 'Service',
      name: title,
      description,
      url: url(path),
      areaServed: 'CN',
      provider: { '@type': 'Organization', '@id': organizationId(site), name: SITE.name[locale], url: url('/') },
    });
  }
  return nodes;
}

/** The graph as the text of a <script type="application/ld+json">. */
export function jsonLd(nodes: Node[]): string {
  return scriptSafeJson({ '@context': 'https://schema.org', '@graph': nodes });
}
