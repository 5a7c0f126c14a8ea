import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The cache keys of the gallery reads; the admin writes (features/gallery) refresh them. */
export const galleryKeys = { all: ['gallery'] as const };

/** Every gallery image, newest first: one query for the gallery page and the home page's marquee. */
export const galleryQuery = queryOptions({
  queryKey: galleryKeys.all,
  queryFn: ({ signal }) => api.get<GalleryImage[]>('/gallery/all', { signal }),
});

export const useGallery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...galleryQuery, enabled });
