// The enquiry form of every public page. Without JavaScript (or before it
// hydrates) it is a plain form posting to the API, which answers with pages
// (docs/API.md, 'POST /api/contact'); hydrated, it checks each field with the
// server's messages before anything is sent, then sends JSON. On failure every
// typed value stays; on success a panel says what happens next.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type MessageKey, type Messages } from '~/i18n/translate';
import { ENQUIRY_LIMITS, type EnquiryField } from '~/shared/constants';
import { ENQUIRY_ACTION, FORM_PAGE_FIELD } from '~/shared/enquiry-form';
import { type CheckMessages, checkEnquiry, lengthOf, REQUIRED_FIELDS, showsCount } from './enquiry/checks.ts';
import { type EnquiryResult, type FieldErrors, sendEnquiry } from './enquiry/send-enquiry.ts';
import { SentPanel, type SentCopy } from './enquiry/SentPanel.tsx';

interface Props {
  locale: Locale;
  /** Names the page in each enquiry (`about`, `zero-carbon-park`, ...). */
  source: string;
  /** The path of the page the form stands on: a form post's answers come back to it. */
  page: string;
  /** contact-first: name, contact, company, message (enterprise carbon management platform). */
  order?: 'company-first' | 'contact-first';
  submitLabel?: string;
  privacyHref: string;
  /** The `form` group of the dictionary. */
  messages: Partial<Messages>;
  /** The server's messages for the browser's checks, in the page's language. */
  checks: CheckMessages;
  sent: SentCopy;
}

type Values = Record<EnquiryField, string> & { consent: boolean };
type Failure = Exclude<EnquiryResult, { ok: true }>;
const EMPTY: Values = { name: '', company: '', contact: '', message: '', consent: false };
const ORDERS = {
  'company-first': ['name', 'company', 'contact', 'message'],
  'contact-first': ['name', 'contact', 'company', 'message'],
} as const satisfies Record<string, readonly EnquiryField[]>;
const REQUIRED = new Set<EnquiryField>(REQUIRED_FIELDS);

const LABELS: Record<EnquiryField, [label: MessageKey, placeholder: MessageKey]> = {
  name: ['form.name', 'form.namePlaceholder'],
  company: ['form.company', 'form.companyPlaceholder'],
  contact: ['form.contact', 'form.contactPlaceholder'],
  message: ['form.message', 'form.messagePlaceholder'],
};

/** The form's fields as the browser holds them. */
function typedValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = (name: EnquiryField) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    company: text('company'),
    contact: text('contact'),
    message: text('message'),
    consent: data.has('consent'),
  };
}

const inputClass =
  'mt-1.5 block w-full rounded-card border border-line bg-white px-4 py-2.5 text-body text-ink placeholder:text-muted focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 aria-invalid:border-red-600';

