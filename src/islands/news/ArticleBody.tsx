// An article as readers see it: title, category, date, views, the optional image
// first, the body and its source. The body is HTML from src/shared/markdown.ts
// (rendered at build time or by the API), which shows any HTML typed as text.
import type { Locale } from '~/i18n/locales';
import { pluralKey } from '~/i18n/plural';
import type { Translate } from '~/i18n/translate';
import { ARTICLE_IMAGE_SIZES, mediaImage } from '~/shared/media-srcset';
import { formatDate, type ArticleView } from '~/shared/news-view';
import { CategoryBadge, OriginalBadge } from './NewsBits.tsx';
import { phrased } from './phrased.ts';

interface Props {
  locale: Locale;
  t: Translate;
  article: ArticleView;
  /** Absent in the editor's preview until a category is chosen. */
  category?: string;
}

export default function ArticleBody({ locale, t, article, category }: Props) {
  const original = (flag: boolean) => (flag ? 'zh-CN' : undefined);
  const media = article.imageUrl ? mediaImage(article.imageUrl) : null;
  return (
    <article className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line sm:p-10">
      <h1 lang={original(article.titleOriginal)} className="text-h3 font-bold text-ink sm:text-h2">
        {phrased(article.title)}
      </h1>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 border-b border-line pb-6 text-small text-muted">
        {category && <CategoryBadge>{category}</CategoryBadge>}
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
      {/* The cover is the likely LCP element: sized, fetched first, resized by the Image CDN. A
          media-library address gives its size; another image gets a fixed frame so the text below stays still. */}
      {article.imageUrl &&
        (media ? (
          <img
            src={article.imageUrl}
            alt=""
            width={media.width}
            height={media.height}
            srcSet={media.srcset}
            sizes={ARTICLE_IMAGE_SIZES}
            fetchPriority="high"
            className="mt-8 h-auto w-full rounded-card"
          />
        ) : (
          <img
            src={article.imageUrl}
            alt=""
            width={1200}
            height={675}
            className="mt-8 aspect-video w-full rounded-card object-cover"
          />
        ))}
      <div
        lang={original(article.bodyOriginal)}
        className="article-body mt-8 text-body text-ink-soft"
        data-testid="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the one Markdown renderer's output, raw HTML off (docs/SECURITY.md).
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {article.author && (
        <p className="mt-10 border-t border-line pt-6 text-small text-muted">{t('article.source', { author: article.author })}</p>
      )}
    </article>
  );
}
