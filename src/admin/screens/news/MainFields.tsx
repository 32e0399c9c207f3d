import { useState } from 'react';
import Field from '../../components/Field.tsx';
import { inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import type { FieldErrors, SetValue } from './NewsEditor.tsx';
import type { NewsFormValues } from './news-form-values.ts';

interface Props {
  values: NewsFormValues;
  errors: FieldErrors;
  setValue: SetValue;
}

/** Only links the API accepts get a preview: http(s) or a path on this site. */
const PREVIEWABLE = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i;

/** Title, content (10 rows), image link with a preview, author. */
export default function MainFields({ values, errors, setValue }: Props) {
  const { t } = useT();
  const [brokenImage, setBrokenImage] = useState('');
  const image = values.imageUrl.trim();
  return (
    <>
      <Field id="news-title" label={t('form.titleLabel')} error={errors.title} required>
        {(control) => (
          <input {...control} className={inputBase} value={values.title} onChange={(e) => setValue('title', e.target.value)} aria-required />
        )}
      </Field>
      <Field id="news-content" label={t('form.content')} hint={t('form.contentHint')} error={errors.content} required>
        {(control) => (
          <textarea
            {...control}
            rows={10}
            className={`${inputBase} leading-relaxed`}
            value={values.content}
            onChange={(e) => setValue('content', e.target.value)}
            aria-required
          />
        )}
      </Field>
      <Field id="news-image" label={t('form.imageUrl')} hint={t('form.imageHint')} error={errors.imageUrl}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            className={inputBase}
            value={values.imageUrl}
            onChange={(e) => setValue('imageUrl', e.target.value)}
            placeholder="https://"
          />
        )}
      </Field>
      {image && PREVIEWABLE.test(image) && (
        <figure className="overflow-hidden rounded-lg border border-line bg-surface">
          {brokenImage === image ? (
            <p className="px-4 py-8 text-center text-small text-muted">{t('form.imageBroken')}</p>
          ) : (
            <img src={image} alt={t('form.imagePreview')} onError={() => setBrokenImage(image)} className="max-h-64 w-full object-contain" />
          )}
        </figure>
      )}
      <Field id="news-author" label={t('form.author')} hint={t('form.authorHint')} error={errors.author}>
        {(control) => (
          <input {...control} className={inputBase} value={values.author} onChange={(e) => setValue('author', e.target.value)} />
        )}
      </Field>
    </>
  );
}
