// Someone saved the article after this edit began (409 CONFLICT): the typed
// text stays in the form; the editor may compare it with the newer version,
// load the newer version instead, or save over it knowingly.
import { useState } from 'react';
import type { AdminNewsItem } from '~/shared/site-publishing';
import { buttonPrimary, buttonSecondary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import TextDiff, { type ComparedTexts } from './TextDiff.tsx';

interface Props {
  message: string;
  /** The newer version, once loaded. */
  current: AdminNewsItem | undefined;
  typed: ComparedTexts;
  onReload: () => void;
  onKeepMine: () => void;
}

export const textsOf = (item: Pick<AdminNewsItem, 'title' | 'content' | 'titleEn' | 'contentEn'>): ComparedTexts => ({
  title: item.title,
  content: item.content,
  titleEn: item.titleEn ?? '',
  contentEn: item.contentEn ?? '',
});

export default function ConflictPanel({ message, current, typed, onReload, onKeepMine }: Props) {
  const { t } = useT();
  const [comparing, setComparing] = useState(false);
  return (
    <section
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-small text-amber-950"
    >
      <p className="font-medium">{message}</p>
      <p>{t('conflict.kept')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={() => setComparing((open) => !open)} disabled={!current}>
          {t('conflict.compare')}
        </button>
        <button type="button" className={buttonSecondary} onClick={onReload} disabled={!current}>
          {t('conflict.reload')}
        </button>
        <button type="button" className={buttonPrimary} onClick={onKeepMine} disabled={!current}>
          {t('conflict.keepMine')}
        </button>
      </div>
      {comparing && current && (
        <div className="rounded-lg border border-line bg-white p-3 text-ink">
          <p className="mb-2 text-xs text-muted">{t('conflict.compareHint')}</p>
          <TextDiff before={textsOf(current)} after={typed} />
        </div>
      )}
    </section>
  );
}
