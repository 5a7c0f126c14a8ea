// The admin's writes to the gallery list, apart from the public reads (./gallery-api.ts) so that
// the public pages load none of the writing code (uploads, mutations).
import type { GalleryImage, GalleryUploaded } from '@ssf/domain/schemas/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { upload } from '../../lib/upload.ts';
import { galleryKeys as keys } from './gallery-api.ts';

/** Upload several images in one request (all or nothing); `progress` is the share sent so far. */
export function useUploadImages() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ files, alts = [] }: { files: File[]; alts?: string[] }) => {
      const form = new FormData();
      for (const alt of alts) form.append('alt', alt);
      for (const file of files) form.append('image', file);
      setProgress(0);
      return upload<GalleryUploaded>('POST', '/gallery/upload', form, { onProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    onSettled: () => setProgress(null),
  });
  return { mutation, progress };
}

export function useUpdateAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) =>
      api.put<{ success: true; message: string; image: GalleryImage }>(
        `/gallery/update/${encodeURIComponent(id)}`,
        { alt },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message: string }>(`/gallery/delete/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
