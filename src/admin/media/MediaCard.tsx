// One image of the library: thumbnail, facts, alt text, where it is used, delete.
import { AlertTriangle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { hasAltText, type MediaListItem } from '~/shared/media';
import { buttonGhost, card } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import { formatDate } from '../lib/format.ts';
import AltTextForm from './AltTextForm.tsx';
import { formatSize } from './format-size.ts';
import { thumbnailUrl } from './thumbnail.ts';

export default function MediaCard({ item, onDelete }: { item: MediaListItem; onDelete: (item: MediaListItem) => void }) {
  const { t, locale } = useT();
  return (
    <li className={`${card} flex flex-col overflow-hidden`} data-testid="media-card">
      <img
        src={thumbnailUrl(item.url, 640)}
        alt={item.alt[locale] || item.alt.zh}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-surface object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="truncate font-medium text-ink" title={item.name}>
            {item.name}
          </p>
          <p className="text-xs text-muted">
            {t('media.dimensions', { width: item.width, height: item.height })} · {formatSize(item.size)}
          </p>
          <p className="text-xs text-muted">
            {t('media.uploadedAt', { date: formatDate(item.uploadedAt, locale), user: item.uploadedBy })}
          </p>
        </div>
        {!hasAltText(item) && (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            {t('media.altMissing')}
          </p>
        )}
        <AltTextForm item={item} />
        <div className="text-xs">
          <p className="font-medium text-ink-soft">{t('media.usedIn')}</p>
          {item.usedIn.length === 0 ? (
            <p className="text-muted">{t('media.unused')}</p>
          ) : (
            <ul className="list-disc pl-4">
              {item.usedIn.map((use) => (
                <li key={use.id}>
                  <Link to={`/news/edit/${use.id}`} className="text-brand-700 hover:underline">
                    {use.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="button" className={`${buttonGhost} mt-auto self-start text-red-700`} onClick={() => onDelete(item)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('media.delete')}
        </button>
      </div>
    </li>
  );
}
