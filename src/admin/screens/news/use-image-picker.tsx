// The media library as the Markdown toolbars' image button uses it: a promise
// that settles with the chosen image (its alt text in the body's language) or null.
import { type ReactNode, useCallback, useState } from 'react';
import MediaPicker from '~/admin/media/MediaPicker';
import type { PickImage } from './MarkdownArea.tsx';

type Picked = Awaited<ReturnType<PickImage>>;

/** The picker function for MarkdownArea, and the dialog to render once in the editor. */
export function useImagePicker(): [PickImage, ReactNode] {
  const [request, setRequest] = useState<{ lang: 'zh' | 'en'; settle: (picked: Picked) => void } | null>(null);
  const pick = useCallback<PickImage>((lang) => new Promise((settle) => setRequest({ lang, settle })), []);
  const dialog = (
    <MediaPicker
      open={request !== null}
      onPick={(media) => request?.settle({ url: media.url, alt: media.alt[request.lang] })}
      onClose={() => {
        // After a pick too (the picker closes itself): a settled promise ignores the null.
        request?.settle(null);
        setRequest(null);
      }}
    />
  );
  return [pick, dialog];
}
