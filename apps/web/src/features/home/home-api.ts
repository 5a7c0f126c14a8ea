import { MSG } from '@ssf/domain/messages';
import type { Blog } from '@ssf/domain/schemas/blog';
import type { Event } from '@ssf/domain/schemas/event';
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

/**
 * Every event, for the home page's next upcoming one. The same query (and cache key) as the events
 * page, so a visit to either fills both. A failure shows no event, never an error on the home page.
 */
export function useHomeEvents() {
  const query = useQuery({
    queryKey: ['events', 'list'],
    queryFn: ({ signal }) => api.get<Event[]>('/events/all', { signal }),
  });
  return { events: query.data ?? [], isPending: query.isPending };
}

/** The blogs, newest first, for the home page's latest posts (the blogs page's query and key). */
export function useHomeBlogs() {
  const query = useQuery({
    queryKey: ['blogs', 'list'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Blog[]>('/blog/all', { signal });
      } catch (err) {
        if (signal.aborted) throw err;
        console.error('Failed to load blogs', err);
        return [];
      }
    },
  });
  return { blogs: query.data ?? [], isPending: query.isPending };
}
