import type { ReactNode } from 'react';
import { HTML_LANG, LANGUAGE_NAMES, localizePath, type Locale } from '~/i18n/locales';

interface Props {
  option: Locale;
  current: Locale;
  /** The language-neutral path of the page, so the link opens its counterpart. */
  path: string;
  className: (selected: boolean) => string;
  children?: ReactNode;
}

/** A link to this page in `option`; the delegated `data-language-switch` handler stores the choice. */
export default function LanguageOption({ option, current, path, className, children }: Props) {
  const selected = option === current;
  return (
    <a
      href={localizePath(path, option)}
      hrefLang={HTML_LANG[option]}
      lang={HTML_LANG[option]}
      aria-current={selected ? 'true' : undefined}
      data-language-switch={option}
      className={className(selected)}
    >
      {LANGUAGE_NAMES[option]}
      {children}
    </a>
  );
}
