// The enquiry form of every public page: native constraints first, then the
// server's word. On failure every typed value stays and the first field in
// error takes the focus; on success the form empties.
import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type MessageKey, type Messages } from '~/i18n/translate';
import { ENQUIRY_LIMITS, type EnquiryField } from '~/shared/constants';
import { sendEnquiry, type EnquiryResult } from './enquiry/send-enquiry.ts';

interface Props {
  locale: Locale;
  /** Names the page in each enquiry (`about`, `zero-carbon-park`, ...). */
  source: string;
  /** contact-first: name, contact, company, message (enterprise carbon management platform). */
  order?: 'company-first' | 'contact-first';
  submitLabel?: string;
  privacyHref: string;
  /** The `form` group of the dictionary. */
  messages: Partial<Messages>;
}

type Values = Record<EnquiryField, string> & { consent: boolean };
type Errors = Partial<Record<EnquiryField | 'consent', string>>;
const EMPTY: Values = { name: '', company: '', contact: '', message: '', consent: false };
const ORDERS = {
  'company-first': ['name', 'company', 'contact', 'message'],
  'contact-first': ['name', 'contact', 'company', 'message'],
} as const satisfies Record<string, readonly EnquiryField[]>;

const LABELS: Record<EnquiryField, [label: MessageKey, placeholder: MessageKey]> = {
  name: ['form.name', 'form.namePlaceholder'],
  company: ['form.company', 'form.companyPlaceholder'],
  contact: ['form.contact', 'form.contactPlaceholder'],
  message: ['form.message', 'form.messagePlaceholder'],
};

const inputClass =
  'mt-1.5 block w-full rounded-card border border-line bg-white px-4 py-2.5 text-body text-ink placeholder:text-muted focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 aria-invalid:border-red-600';

export default function EnquiryForm({ locale, source, order = 'company-first', submitLabel, privacyHref, messages }: Props) {
  const t = createTranslate(messages, locale);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [wait, setWait] = useState<number>();
  const fields = ORDERS[order];

  const focusFirstError = (found: Errors) => {
    const first = [...fields, 'consent' as const].find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const fail = (result: Extract<EnquiryResult, { ok: false }>) => {
    setErrors(result.fields);
    setWait(result.waitMinutes);
    setState('failed');
    focusFirstError(result.fields);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.consent) return fail({ ok: false, fields: { consent: t('form.consentRequired') } });
    setState('sending');
    const website = new FormData(event.currentTarget).get('website');
    const result = await sendEnquiry({ ...values, source, website: String(website ?? '') }, locale);
    if (!result.ok) return fail(result);
    setValues(EMPTY);
    setErrors({});
    setState('sent');
  }

  const update = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (state === 'sent') setState('idle');
  };

  const errorOf = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-small text-red-700">
        {errors[name]}
      </p>
    ) : null;

  const described = (name: keyof Errors) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t('form.label')} className="grid gap-5">
      {fields.map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="text-small font-semibold text-ink">
            {t(LABELS[name][0])}
          </label>
          {name === 'message' ? (
            <textarea
              id={`${id}-${name}`}
              name={name}
              rows={5}
              maxLength={ENQUIRY_LIMITS.message}
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
              // A phone number or an email: no autofill token names either alone, so `on` leaves it to the browser.
              autoComplete={{ name: 'name', company: 'organization', contact: 'on' }[name]}
              maxLength={ENQUIRY_LIMITS[name]}
              placeholder={t(LABELS[name][1])}
              value={values[name]}
              onChange={(event) => update(name, event.target.value)}
              className={inputClass}
              {...described(name)}
            />
          )}
          {errorOf(name)}
        </div>
      ))}
      {/* The honeypot: hidden from people and screen readers, filled only by bots. */}
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
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
        <p role="status" className={state === 'sent' ? 'font-semibold text-brand-700' : 'font-semibold text-red-700'}>
          {state === 'sent' && t('form.success')}
          {state === 'failed' && t('form.failure')}
          {state === 'failed' && wait !== undefined && (
            <span className="block text-small font-normal">{t('form.wait', { minutes: wait })}</span>
          )}
        </p>
      </div>
    </form>
  );
}
