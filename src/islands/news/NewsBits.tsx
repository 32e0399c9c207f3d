// Small pieces the news islands share: the category filter, the badges of an
// item, the loading skeleton and the failure message with its retry button.
import type { ReactNode } from 'react';
import type { NewsCategory } from '~/shared/constants';
import type { NewsListItem } from '~/shared/news-view';

export interface NewsTab {
  value: NewsCategory | '';
  label: string;
}

/** The 全部 / category buttons (wrapping, so all stay in sight); the pressed one is the current filter. */
export function CategoryFilter(props: {
  tabs: NewsTab[];
  value: NewsTab['value'];
  label: string;
  onChange: (value: NewsTab['value']) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.tabs.map((tab) => (
        // No colour transition: a tab preselected by ?category= turns green at once, never
        // passing through shades of too little contrast (axe caught one mid-fade).
        <button
          key={tab.value}
          type="button"
          aria-pressed={tab.value === props.value}
          onClick={() => props.onChange(tab.value)}
          className="shrink-0 rounded-full border border-line bg-white px-4 py-2 text-small font-semibold text-ink-soft hover:border-brand-200 hover:text-brand-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function CategoryBadge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{children}</span>;
}

/** Marks an item shown in the Chinese original on an English page. */
export function OriginalBadge({ item, label, hint }: { item: Pick<NewsListItem, 'original'>; label: string; hint: string }) {
  if (!item.original) return null;
  return (
    <span title={hint} className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">
      <span lang="zh-CN">{label}</span>
      <span className="sr-only"> ({hint})</span>
    </span>
  );
}

export function Skeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} data-skeleton className="h-36 animate-pulse rounded-card border border-line bg-white p-5">
            <span className="block h-3 w-24 rounded bg-line"></span>
            <span className="mt-4 block h-4 w-full rounded bg-line"></span>
            <span className="mt-2 block h-4 w-2/3 rounded bg-line"></span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-card border border-line bg-white px-6 py-10 text-center"
    >
      <p className="text-ink-soft">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-card bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {retry}
      </button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-line bg-white px-6 py-10 text-center text-ink-soft">{children}</p>
  );
}
