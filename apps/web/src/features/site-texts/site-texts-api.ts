import { leaderPhotoField, type SiteSaved, type SiteTextsInput } from '@ssf/domain/schemas/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SITE_TEXTS_KEY } from '../../lib/site.ts';
import { upload } from '../../lib/upload.ts';

/** The multipart body of PUT /admin/site: the texts as JSON, and each leader's new photo if chosen. */
export function siteFormData(texts: SiteTextsInput, photos: ReadonlyArray<File | null>): FormData {
  const form = new FormData();
  form.append('texts', JSON.stringify(texts));
  photos.forEach((photo, i) => {
    if (photo) form.append(leaderPhotoField(i), photo);
  });
  return form;
}

/** Saves the site texts; `progress` is the share of the photos sent while they go out. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ texts, photos }: { texts: SiteTextsInput; photos: ReadonlyArray<File | null> }) => {
      const withPhotos = photos.some(Boolean);
      if (withPhotos) setProgress(0);
      return upload<SiteSaved>('PUT', '/admin/site', siteFormData(texts, photos), {
        onProgress: withPhotos ? setProgress : undefined,
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(SITE_TEXTS_KEY, saved.site),
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}
