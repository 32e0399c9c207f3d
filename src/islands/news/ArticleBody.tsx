// An article as readers see it: title, category, date, views, the optional image
// first, the body one paragraph per line (text, never HTML) and its source.
import type { Locale } from '~/i18n/locales';
import { pluralKey } from '~/i18n/plural';
import type { Translate } from '~/i18n/translate';
import { formatDate, type ArticleView } from '~/shared/news-view';
import { CategoryBadge, OriginalBadge } from './NewsBits.tsx';
import { phrased } from './phrased.ts';

interface Props {
  locale: Locale;
  t: Translate;
  article: ArticleView;
  category: string;
}

export default function ArticleBody({ locale, t, article, category }: Props) {
  const original = (flag: boolean) => (flag ? 'zh-CN' : undefined);
  return (
    <article className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line sm:p-10">
      <h1 lang={original(article.titleOriginal)} className="text-h3 font-bold text-ink sm:text-h2">
        {phrased(article.title)}
      </h1>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 border-b border-line pb-6 text-small text-muted">
        <CategoryBadge>{category}</CategoryBadge>
        <OriginalBadge
          item={{ original: article.titleOriginal || article.bodyOriginal }}
          label={t('newsList.original')}
          hint={t('newsList.originalHint')}
        />
        <span>
          {t('article.published')}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
        </span>
        <span data-views={article.views}>{t(pluralKey(locale, article.views, 'article.views'), { count: article.views })}</span>
      </div>
      {/* The image's size is unknown until it loads: a fixed frame keeps the text below from moving. */}
      {article.imageUrl && (
        <img
          src={article.imageUrl}
          alt=""
          width={1200}
          height={675}
          className="mt-8 aspect-video w-full rounded-card object-cover"
        />
      )}
      <div lang={original(article.bodyOriginal)} className="mt-8 space-y-5 text-body text-ink-soft">
        {article.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {article.author && (
        <p className="mt-10 border-t border-line pt-6 text-small text-muted">{t('article.source', { author: article.author })}</p>
      )}
    </article>
  );
}
