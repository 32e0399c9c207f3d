// "Choose from library" for the cover: the media picker fills the image field
// with the image's /media/... address (the field keeps taking any URL).
import { Images } from 'lucide-react';
import { useState } from 'react';
import { buttonSecondary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import MediaPicker from '~/admin/media/MediaPicker';

/** `onPick` gets the chosen image's /media/... address for the cover field. */
export default function CoverFromLibrary({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${buttonSecondary} self-start`} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="size-4" />
        {t('media.pick')}
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={(media) => onPick(media.url)} />
    </>
  );
}
