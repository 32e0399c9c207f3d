// The enquiry form posted without JavaScript (docs/API.md, 'POST /api/contact',
// form posts): its fields become the JSON call's body, held to every rule of it;
// a stored enquiry (or a bot's) is sent to the thank-you page of the form's
// language with a 303, anything else gets the form again as a page.
import { renderFields, renderMessage } from '../../src/shared/messages.ts';
import { FORM_PAGE_FIELD, formPageOf, thankYouLocation } from '../../src/shared/enquiry-form.ts';
import { enquiryPage } from '../lib/enquiry-page.ts';
import { ENQUIRY_PAGE_COPY } from '../lib/enquiry-page-copy.ts';
import { format } from '../../src/i18n/translate.ts';
import { type ApiError, requestLang } from '../lib/http.ts';
import type { Forms } from '../lib/router.ts';

const TEXT_FIELDS = ['name', 'company', 'contact', 'message', 'source', 'website'] as const;

export const enquiryForms = {
  'POST /api/contact': {
    // A ticked box sends `consent=on`; an unticked one sends nothing, which the schema refuses.
    toBody: (fields) => {
      const body: Record<string, unknown> = {};
      for (const name of TEXT_FIELDS) if (fields[name] !== undefined) body[name] = fields[name];
      if (fields.consent !== undefined) body.consent = fields.consent === 'on' || fields.consent === 'true';
      return body;
    },
    sent: (fields, _reply, req) =>
      new Response(null, {
        status: 303,
        headers: {
          Location: thankYouLocation(formPageOf(fields[FORM_PAGE_FIELD], requestLang(req))),
          'Cache-Control': 'no-store',
        },
      }),
    refused: (error, fields, req) => refusedPage(error, fields, req),
  },
} satisfies Forms;

function refusedPage(error: ApiError, fields: Record<string, string> | undefined, req: Request): Response {
  const page = formPageOf(fields?.[FORM_PAGE_FIELD], requestLang(req));
  const say = (key: keyof typeof ENQUIRY_PAGE_COPY, vars = {}) => format(ENQUIRY_PAGE_COPY[key][page.lang], vars);
  const base = { page, status: error.status, values: fields, headers: error.headers };
  if (error.code === 'VALIDATION') {
    return enquiryPage({ ...base, summary: say('invalid'), errors: renderFields(error.fields ?? {}, page.lang) });
  }
  if (error.code === 'RATE_LIMITED') {
    const minutes = Math.max(1, Math.ceil(Number(error.headers?.['Retry-After'] ?? 60) / 60));
    return enquiryPage({ ...base, summary: say('rateLimited', { minutes }) });
  }
  if (error.code === 'UNAVAILABLE' || error.code === 'INTERNAL') return enquiryPage({ ...base, summary: say('failed') });
  // A foreign origin, a body too large or unreadable: nothing typed is shown back.
  return enquiryPage({
    ...base,
    values: undefined,
    summary: `${say('refused')} (${renderMessage({ key: error.messageKey }, page.lang)})`,
  });
}
