// The layout of every service detail page: a service entry (src/content/services/)
// becomes a page of kit sections, in a fixed order, with the anchors
// its buttons point to (#features, #process, #pricing, #contact, ...).
import type { PageContent } from './schema/page.ts';
import type { ServiceContent } from './schema/service.ts';

export function servicePage(id: string, service: ServiceContent): PageContent {
  const { seo, hero, stats, features, process, benefits, cases, pricing, contact } = service;
  return {
    seo,
    hero,
    sections: [
      { kind: 'stats', id: 'figures', ...stats },
      { kind: 'cards', id: 'features', columns: 4, ...features },
      { kind: 'steps', id: 'process', ...process },
      { kind: 'values', id: 'benefits', ...benefits },
      {
        kind: 'cards',
        id: 'cases',
        columns: 2,
        heading: cases.heading,
        items: cases.items.map(({ title, text, result }) => ({ icon: 'badge-check', title, text, note: result })),
      },
      { kind: 'pricing', id: 'pricing', ...pricing },
      {
        kind: 'contact',
        id: 'contact',
        heading: contact.heading,
        // Staff see which service page an enquiry came from.
        source: `product-service/${id}`,
        order: 'company-first',
        map: false,
      },
    ],
  };
}
