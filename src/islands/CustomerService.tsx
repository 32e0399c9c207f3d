// The floating customer-service button and its panel (phone, email, enquiry link).
import { useStore } from '@nanostores/react';
import { ArrowRight, Headset, Mail, Phone, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import type { ServiceDetails } from '~/layouts/shell-props';
import { $serviceOpen, closeService, toggleService } from '~/stores/customer-service';

interface Props {
  locale: Locale;
  /** The `service` group of the dictionary (pickMessages). */
  messages: Partial<Messages>;
  /** Hours, phone, email and enquiry link in the page's language (src/layouts/shell-props.ts). */
  details: ServiceDetails;
}

export default function CustomerService({ locale, messages, details }: Props) {
  const t = useMemo(() => createTranslate(messages, locale), [messages, locale]);
  const open = useStore($serviceOpen);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && $serviceOpen.get()) {
        closeService();
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <aside
      aria-label={t('service.title')}
      className="fixed bottom-5 right-5 z-30 flex flex-col items-end gap-3 sm:bottom-8 sm:right-8"
    >
      <div
        id="customer-service-panel"
        hidden={!open}
        className="w-[min(20rem,calc(100vw-2.5rem))] overflow-hidden rounded-card border border-line bg-white text-ink shadow-2xl motion-safe:animate-fade-in"
      >
        <div className="flex items-start justify-between gap-3 bg-brand-700 px-5 py-4 text-white" data-surface="dark">
          <div>
            <p className="font-semibold">{t('service.title')}</p>
            <p className="mt-1 text-xs leading-relaxed text-brand-100">{details.hours}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              closeService();
              button.current?.focus();
            }}
            className="-mr-1.5 grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15"
            aria-label={t('service.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="space-y-3 px-5 py-4">
          <p className="text-small text-ink-soft">{t('service.intro')}</p>
          <a
            href={`tel:${details.phone.tel}`}
            className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2.5 hover:bg-brand-50"
          >
            <Phone className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="block text-xs text-muted">{t('service.call')}</span>
              <span className="block font-semibold text-ink">{details.phone.display}</span>
            </span>
          </a>
          <a
            href={`mailto:${details.email}`}
            className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2.5 hover:bg-brand-50"
          >
            <Mail className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t('service.mail')}</span>
              <span className="block truncate font-semibold text-ink">{details.email}</span>
            </span>
          </a>
          <a
            href={details.enquiryHref}
            className="flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('service.enquiry')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
      <button
        ref={button}
        type="button"
        onClick={toggleService}
        aria-expanded={open}
        aria-controls="customer-service-panel"
        className="inline-flex h-14 items-center gap-2 rounded-full bg-brand-600 pl-4 pr-5 font-semibold text-white shadow-lg shadow-brand-900/25 transition-colors hover:bg-brand-700"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Headset className="size-6" aria-hidden="true" />}
        <span className="max-sm:sr-only">{t('service.open')}</span>
      </button>
    </aside>
  );
}
