// Upload by file picker, drag and drop, or paste (anywhere on the page while it
// is shown). Files over the API's limits are scaled in the browser first.
import { ImageUp, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '~/shared/media';
import { useT } from '../i18n/index.ts';
import { useMediaUpload } from './use-media.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export default function MediaUploader({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const { t } = useT();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [current, setCurrent] = useState('');
  const upload = useMediaUpload(onUploaded);
  const send = (files: File[]) => {
    if (files.length === 0) return;
    setCurrent(files.map((file) => file.name || 'image').join(', '));
    upload.mutate(files);
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith('image/'));
      if (files.length === 0) return; // text pasted into a field stays text
      event.preventDefault();
      send(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  return (
    <section
      aria-label={t('media.chooseFiles')}
      data-testid="media-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        send([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center text-small ${
        dragging ? 'border-brand-500 bg-brand-50' : 'border-line bg-surface'
      }`}
    >
      <ImageUp aria-hidden="true" className="size-7 text-muted" />
      <p className="text-ink">
        {t('media.dropHere')}{' '}
        <label htmlFor={inputId} className="cursor-pointer font-medium text-brand-700 underline">
          {t('media.chooseFiles')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </p>
      <p className="max-w-prose text-xs text-muted">{t('media.formats')}</p>
      <p role="status" className="min-h-5 text-xs text-ink-soft">
        {upload.isPending && (
          <span className="inline-flex items-center gap-1">
            <Loader2 aria-hidden="true" className="size-3 animate-spin" />
            {t('media.uploading', { name: current })}
          </span>
        )}
      </p>
    </section>
  );
}
