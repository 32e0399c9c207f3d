import { useWatch, type Control } from 'react-hook-form';
import { inputBase } from '~/admin/components/styles';
import FormField from '~/admin/forms/FormField';
import { useT } from '~/admin/i18n';
import MarkdownArea, { type PickImage } from './MarkdownArea.tsx';
import type { NewsFormValues } from './news-form-values.ts';
import { titleHint } from './title-hint.ts';

/** The optional English title, content, summary and author that English pages show when present. */
export default function EnglishFields({ control, onPickImage }: { control: Control<NewsFormValues>; onPickImage?: PickImage }) {
  const { t } = useT();
  const title = useWatch({ control, name: 'titleEn' });
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 text-h4 font-semibold text-ink">{t('form.english')}</legend>
      <FormField control={control} name="titleEn" id="news-title-en" label={t('form.titleEn')} hint={titleHint(title, t)}>
        {(field) => <input {...field} lang="en" className={inputBase} />}
      </FormField>
      <FormField control={control} name="contentEn" id="news-content-en" label={t('form.contentEn')} hint={t('form.contentHint')}>
        {(field) => <MarkdownArea field={field} control={control} name="contentEn" lang="en" onPickImage={onPickImage} />}
      </FormField>
      <FormField control={control} name="summaryEn" id="news-summary-en" label={t('form.summaryEn')} hint={t('form.summaryHint')}>
        {(field) => <textarea {...field} lang="en" rows={3} maxLength={300} className={`${inputBase} leading-relaxed`} />}
      </FormField>
      <FormField control={control} name="authorEn" id="news-author-en" label={t('form.authorEn')} hint={t('form.authorEnHint')}>
        {(field) => <input {...field} lang="en" maxLength={100} className={inputBase} />}
      </FormField>
    </fieldset>
  );
}
