// Copy that many pages show (src/content/shared.yaml): the footer's summary, the
// introductions of the header's menus and of the customer-service panel, and the
// texts every success case page ends with. Interface labels (buttons, form
// fields, messages) stay in the dictionaries, src/i18n/zh.ts and en.ts.
import { z } from 'astro/zod';
import { action, localized } from './text.ts';

export const sharedSchema = z.strictObject({
  footer: z.strictObject({
    /** Under the company name in every page's footer. */
    summary: localized,
  }),
  menus: z.strictObject({
    /** The introduction beside each of the header's large menus. */
    products: localized,
    solutions: localized,
    news: localized,
  }),
  customerService: z.strictObject({
    /** The sentence at the top of the floating customer-service panel. */
    intro: localized,
  }),
  caseStudy: z.strictObject({
    /** Under the heading of a case's four result figures. */
    resultsLead: localized,
    /** The dark band that closes every case page; its second button goes back to the list. */
    cta: z.strictObject({ title: localized, text: localized, action }),
  }),
  enquiry: z.strictObject({
    /** The panel that replaces an enquiry form once sent: what happens next and when; `again` shows the form anew. */
    sent: z.strictObject({ title: localized, text: localized, again: localized }),
    /** The thank-you page's link back to the page the visitor sent the form from. */
    back: localized,
  }),
});
