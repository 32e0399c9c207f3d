import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { inputBase } from '~/admin/components/styles';
import FormField from '~/admin/forms/FormField';
import { useT } from '~/admin/i18n';
import CoverFromLibrary from './CoverFromLibrary.tsx';
import MarkdownArea, { type PickImage } from './MarkdownArea.tsx';
import type { NewsFormValues } from './news-form-values.ts';
import { titleHint } from './title-hint.ts';

/** Only links the API accepts get a preview: http(s) or a path on this site. */
const PREVIEWABLE = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i;

/** Title, content (Markdown, with its toolbar), summary, address, cover image (a URL or from the library) with a preview, author. */
export default function MainFields({
  control,
  setValue,
  onPickImage,
}: {
  control: Control<NewsFormValues>;
  setValue: UseFormSetValue<NewsFormValues>;
  onPickImage?: PickImage;
}) {
  const { t } = useT();
  const [brokenImage, setBrokenImage] = useState('');
  const image = useWatch({ control, name: 'imageUrl' }).trim();
  const title = useWatch({ control, name: 'title' });
  return (
    <>
      <FormField control={control} name="title" id="news-title" label={t('form.titleLabel')} hint={titleHint(title, t)} required>
        {(field) => <input {...field} className={inputBase} aria-required />}
      </FormField>
      <FormField
        control={control}
        name="content"
        id="news-content"
        label={t('form.content')}
        hint={t('form.contentHint')}
        required
      >
        {(field) => <MarkdownArea field={field} control={control} name="content" required onPickImage={onPickImage} />}
      </FormField>
      <FormField control={control} name="summary" id="news-summary" label={t('form.summary')} hint={t('form.summaryHint')}>
        {(field) => <textarea {...field} rows={3} maxLength={300} className={`${inputBase} leading-relaxed`} />}
      </FormField>
      <FormField control={control} name="slug" id="news-slug" label={t('form.slug')} hint={t('form.slugHint')}>
        {(field) => (
          <input {...field} className={`${inputBase} font-mono`} inputMode="url" autoCapitalize="off" spellCheck={false} />
        )}
      </FormField>
      <FormField control={control} name="imageUrl" id="news-image" label={t('form.imageUrl')} hint={t('form.imageHint')}>
        {(field) => <input {...field} type="url" inputMode="url" className={inputBase} placeholder="https://" />}
      </FormField>
      <CoverFromLibrary onPick={(url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })} />
      {image && PREVIEWABLE.test(image) && (
        <figure className="overflow-hidden rounded-lg border border-line bg-surface">
          {brokenImage === image ? (
            <p className="px-4 py-8 text-center text-small text-muted">{t('form.imageBroken')}</p>
          ) : (
            <img
              src={image}
              alt={t('form.imagePreview')}
              onError={() => setBrokenImage(image)}
              className="max-h-64 w-full object-contain"
            />
          )}
        </figure>
      )}
      <FormField control={control} name="author" id="news-author" label={t('form.author')} hint={t('form.authorHint')}>
        {(field) => <input {...field} className={inputBase} />}
      </FormField>
    </>
  );
}
