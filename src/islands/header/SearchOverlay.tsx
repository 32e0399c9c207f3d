import { useStore } from '@nanostores/react';
import { Search } from '~/islands/icons';
import { useEffect, useRef } from 'react';
import { localizePath } from '~/i18n/locales';
import { $searchText, closeAll, submitSearch } from '~/stores/header';
import type { HeaderContext } from './context.ts';

/** The news search under the header: blank does nothing, text goes to the news centre. */
export default function SearchOverlay({ ctx, open }: { ctx: HeaderContext; open: boolean }) {
  const { locale, t } = ctx;
  const text = useStore($searchText);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <div
      id="search-overlay"
      hidden={!open}
      className="absolute inset-x-0 top-full border-t border-line bg-white text-ink shadow-xl motion-safe:animate-fade-in"
    >
      <form
        role="search"
        action={localizePath('/news-center', locale)}
        method="get"
        className="shell py-8 lg:py-10"
        onSubmit={(event) => {
          event.preventDefault();
          submitSearch(locale, (href) => window.location.assign(href));
        }}
      >
        <label htmlFor="site-search" className="text-h4 font-semibold">
          {t('search.title')}
        </label>
        <p id="site-search-hint" className="mt-1 text-small text-muted">
          {t('search.hint')}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              ref={input}
              id="site-search"
              name="search"
              type="search"
              value={text}
              onChange={(event) => $searchText.set(event.target.value)}
              placeholder={t('search.placeholder')}
              aria-describedby="site-search-hint"
              autoComplete="off"
              className="h-12 w-full rounded-card border border-line bg-surface pl-12 pr-4 text-body text-ink placeholder:text-muted focus:border-brand-500 focus:bg-white"
            />
          </div>
          <div className="flex gap-3">
            <button
              type="submit"
              className="h-12 flex-1 rounded-card bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:flex-none"
            >
              {t('search.submit')}
            </button>
            <button
              type="button"
              className="h-12 flex-1 rounded-card border border-line px-6 font-medium text-ink-soft hover:bg-surface sm:flex-none"
              onClick={() => {
                $searchText.set('');
                closeAll();
              }}
            >
              {t('search.cancel')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
