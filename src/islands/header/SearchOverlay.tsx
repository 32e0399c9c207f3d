import { useEffect, useRef, type ReactNode } from 'react';
import { closeAll, submitSearch } from '~/stores/header';
import type { HeaderContext } from './context.ts';

/**
 * Shows the news search (its markup is static: src/components/header/SearchForm.astro):
 * blank does nothing, text goes to the news centre, Cancel closes and clears.
 */
export default function SearchOverlay({ ctx, open, children }: { ctx: HeaderContext; open: boolean; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const box = () => frame.current?.querySelector<HTMLInputElement>('input[name="search"]');

  // biome-ignore lint/correctness/useExhaustiveDependencies: focuses the box when the overlay opens; `box` reads a ref
  useEffect(() => {
    if (open) box()?.focus();
  }, [open]);

  return (
    <div
      id="search-overlay"
      ref={frame}
      hidden={!open}
      className="absolute inset-x-0 top-full border-t border-line bg-white text-ink shadow-xl motion-safe:animate-fade-in"
      onSubmit={(event) => {
        event.preventDefault();
        const input = box();
        if (input && submitSearch(input.value, ctx.locale, (href) => window.location.assign(href))) input.value = '';
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest('[data-search-cancel]')) return;
        const input = box();
        if (input) input.value = '';
        closeAll();
      }}
    >
      {children}
    </div>
  );
}
