// One page of the news centre's list: its rows, or its loading or failed state.
// Pages after the first are appended by "load more".
import { useStore } from '~/islands/use-store';
import { ArrowRight } from '~/islands/icons';
import type { Locale } from '~/i18n/locales';
import type { Translate } from '~/i18n/translate';
import { articlePath, dateParts, toListItem, type NewsListItem } from '~/shared/news-view';
import type { newsListStore } from '~/stores/news';
import { CategoryBadge, LoadFailed, OriginalBadge } from './NewsBits.tsx';
import { phrased, rememberPhrases } from './phrased.ts';

interface Props {
  locale: Locale;
  t: Translate;
  store: ReturnType<typeof newsListStore>;
  /** Shown until the store has data: the list the page was built with. */
  fallback?: NewsListItem[];
  labels: Record<string, string>;
  otherLabel: string;
}

export default function NewsRows({ locale, t, store, fallback, labels, otherLabel }: Props) {
  const page = useStore(store);
  if (fallback) rememberPhrases(fallback.map((item) => item.title));
  const items = page.data ? page.data.items.map((item) => toListItem(item, locale)) : fallback;
  if (!items) {
    return (
      <li>
        {page.error ? (
          <LoadFailed message={t('newsList.error')} retry={t('newsList.retry')} onRetry={() => store.invalidate()} />
        ) : (
          <p role="status" className="py-10 text-center text-muted">
            {t('newsList.loading')}
          </p>
        )}
      </li>
    );
  }
  return items.map((item) => {
    const { lead, rest } = dateParts(item.publishedAt, locale);
    const titleId = `news-${item.id}`;
    const lang = item.original ? 'zh-CN' : undefined;
    return (
      <li
        key={item.id}
        className="relative flex flex-col gap-3 rounded-card border border-line bg-white p-5 transition hover:border-brand-200 hover:shadow-lg sm:flex-row sm:gap-8 sm:p-7"
      >
        <time
          dateTime={item.publishedAt}
          className="flex shrink-0 items-baseline gap-2 tabular-nums sm:w-32 sm:flex-col sm:gap-0 sm:border-r sm:border-line sm:pr-6"
        >
          <span className="text-h3 font-bold leading-tight text-brand-600 sm:text-h2">{lead}</span>
          <span className="text-small text-muted">{rest}</span>
        </time>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge>{labels[item.category] ?? otherLabel}</CategoryBadge>
            <OriginalBadge item={item} label={t('newsList.original')} hint={t('newsList.originalHint')} />
          </div>
          <h3 id={titleId} lang={lang} className="mt-2 text-h4 font-semibold text-ink">
            {phrased(item.title)}
          </h3>
          <p lang={lang} className="mt-2 text-small text-ink-soft">
            {item.teaser}
          </p>
          <a
            href={articlePath(item.address, locale)}
            aria-describedby={titleId}
            className="mt-3 inline-flex items-center gap-1.5 text-small font-semibold text-brand-600 after:absolute after:inset-0 after:rounded-card hover:text-brand-700"
          >
            {t('newsList.viewDetails')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </li>
    );
  });
}
