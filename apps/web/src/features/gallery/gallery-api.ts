import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The cache keys of the gallery reads; the admin writes (./gallery-admin-api.ts) refresh them. */
export const galleryKeys = { all: ['gallery'] as const };

/** Every gallery image, newest first. */
export function useGallery() {
  return useQuery({
    queryKey: galleryKeys.all,
    queryFn: ({ signal }) => api.get<GalleryImage[]>('/gallery/all', { signal }),
  });
}
