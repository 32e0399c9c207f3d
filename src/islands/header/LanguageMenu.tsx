import type { Ref } from 'react';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LOCALES } from '~/i18n/locales';
import { toggleOverlay } from '~/stores/header';
import type { HeaderContext } from './context.ts';
import LanguageOption from './LanguageOption.tsx';

interface Props {
  ctx: HeaderContext;
  open: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  buttonClass: string;
}

export default function LanguageMenu({ ctx, open, buttonRef, buttonClass }: Props) {
  const { locale, t, path, icons } = ctx;
  return (
    // Phones reach the languages through the mobile menu.
    <div className="relative max-sm:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={t('language.button', { current: LANGUAGE_NAMES[locale] })}
        onClick={() => toggleOverlay('language')}
      >
        {icons.language}
        <span className="text-sm font-medium">{LANGUAGE_SHORT_NAMES[locale]}</span>
      </button>
      {/* Rendered only while open: the footer holds the language link pages show without it. */}
      {open && (
        <div
          id="language-menu"
          className="absolute right-0 top-full mt-2 w-44 rounded-card border border-line bg-white p-1.5 text-ink shadow-lg motion-safe:animate-fade-in"
        >
          <p className="px-3 pb-1 pt-1.5 text-xs font-medium text-muted">{t('language.label')}</p>
          <ul>
            {LOCALES.map((option) => (
              <li key={option}>
                <LanguageOption
                  option={option}
                  current={locale}
                  path={path}
                  className={(selected) =>
                    `flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-surface ${selected ? 'font-semibold text-brand-600' : 'text-ink'}`
                  }
                >
                  {option === locale && icons.check}
                </LanguageOption>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
