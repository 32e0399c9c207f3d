// The media library's queries and writes, sharing one cache key so an upload,
// an alt text or a delete refreshes every open list (screen and picker).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MediaItem } from '~/shared/media';
import { deleteMedia, listMedia, type MediaListQuery, updateMediaAlt, uploadMedia } from '../api/media.ts';
import { useT } from '../i18n/index.ts';
import { errorText } from '../lib/errors.ts';
import { prepareUpload } from './prepare-upload.ts';

const MEDIA_KEY = ['media'] as const;

export function useMediaList(query: MediaListQuery) {
  return useQuery({
    queryKey: [...MEDIA_KEY, query],
    queryFn: ({ signal }) => listMedia(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Uploads files one after another (scaled first where needed); each success is announced and reported. */
export function useMediaUpload(onUploaded?: (item: MediaItem) => void) {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const name = file.name || 'image';
        try {
          const prepared = await prepareUpload(file);
          const item = await uploadMedia(prepared.blob, prepared.name);
          toast.success(t('media.uploaded', { name: item.name }));
          onUploaded?.(item);
        } catch (error) {
          toast.error(t('media.uploadFailed', { name, reason: errorText(error, t) }));
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export function useMediaAlt() {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zh, en }: { id: string; zh: string; en: string }) => updateMediaAlt(id, zh, en),
    onSuccess: () => toast.success(t('media.altSaved')),
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export function useMediaDelete() {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMedia(id),
    onSuccess: () => toast.success(t('media.deleted')),
    // While an article uses the image, the server's message names the articles.
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
