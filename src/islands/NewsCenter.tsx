// The news centre's list: category tabs (全部 and the five), a search box with
// search and "view all" buttons, the rows, and "load more". ?category= and
// ?search= set the filter when the page opens; every change is written back to
// the URL, so the back button and a shared link work.
import { useStore } from '~/islands/use-store';
import { Search } from '~/islands/icons';
import { useEffect, useRef, useState } from 'react';
import { NEWS_LIST } from '~/config/news';
import { localizePath, type Locale } from '~/i18n/locales';
import { pluralKey } from '~/i18n/plural';
import { createTranslate, type Messages } from '~/i18n/translate';
import type { NewsListItem } from '~/shared/news-view';
import { newsListStore } from '~/stores/news';
import { CategoryFilter, Empty, type NewsTab } from './news/NewsBits.tsx';
import NewsRows from './news/NewsRows.tsx';

interface Props {
  locale: Locale;
  /** 全部 (value '') and the five categories, with the descriptions that head the list. */
  tabs: (NewsTab & { description: string })[];
  labels: Record<string, string>;
  otherLabel: string;
  /** The first page of 全部 when the site was built. */
  initial: { items: NewsListItem[]; total: number };
  /** The `newsList` and `search` groups of the dictionary. */
  messages: Partial<Messages>;
}

interface Filter {
  category: NewsTab['value'];
  q: string;
}

const PAGE = NEWS_LIST.pageSize;

export default function NewsCenter({ locale, tabs, labels, otherLabel, initial, messages }: Props) {
  const t = createTranslate(messages, locale);
  const [filter, setFilter] = useState<Filter>({ category: '', q: '' });
  const [text, setText] = useState('');
  const [pages, setPages] = useState(1);
  // 'Load more' needs the island: the static HTML (no JavaScript) leaves it out.
  const [hydrated, setHydrated] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const stores = Array.from({ length: pages }, (_, i) =>
    newsListStore({ ...filter, lang: locale, limit: PAGE, offset: i * PAGE }),
  );
  const first = useStore(stores[0]!);
  const last = useStore(stores[pages - 1]!);
  const built = filter.category === '' && filter.q === '';
  const total = first.data?.total ?? (built ? initial.total : undefined);
  const tab = tabs.find((candidate) => candidate.value === filter.category) ?? tabs[0]!;

  const show = (next: Filter) => {
    setFilter(next);
    setText(next.q);
    setPages(1);
  };
  const go = (next: Filter) => {
    show(next);
    const params = new URLSearchParams();
    if (next.category) params.set('category', next.category);
    if (next.q) params.set('search', next.q);
    const query = params.toString();
    history.pushState(null, '', query ? `?${query}` : location.pathname);
  };

  useEffect(() => setHydrated(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once and on back/forward; `show` is new on every render
  useEffect(() => {
    const fromUrl = () => {
      const params = new URLSearchParams(location.search);
      const category = tabs.find((tab) => tab.value === params.get('category'))?.value ?? '';
      show({ category, q: (params.get('search') ?? '').trim() });
      return params.has('category');
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (fromUrl()) {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      timer = setTimeout(
        () => top.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }),
        NEWS_LIST.categoryScrollDelayMs,
      );
    }
    addEventListener('popstate', fromUrl);
    return () => {
      clearTimeout(timer);
      removeEventListener('popstate', fromUrl);
    };
  }, [tabs]);

  return (
    <div ref={top} id="news-list">
      <CategoryFilter
        tabs={tabs}
        value={filter.category}
        label={t('newsList.filter')}
        onChange={(category) => go({ ...filter, category })}
      />
      <form
        role="search"
        action={localizePath('/news-center', locale)}
        className="mt-6 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...filter, q: text.trim() });
        }}
      >
        <label htmlFor="news-search" className="sr-only">
          {t('newsList.searchLabel')}
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id="news-search"
            name="search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={100}
            className="h-12 w-full rounded-card border border-line bg-white pl-12 pr-4 text-body text-ink placeholder:text-muted focus:border-brand-500"
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
            onClick={() => go({ category: '', q: '' })}
            className="h-12 flex-1 rounded-card border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 sm:flex-none"
          >
            {t('newsList.viewAll')}
          </button>
        </div>
      </form>

      <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-4">
        <h2 id="news-list-title" className="text-h3 font-bold text-ink">
          {tab.description}
        </h2>
        <p aria-live="polite" className="text-small text-muted">
          {total !== undefined && t(pluralKey(locale, total, 'newsList.count'), { total })}
        </p>
      </div>
      {total === 0 ? (
        <div className="mt-6">
          <Empty>{filter.q ? t('newsList.noResults', { q: filter.q }) : t('newsList.empty')}</Empty>
        </div>
      ) : (
        <ol className="mt-6 grid gap-4">
          {stores.map((store, i) => (
            <NewsRows
              key={i}
              locale={locale}
              t={t}
              store={store}
              fallback={i === 0 && built ? initial.items : undefined}
              labels={labels}
              otherLabel={otherLabel}
            />
          ))}
        </ol>
      )}
      {hydrated && total !== undefined && pages * PAGE < total && (last.data || (pages === 1 && built)) && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => setPages(pages + 1)}
            className="rounded-card border border-brand-600 px-8 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('newsList.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
