import Field from '../../components/Field.tsx';
import { inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import type { FieldErrors, SetValue } from './NewsEditor.tsx';
import type { NewsFormValues } from './news-form-values.ts';

/** The optional English title and content that English pages show when present. */
export default function EnglishFields({ values, errors, setValue }: { values: NewsFormValues; errors: FieldErrors; setValue: SetValue }) {
  const { t } = useT();
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 text-h4 font-semibold text-ink">{t('form.english')}</legend>
      <Field id="news-title-en" label={t('form.titleEn')} error={errors.titleEn}>
        {(control) => (
          <input {...control} lang="en" className={inputBase} value={values.titleEn} onChange={(e) => setValue('titleEn', e.target.value)} />
        )}
      </Field>
      <Field id="news-content-en" label={t('form.contentEn')} hint={t('form.contentHint')} error={errors.contentEn}>
        {(control) => (
          <textarea
            {...control}
            lang="en"
            rows={10}
            className={`${inputBase} leading-relaxed`}
            value={values.contentEn}
            onChange={(e) => setValue('contentEn', e.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
