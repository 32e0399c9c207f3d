// The library as a dialog: browse, search or upload, choose one image. An image
// is handed over only with alt text in both languages; the picker says so and
// lets the editor write it there.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { hasAltText, type MediaItem } from '~/shared/media';
import Modal from '../components/Modal.tsx';
import Pagination from '../components/Pagination.tsx';
import SearchBox from '../components/SearchBox.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/States.tsx';
import { buttonPrimary } from '../components/styles.ts';
import { useT } from '../i18n/index.ts';
import AltTextForm from './AltTextForm.tsx';
import MediaUploader from './MediaUploader.tsx';
import { thumbnailUrl } from './thumbnail.ts';
import { useMediaList } from './use-media.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (media: MediaItem) => void;
}

const PAGE_SIZE = 24;

export default function MediaPicker({ open, onClose, onPick }: Props) {
  const { t } = useT();
  // In <body>, not inside the article form that opens it: its own forms (search, alt text)
  // must not nest in the DOM, and their submits must not reach the article form's handler
  // (React bubbles events through portals, hence the stop).
  return createPortal(
    <div onSubmit={(event) => event.stopPropagation()}>
      <Modal open={open} title={t('media.pickTitle')} onClose={onClose} wide>
        <PickerBody
          onPick={(media) => {
            onPick(media);
            onClose();
          }}
        />
      </Modal>
    </div>,
    document.body,
  );
}

function PickerBody({ onPick }: { onPick: (media: MediaItem) => void }) {
  const { t } = useT();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [refused, setRefused] = useState(false);
  const list = useMediaList({ q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  // The listed copy is the fresh one once its alt text is saved.
  const current = (chosen && list.data?.items.find((item) => item.id === chosen.id)) ?? chosen;
  const choose = (item: MediaItem) => {
    setChosen(item);
    setRefused(false);
  };

  return (
    <div className="grid gap-4">
      <MediaUploader onUploaded={choose} />
      <SearchBox
        value={q}
        placeholder={t('media.search')}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState label={q ? t('media.noMatch', { q }) : t('media.empty')} />
      ) : (
        <ul className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-5 md:grid-cols-6">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={current?.id === item.id}
                aria-label={item.name}
                onClick={() => choose(item)}
                className="block w-full overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand-600"
              >
                <img
                  src={thumbnailUrl(item.url, 240)}
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  className="aspect-square w-full bg-surface object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
      {current && (
        <div className="grid gap-3 border-t border-line pt-4 sm:grid-cols-[10rem_1fr]">
          <img
            src={thumbnailUrl(current.url, 320)}
            alt=""
            width={current.width}
            height={current.height}
            className="w-40 rounded-lg bg-surface object-contain"
          />
          <div className="grid gap-3">
            <p className="text-small font-medium text-ink">{t('media.selected', { name: current.name })}</p>
            <AltTextForm item={current} />
            {refused && (
              <p role="alert" className="text-small text-red-700">
                {t('media.needsAlt')}
              </p>
            )}
            <button
              type="button"
              className={`${buttonPrimary} justify-self-start`}
              onClick={() => (hasAltText(current) ? onPick(current) : setRefused(true))}
            >
              {t('media.use')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
