// The enquiry form as a plain HTML form (docs/API.md, 'POST /api/contact', form
// posts): the hidden field naming the form's page, its language, and the
// thank-you page a successful post is sent to. Shared by the island, the pages
// and the function; no zod, so it stays small on a public page.
import type { Locale } from '../i18n/locales.ts';
import { isSitePath } from './site-path.ts';

export const ENQUIRY_ACTION = '/api/contact';
/** The hidden field holding the path of the page the form stands on (`/about`, `/en/zero-carbon-park`). */
export const FORM_PAGE_FIELD = 'page';
const PAGE_MAX = 200;

export interface FormPage {
  path: string;
  lang: Locale;
}

/** The page a form names, when it is a path of this site; otherwise the home page of the request's language. */
export function formPageOf(value: string | undefined, fallback: Locale): FormPage {
  const path = value?.trim() ?? '';
  if (path.length > PAGE_MAX || !isSitePath(path)) return { path: fallback === 'en' ? '/en/' : '/', lang: fallback };
  return {
    path,
    lang: path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') || path.startsWith('/en#') ? 'en' : 'zh',
  };
}

/** The thank-you page in the form's language, told where the visitor came from. */
export function thankYouLocation(page: FormPage): string {
  // The slash form is the page's canonical address: no second redirect (issue 22).
  const base = page.lang === 'en' ? '/en/enquiry-sent/' : '/enquiry-sent/';
  return `${base}?from=${encodeURIComponent(page.path)}`;
}
