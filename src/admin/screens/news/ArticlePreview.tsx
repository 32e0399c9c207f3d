import { useWatch, type Control } from 'react-hook-form';
import { card } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { formatDate, fromLocalInput } from '~/admin/lib/format';
import { categoryLabel } from '~/admin/lib/labels';
import type { NewsFormValues } from './news-form-values.ts';

/** A paragraph per non-empty line, as the public article shows it. Rendered as text, never HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The article as readers will see it, updated while the admin types. */
export default function ArticlePreview({ control }: { control: Control<NewsFormValues> }) {
  const { t, locale } = useT();
  const [title, content, category, author, publishedAt] = useWatch({
    control,
    name: ['title', 'content', 'category', 'author', 'publishedAt'],
  });
  const date = fromLocalInput(publishedAt) ?? new Date().toISOString();
  const body = paragraphs(content);
  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="news-preview-title">
      <h2 id="news-preview-title" className="text-h4 font-semibold text-ink">
        {t('form.preview')}
      </h2>
      <p className="mb-4 text-xs text-muted">{t('form.previewHint')}</p>
      {!title.trim() && body.length === 0 ? (
        <p className="py-8 text-center text-small text-muted">{t('form.previewEmpty')}</p>
      ) : (
        <article data-testid="news-preview" className="border-t border-line pt-4">
          <p className="text-h4 font-semibold break-words text-ink">{title}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{categoryLabel(category, locale)}</span>
            <span>{formatDate(date, locale)}</span>
          </p>
          <div className="mt-4 flex flex-col gap-3 text-small leading-relaxed break-words text-ink-soft">
            {body.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {author.trim() && <p className="mt-4 text-xs text-muted">— {author.trim()}</p>}
        </article>
      )}
    </section>
  );
}