export default function EnquiryForm(props: Props) {
  const { locale, source, page, order = 'company-first', submitLabel, privacyHref, messages, checks, sent } = props;
  const t = createTranslate(messages, locale);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | Failure>('idle');
  // Until hydrated the browser's own checks guard a plain post; then this island's take over.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The island starts after the page's first paint: what a visitor typed before that becomes its state, not wiped by it.
    if (form.current) setValues(typedValues(form.current));
    setHydrated(true);
  }, []);
  const fields = ORDERS[order];

  const focusFirstError = (found: FieldErrors) => {
    const first = [...fields, 'consent' as const].find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const fail = (failure: Failure) => {
    setErrors(failure.fields);
    setState(failure);
    focusFirstError(failure.fields);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEnquiry(values, checks);
    if (Object.keys(found).length > 0) return fail({ ok: false, reason: 'invalid', fields: found });
    setState('sending');
    const website = new FormData(event.currentTarget).get('website');
    const result = await sendEnquiry({ ...values, source, website: String(website ?? '') }, locale);
    if (!result.ok) return fail(result);
    setValues(EMPTY);
    setErrors({});
    setState('sent');
  }

  if (state === 'sent') return <SentPanel copy={sent} onAgain={() => setState('idle')} />;

  // A field the visitor changes drops its message: it is checked again at the next send.
  const update = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _changed, ...others }) => others);
  };

  const errorOf = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-small text-red-700">
        {errors[name]}
      </p>
    ) : null;

  const counterOf = (name: EnquiryField) =>
    showsCount(values[name], ENQUIRY_LIMITS[name]) ? (
      <p
        id={`${id}-${name}-count`}
        className={`mt-1 text-right text-small ${lengthOf(values[name]) > ENQUIRY_LIMITS[name] ? 'text-red-700' : 'text-muted'}`}
      >
        {t('form.count', { count: lengthOf(values[name]), max: ENQUIRY_LIMITS[name] })}
      </p>
    ) : null;

  const described = (name: keyof FieldErrors) => {
    const ids = [
      errors[name] && `${id}-${name}-error`,
      name !== 'consent' && showsCount(values[name], ENQUIRY_LIMITS[name]) && `${id}-${name}-count`,
    ].filter(Boolean);
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids.join(' ') || undefined };
  };

  const failure = typeof state === 'object' ? state : undefined;

  return (
    <form
      ref={form}
      method="post"
      action={ENQUIRY_ACTION}
      onSubmit={submit}
      noValidate={hydrated}
      aria-label={t('form.label')}
      className="grid gap-5"
    >
      <p className="text-small text-muted">{t('form.requiredNote')}</p>
      {fields.map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="text-small font-semibold text-ink">
            {t(LABELS[name][0])}
            {REQUIRED.has(name) && (
              <span className="text-red-700">
                {' '}
                <span aria-hidden="true">*</span>
                <span className="sr-only">{t('form.required')}</span>
              </span>
            )}
          </label>
          {/* No maxLength: the browser would cut a paste silently; the counter and the check say it instead. */}
          {name === 'message' ? (
            <textarea
              id={`${id}-${name}`}
              name={name}
              rows={5}
              required
              aria-required="true"
              placeholder={t(LABELS.message[1])}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              className={inputClass}
              {...described(name)}
            />
          ) : (
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
              required={REQUIRED.has(name)}
              aria-required={REQUIRED.has(name) || undefined}
              // A phone number or an email: no autofill token names either alone, so `on` leaves it to the browser.
              autoComplete={{ name: 'name', company: 'organization', contact: 'on' }[name]}
              placeholder={t(LABELS[name][1])}
              value={values[name]}
              onChange={(event) => update(name, event.target.value)}
              className={inputClass}
              {...described(name)}
            />
          )}
          {counterOf(name)}
          {errorOf(name)}
        </div>
      ))}
      {/* The honeypot: hidden from people and screen readers, filled only by bots. */}
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* What a plain post tells the API: the page's name for the enquiry, and where to answer. */}
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={FORM_PAGE_FIELD} value={page} />
      <div>
        <label className="flex items-start gap-3 text-small text-ink-soft">
          <input
            type="checkbox"
            name="consent"
            required
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
            {...described('consent')}
          />
          <span>
            {t('form.consentBefore')}
            <a href={privacyHref} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
              {t('form.consentLink')}
            </a>
          </span>
        </label>
        {errorOf('consent')}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={state === 'sending'}
          className="inline-flex items-center justify-center rounded-card bg-brand-600 px-7 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {state === 'sending' ? t('form.sending') : (submitLabel ?? t('form.submit'))}
        </button>
        <p role="status" className="font-semibold text-red-700">
          {failure && failureText(failure, t)}
        </p>
      </div>
    </form>
  );
}

function failureText(failure: Failure, t: ReturnType<typeof createTranslate>): string {
  if (failure.reason === 'limit') return t('form.wait', { minutes: failure.waitMinutes });
  return t(failure.reason === 'network' ? 'form.offline' : failure.reason === 'server' ? 'form.serverError' : 'form.invalid');
}
