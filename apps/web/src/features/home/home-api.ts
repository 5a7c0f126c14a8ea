import { MSG } from '@ssf/domain/messages';
import type { GalleryImage } from '@ssf/domain/schemas/gallery';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';

/**
 * The gallery's images for the home page's marquee (the same query as the gallery page, so a visit
 * to either fills both). A failure is logged ('Error fetching images:') and the page goes on
 * without the marquee.
 */
export function useHomeGallery() {
  const query = useQuery({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => api.get<GalleryImage[]>('/gallery/all', { signal }),
  });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(MSG.galleryLoadFailed, error);
  }, [isError, error]);
  return { images: query.data ?? [], isPending: query.isPending };
}
