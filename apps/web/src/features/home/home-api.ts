import { MSG } from '@ssf/domain/messages';
import { useEffect } from 'react';
import { useGallery } from '../../lib/gallery.ts';

/**
 * The gallery's images for the home page's marquee (the same query as the gallery page, so a visit
 * to either fills both). A failure is logged ('Error fetching images:') and the page goes on
 * without the marquee.
 */
export function useHomeGallery() {
  const query = useGallery();
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(MSG.galleryLoadFailed, error);
  }, [isError, error]);
  return { images: query.data ?? [], isPending: query.isPending };
}
