// The editor's buttons: publishing is always an explicit choice. A draft (or a
// new article) offers 'Save draft' and 'Publish' ('Schedule' for a future
// date); a published one 'Update' and 'Unpublish'. 'View on site' opens the
// public page of an article readers can see now.
import { ExternalLink } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import type { NewsStatus } from '~/shared/constants';
import { addressOf, articlePath } from '~/shared/news-view';
import type { AdminNewsItem } from '~/shared/site-publishing';
import { buttonGhost, buttonPrimary, buttonSecondary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import { displayStatus, fromLocalInput } from '~/admin/lib/format';
import type { NewsFormValues } from './news-form-values.ts';

interface Props {
  control: Control<NewsFormValues>;
  original?: AdminNewsItem;
  saving: boolean;
  onSave: (status: NewsStatus) => void;
  onCancel: () => void;
}

export default function PublishActions({ control, original, saving, onSave, onCancel }: Props) {
  const { t } = useT();
  const publishedAt = useWatch({ control, name: 'publishedAt' });
  const when = fromLocalInput(publishedAt);
  const future = when !== undefined && new Date(when).getTime() > Date.now();
  const published = original?.status === 'published';
  const publicNow = original !== undefined && displayStatus(original) === 'published';
  const publishLabel = published ? t('form.update') : future ? t('form.schedule') : t('form.publish');
  return (
    <div className="flex flex-col gap-2">
      {original && (
        <p className="text-small text-ink-soft" data-testid="article-status">
          {t('common.labelled', { label: t('form.currentStatus'), value: t(`news.status.${displayStatus(original)}`) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${buttonPrimary} flex-1`} disabled={saving} onClick={() => onSave('published')}>
          {saving ? t('form.saving') : publishLabel}
        </button>
        <button type="button" className={`${buttonSecondary} flex-1`} disabled={saving} onClick={() => onSave('draft')}>
          {published ? t('form.unpublish') : t('form.saveDraft')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        {publicNow && (
          <a href={articlePath(addressOf(original), 'zh')} target="_blank" rel="noopener" className={buttonGhost}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('form.viewOnSite')}
          </a>
        )}
        <button type="button" className={buttonGhost} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
