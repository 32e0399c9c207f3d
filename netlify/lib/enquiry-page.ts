// The page the API answers an enquiry form posted without JavaScript with when
// it cannot take it (docs/API.md, 'POST /api/contact'): the form again in the
// form's language, every typed value kept, each error beside its field, posting
// to the API again. Every value is escaped; nothing typed is ever raw HTML.
import { createHash } from 'node:crypto';
import { SITE } from '../../src/config/site.ts';
import { DICTIONARIES } from '../../src/i18n/index.ts';
import { HTML_LANG } from '../../src/i18n/locales.ts';
import { format } from '../../src/i18n/translate.ts';
import type { EnquiryField } from '../../src/shared/constants.ts';
import { ENQUIRY_ACTION, FORM_PAGE_FIELD, type FormPage } from '../../src/shared/enquiry-form.ts';
import { ENQUIRY_PAGE_COPY as COPY } from './enquiry-page-copy.ts';
import { documentPolicy } from './http.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const STYLE = `body{margin:0;font:16px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937;background:#f5f7f6}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 4rem}h1{font-size:1.6rem;margin:0 0 .75rem}
.alert{border-left:4px solid #b91c1c;background:#fff;padding:.75rem 1rem;margin:0 0 1.5rem}
form{display:grid;gap:1.1rem;background:#fff;padding:1.5rem;border-radius:.75rem;box-shadow:0 1px 2px #0002}
label{font-weight:600;font-size:.9rem}input[type=text],textarea{display:block;box-sizing:border-box;width:100%;margin-top:.35rem;padding:.6rem .9rem;border:1px solid #d1d5db;border-radius:.5rem;font:inherit}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-size:.9rem;margin:.3rem 0 0}.consent{display:flex;gap:.6rem;align-items:flex-start;font-weight:400}
.hidden{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}button{justify-self:start;padding:.75rem 1.75rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.mark{color:#b91c1c}.note{font-size:.9rem;color:#4b5563;margin:0}a{color:#166534}`;
const CSP = documentPolicy(`sha256-${createHash('sha256').update(STYLE).digest('base64')}`);

const FIELDS: readonly EnquiryField[] = ['name', 'company', 'contact', 'message'];
/** A way to reach the visitor and a message: required by the form, as on the site's pages (docs/API.md). */
const MARKED = new Set<EnquiryField>(['contact', 'message']);

export interface EnquiryPage {
  page: FormPage;
  status: number;
  /** The sentence at the top: why the form is back. */
  summary: string;
  /** What the visitor typed; undefined when the body could not be read. */
  values?: Record<string, string>;
  /** Field name to message, already in the page's language. */
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

export function enquiryPage({ page, status, summary, values, errors = {}, headers }: EnquiryPage): Response {
  const { lang } = page;
  const t = (key: keyof typeof DICTIONARIES.zh) => escapeHtml(DICTIONARIES[lang][key]);
  const c = (key: keyof typeof COPY, vars: Record<string, string | number> = {}) => escapeHtml(format(COPY[key][lang], vars));
  const body = values ? formHtml(page, values, errors, t, c) : '';
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${c('title')} | ${escapeHtml(SITE.name[lang])}</title><style>${STYLE}</style></head><body><main><h1>${c('title')}</h1><p class="alert" role="alert">${escapeHtml(summary)}</p>${body}<p><a href="${escapeHtml(page.path)}">${c('back')}</a> · ${c('call')} <a href="tel:${escapeHtml(SITE.phone.tel)}">${escapeHtml(SITE.phone.display)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': CSP,
      ...headers,
    },
  });
}

type Say = (key: keyof typeof COPY) => string;

function formHtml(
  page: FormPage,
  values: Record<string, string>,
  errors: Record<string, string>,
  t: (key: keyof typeof DICTIONARIES.zh) => string,
  c: Say,
): string {
  const described = (name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const errorOf = (name: string) => (errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '');
  const fields = FIELDS.map((name) => {
    const label = `${t(`form.${name}`)}${MARKED.has(name) ? ` <span class="mark" aria-hidden="true">*</span>` : ''}`;
    const value = escapeHtml(values[name] ?? '');
    const required = MARKED.has(name) ? ' required aria-required="true"' : '';
    const common = `id="${name}" name="${name}"${required}${described(name)}`;
    const control =
      name === 'message' ? `<textarea ${common} rows="6">${value}</textarea>` : `<input ${common} type="text" value="${value}">`;
    return `<div><label for="${name}">${label}</label>${control}${errorOf(name)}</div>`;
  }).join('');
  const consent = values.consent ? ' checked' : '';
  const privacy = page.lang === 'en' ? '/en/privacy' : '/privacy';
  return `<form method="post" action="${ENQUIRY_ACTION}" aria-labelledby="form-title"><p class="note" id="form-title">${c('requiredNote')}</p>${fields}
<div class="hidden" aria-hidden="true"><label for="website">${t('form.honeypot')}</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="source" value="${escapeHtml(values.source ?? '')}"><input type="hidden" name="${FORM_PAGE_FIELD}" value="${escapeHtml(page.path)}">
<div><label class="consent"><input type="checkbox" name="consent" value="on" required${consent}${described('consent')}><span>${t('form.consentBefore')}<a href="${privacy}">${t('form.consentLink')}</a></span></label>${errorOf('consent')}</div>
<button type="submit">${t('form.submit')}</button></form>`;
}
