// The home page's news: a category filter starting on 全部, up to two featured
// articles (shown only when there are any) beside the newest six. The list the
// site was built with is in the static HTML; the island refreshes it, and shows
// six skeleton cards while another category loads.
import { useStore } from '~/islands/use-store';
import { useState } from 'react';
import { NEWS_LIST } from '~/config/news';
import type { Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import { articlePath, formatDate, toListItem, type NewsListItem } from '~/shared/news-view';
import { newsListStore } from '~/stores/news';
import { CategoryBadge, CategoryFilter, Empty, LoadFailed, OriginalBadge, Skeletons, type NewsTab } from './news/NewsBits.tsx';

interface Props {
  locale: Locale;
  /** 全部 (value '') and the five categories, in the page's language. */
  tabs: NewsTab[];
  /** Category value → label; anything else is `otherLabel`. */
  labels: Record<string, string>;
  otherLabel: string;
  /** 全部 as it was when the site was built. */
  initial: { items: NewsListItem[]; featured: NewsListItem[] };
  /** The `newsList` group of the dictionary. */
  messages: Partial<Messages>;
}

export default function HomeNews({ locale, tabs, labels, otherLabel, initial, messages }: Props) {
  const t = createTranslate(messages, locale);
  const [category, setCategory] = useState<NewsTab['value']>('');
  const listStore = newsListStore({ category, lang: locale, limit: NEWS_LIST.homeItems + NEWS_LIST.homeFeatured });
  const featuredStore = newsListStore({ category, lang: locale, featured: true, limit: NEWS_LIST.homeFeatured });
  const list = useStore(listStore);
  const featuredList = useStore(featuredStore);
  const built = category === '';
  const localize = (items: Parameters<typeof toListItem>[0][]) => items.map((item) => toListItem(item, locale));

  const featured = featuredList.data ? localize(featuredList.data.items) : built ? initial.featured : [];
  const featuredIds = new Set(featured.map((item) => item.id));
  const all = list.data ? localize(list.data.items) : built ? initial.items : undefined;
  const items = all?.filter((item) => !featuredIds.has(item.id)).slice(0, NEWS_LIST.homeItems);
  const badges = (item: NewsListItem) => (
    <span className="flex flex-wrap items-center gap-2">
      <CategoryBadge>{labels[item.category] ?? otherLabel}</CategoryBadge>
      <OriginalBadge item={item} label={t('newsList.original')} hint={t('newsList.originalHint')} />
    </span>
  );
  const retry = () => {
    listStore.invalidate();
    featuredStore.invalidate();
  };

  return (
    <div>
      <CategoryFilter tabs={tabs} value={category} label={t('newsList.filter')} onChange={setCategory} />
      <div className={`mt-8 grid gap-6 ${featured.length > 0 && items ? 'lg:grid-cols-[5fr_7fr]' : ''}`}>
        {featured.length > 0 && items && (
          <section aria-labelledby="home-featured-title">
            <h3 id="home-featured-title" className="sr-only">
              {t('newsList.featured')}
            </h3>
            <ul className="grid h-full auto-rows-fr gap-4">
              {featured.map((item) => (
                <li key={item.id}>
                  <a
                    href={articlePath(item.address, locale)}
                    className="group flex h-full flex-col rounded-card bg-brand-800 p-6 text-white transition hover:bg-brand-700"
                    data-surface="dark"
                  >
                    <span className="text-xs font-semibold tracking-wide text-accent-300">{t('newsList.featured')}</span>
                    <span lang={item.original ? 'zh-CN' : undefined} className="mt-2 text-h4 font-semibold group-hover:underline">
                      {item.title}
                    </span>
                    <span lang={item.original ? 'zh-CN' : undefined} className="mt-2 line-clamp-3 text-small text-brand-100">
                      {item.teaser}
                    </span>
                    <time dateTime={item.publishedAt} className="mt-auto pt-4 text-xs text-brand-100">
                      {formatDate(item.publishedAt, locale)}
                    </time>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div>
          {items === undefined ? (
            list.error ? (
              <LoadFailed message={t('newsList.error')} retry={t('newsList.retry')} onRetry={retry} />
            ) : (
              <Skeletons count={NEWS_LIST.skeletons} label={t('newsList.loading')} />
            )
          ) : items.length === 0 ? (
            <Empty>{t('newsList.empty')}</Empty>
          ) : (
            <ul className={`grid gap-4 sm:grid-cols-2 ${featured.length > 0 ? '' : 'lg:grid-cols-3'}`}>
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    href={articlePath(item.address, locale)}
                    className="group flex h-full flex-col rounded-card border border-line bg-white p-5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg motion-reduce:hover:translate-y-0"
                  >
                    {badges(item)}
                    <span
                      lang={item.original ? 'zh-CN' : undefined}
                      className="mt-3 line-clamp-2 flex-1 font-semibold text-ink group-hover:text-brand-600"
                    >
                      {item.title}
                    </span>
                    <time dateTime={item.publishedAt} className="mt-3 text-xs text-muted">
                      {formatDate(item.publishedAt, locale)}
                    </time>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
