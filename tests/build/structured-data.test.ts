// Every built page's JSON-LD parses and names what search engines expect of it:
// the organisation on the home pages, a breadcrumb trail below them, the service
// on service pages and the article on article pages (src/components/kit/StructuredData.astro).
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-pages.ts';

type Thing = Record<string, unknown> & { '@type': string };

function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? '') as Thing & { '@graph'?: Thing[] };
    return data['@graph'] ?? [data];
  });
}

const pages = builtPages().filter((page) => page.indexable);
const typesOf = (html: string) => structuredData(html).map((thing) => thing['@type']);

describe('structured data of the built pages', () => {
  it('covers every kind of page', () => {
    expect(pages.length).toBeGreaterThan(60);
  });

  it('parses on every page and names the organisation on the home pages', () => {
    for (const { path, html } of pages) {
      const types = typesOf(html);
      if (path === '/' || path === '/en/') {
        const [organization] = structuredData(html).filter((thing) => thing['@type'] === 'Organization');
        expect(organization, path).toMatchObject({ name: expect.any(String), logo: expect.any(String) });
        expect(organization, path).toHaveProperty('address');
        expect(organization, path).toHaveProperty('contactPoint');
      } else {
        expect(types, path).toContain('BreadcrumbList');
      }
      if (/^(\/en)?\/product-service\/[^/]+\/$/.test(path)) expect(types, path).toContain('Service');
      if (/^(\/en)?\/news-detail\/[^/]+\/$/.test(path)) expect(types, path).toContain('NewsArticle');
    }
  });
});
