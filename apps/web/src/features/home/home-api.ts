import { MSG } from '@ssf/domain/messages';
import { useEffect } from 'react';
import { useBlogs } from '../../lib/blogs.ts';
import { useEvents } from '../../lib/events.ts';
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

/**
 * Every event, for the home page's next upcoming one. The same query (and cache key) as the events
 * page, so a visit to either fills both. A failure shows no event, never an error on the home page.
 */
export function useHomeEvents() {
  const query = useEvents();
  return { events: query.data ?? [], isPending: query.isPending };
}

/** The blogs, newest first, for the home page's latest posts (the blogs page's query and key). */
export function useHomeBlogs() {
  const query = useBlogs();
  return { blogs: query.data ?? [], isPending: query.isPending };
}
