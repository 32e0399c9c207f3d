// "Choose from library" for the cover: the media picker fills the image field
// with the image's /media/... address (the field keeps taking any URL).
import { Images } from 'lucide-react';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { buttonSecondary } from '~/admin/components/styles';
import { useT } from '~/admin/i18n';
import MediaPicker from '~/admin/media/MediaPicker';
import type { NewsFormValues } from './news-form-values.ts';

export default function CoverFromLibrary({ control }: { control: Control<NewsFormValues> }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { field } = useController({ control, name: 'imageUrl' });
  return (
    <>
      <button type="button" className={`${buttonSecondary} self-start`} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="size-4" />
        {t('media.pick')}
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={(media) => field.onChange(media.url)} />
    </>
  );
}
