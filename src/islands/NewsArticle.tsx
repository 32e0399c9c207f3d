// A news article and its "recommended news". Pre-rendered articles arrive as
// props (their full text is in the static HTML); the island then asks the API,
// which counts the view and tells whether the article still exists. On the shell
// page (articles newer than the build) it reads the id from the URL and loads it.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { NEWS_LIST } from '~/config/news';
import { localizePath, type Locale } from '~/i18n/locales';
import { createTranslate, type Messages } from '~/i18n/translate';
import { articlePath, formatDate, toArticleView, toListItem, type ArticleView, type NewsListItem } from '~/shared/news-view';
import { FetchError, newsArticleStore, newsListStore } from '~/stores/news';
import ArticleBody from './news/ArticleBody.tsx';
import ChineseOnly from './news/ChineseOnly.tsx';
import { LoadFailed, OriginalBadge } from './news/NewsBits.tsx';
import { phrased, rememberPhrases } from './news/phrased.ts';

export type RecommendedItem = Pick<NewsListItem, 'id' | 'address' | 'title' | 'publishedAt' | 'original'>;

interface Props {
  locale: Locale;
  /** The pre-rendered article, in the page's language; none on the shell page. */
  initial?: ArticleView;
  recommended: RecommendedItem[];
  labels: Record<string, string>;
  otherLabel: string;
  /** Ends the document title once a shell page has loaded its article. */
  siteName: string;
  /** The `article`, `newsList` and `chineseOnly` groups of the dictionary. */
  messages: Partial<Messages>;
}

/** `/en/news-detail/abc/` → `abc`. */
const idInPath = (path: string) => decodeURIComponent(/\/news-detail\/([^/]+)/.exec(path)?.[1] ?? '');

export default function NewsArticle({ locale, initial, recommended, labels, otherLabel, siteName, messages }: Props) {
  const t = createTranslate(messages, locale);
  rememberPhrases([...recommended.map((item) => item.title), initial?.title ?? '']);
  const [id, setId] = useState(initial?.address);
  useEffect(() => setId(idInPath(location.pathname)), []);
  const store = useStore(newsArticleStore(id ?? ''));
  const others = useStore(newsListStore({ lang: locale, limit: NEWS_LIST.recommended + 1 }));
  const missing = id === '' || (store.error instanceof FetchError && store.error.status === 404);
  const article = missing ? undefined : store.data ? toArticleView(store.data, locale) : initial;
  const shellTitle = !initial && article?.title;
  useEffect(() => {
    if (shellTitle) document.title = `${shellTitle} | ${siteName}`;
  }, [shellTitle, siteName]);

  const links = (others.data ? others.data.items.map((item) => toListItem(item, locale)) : recommended)
    .filter((item) => item.address !== id && item.id !== id)
    .slice(0, NEWS_LIST.recommended);
  const back = localizePath('/news-center', locale);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      {article && (article.titleOriginal || article.bodyOriginal) ? (
        // Only on the shell page: a pre-rendered article without English text has its notice in the HTML instead.
        <ChineseOnly t={t} id={article.address} title={article.title} />
      ) : article ? (
        <ArticleBody locale={locale} t={t} article={article} category={labels[article.category] ?? otherLabel} />
      ) : (
        <div className="rounded-card bg-white px-6 py-16 text-center shadow-sm ring-1 ring-line">
          {missing ? (
            <>
              <h1 className="text-h3 font-bold text-ink">{t('article.notFound')}</h1>
              <p className="mt-3 text-ink-soft">{t('article.notFoundText')}</p>
              <a
                href={back}
                className="mt-8 inline-flex rounded-card bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                {t('article.back')}
              </a>
            </>
          ) : store.error ? (
            <>
              <h1 className="sr-only">{t('article.title')}</h1>
              <LoadFailed
                message={t('article.error')}
                retry={t('newsList.retry')}
                onRetry={() => newsArticleStore(id!).invalidate()}
              />
            </>
          ) : (
            <>
              <h1 className="sr-only">{t('article.title')}</h1>
              <p role="status" className="text-h4 font-semibold text-muted">
                {t('article.loading')}
              </p>
            </>
          )}
        </div>
      )}
      <aside aria-labelledby="recommended-title" className="self-start rounded-card bg-white p-6 shadow-sm ring-1 ring-line">
        <h2 id="recommended-title" className="border-b border-line pb-3 text-h4 font-semibold text-ink">
          {t('article.recommended')}
        </h2>
        <ol className="mt-2 divide-y divide-line">
          {links.map((item) => (
            <li key={item.id} className="py-3">
              <a href={articlePath(item.address, locale)} className="group block">
                <span
                  lang={item.original ? 'zh-CN' : undefined}
                  className="line-clamp-2 font-medium text-ink group-hover:text-brand-600"
                >
                  {phrased(item.title)}
                </span>
                <span className="mt-1 flex items-center gap-2 text-xs text-muted">
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
                  <OriginalBadge item={item} label={t('newsList.original')} hint={t('newsList.originalHint')} />
                </span>
              </a>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
