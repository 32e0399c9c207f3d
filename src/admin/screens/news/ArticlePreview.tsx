// The article as readers will see it, updated while the admin types: the
// public page's own ArticleBody with the cover image, the body rendered by the
// one Markdown renderer, in Chinese or English, at phone (390 px) or desktop
// width.
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { DICTIONARIES } from '~/i18n';
import { NEWS_CATEGORIES } from '~/shared/constants';
import type { Locale } from '~/i18n/locales';
import { createTranslate } from '~/i18n/translate';
import ArticleBody from '~/islands/news/ArticleBody';
import { withRenderedBody } from '~/shared/markdown';
import { toArticleView } from '~/shared/news-view';
import { card } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { fromLocalInput } from '~/admin/lib/format';
import { categoryLabel } from '~/admin/lib/labels';
import type { NewsFormValues } from './news-form-values.ts';

type Width = 'phone' | 'desktop';

// On a phone narrower than 390 px of card, the phone width is the card's: no clipped lines.
const WIDTHS: Record<Width, string> = { phone: 'w-[390px] max-w-full', desktop: 'w-[860px]' };

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<[T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-line p-0.5">
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className="rounded-md px-3 py-1 text-small text-ink-soft aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {text}
        </button>
      ))}
    </div>
  );
}

export default function ArticlePreview({ control }: { control: Control<NewsFormValues> }) {
  const { t } = useT();
  const [lang, setLang] = useState<Locale>('zh');
  // A phone shows the phone width first; the desktop one would need sideways scrolling there.
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 900 ? 'phone' : 'desktop'));
  const values = useWatch({ control });
  const english = lang === 'en';
  const title = (english ? values.titleEn : values.title)?.trim() ?? '';
  const content = (english ? values.contentEn : values.content)?.trim() ?? '';
  const source = {
    id: 'preview',
    title: values.title ?? '',
    content: values.content ?? '',
    titleEn: values.titleEn || undefined,
    contentEn: values.contentEn || undefined,
    // The view needs a category; the badge below shows only a chosen one.
    category: values.category || NEWS_CATEGORIES[0],
    publishedAt: fromLocalInput(values.publishedAt ?? '') ?? new Date().toISOString(),
    featured: false,
    author: values.author?.trim() ?? '',
    authorEn: values.authorEn?.trim() || undefined,
    imageUrl: values.imageUrl?.trim() || undefined,
    views: 0,
  };
  return (
    <section className={`${card} p-4 sm:p-6`} aria-labelledby="news-preview-title">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="news-preview-title" className="text-h4 font-semibold text-ink">
          {t('form.preview')}
        </h2>
        <p className="text-xs text-muted">{t('form.previewHint')}</p>
        <span className="flex flex-wrap gap-2 sm:ml-auto">
          <Toggle
            label={t('preview.language')}
            options={[
              ['zh', '中文'],
              ['en', 'English'],
            ]}
            value={lang}
            onChange={setLang}
          />
          <Toggle
            label={t('preview.width')}
            options={[
              ['phone', t('preview.phone')],
              ['desktop', t('preview.desktop')],
            ]}
            value={width}
            onChange={setWidth}
          />
        </span>
      </div>
      {!title || !content ? (
        <p className="py-8 text-center text-small text-muted">{t(english ? 'preview.noEnglish' : 'form.previewEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-surface p-3" data-testid="news-preview" data-width={width}>
          <div className={`${WIDTHS[width]} mx-auto`} lang={english ? 'en' : 'zh-CN'}>
            <ArticleBody
              locale={lang}
              t={createTranslate(DICTIONARIES[lang], lang)}
              article={toArticleView(withRenderedBody(source), lang)}
              category={values.category ? categoryLabel(values.category, lang) : undefined}
            />
          </div>
        </div>
      )}
    </section>
  );
}
