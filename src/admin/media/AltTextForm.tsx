// The alt text of an image in both languages; both are needed before an article may use it.
import { useEffect, useId, useState } from 'react';
import { MEDIA_ALT_MAX, type MediaItem } from '~/shared/media';
import { buttonSecondary, inputBase } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { useMediaAlt } from './use-media.ts';

export default function AltTextForm({ item }: { item: MediaItem }) {
  const { t } = useT();
  const id = useId();
  const [zh, setZh] = useState(item.alt.zh);
  const [en, setEn] = useState(item.alt.en);
  useEffect(() => {
    setZh(item.alt.zh);
    setEn(item.alt.en);
  }, [item.alt.zh, item.alt.en]);
  const save = useMediaAlt();
  const changed = zh.trim() !== item.alt.zh || en.trim() !== item.alt.en;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: item.id, zh: zh.trim(), en: en.trim() });
      }}
    >
      <label htmlFor={`${id}-zh`} className="text-xs font-medium text-ink-soft">
        {t('media.altZh')}
      </label>
      <input
        id={`${id}-zh`}
        value={zh}
        maxLength={MEDIA_ALT_MAX}
        onChange={(event) => setZh(event.target.value)}
        className={inputBase}
      />
      <label htmlFor={`${id}-en`} className="text-xs font-medium text-ink-soft">
        {t('media.altEn')}
      </label>
      <input
        id={`${id}-en`}
        lang="en"
        value={en}
        maxLength={MEDIA_ALT_MAX}
        onChange={(event) => setEn(event.target.value)}
        className={inputBase}
      />
      <button type="submit" className={`${buttonSecondary} justify-self-start`} disabled={!changed || save.isPending}>
        {t('media.saveAlt')}
      </button>
    </form>
  );
}
