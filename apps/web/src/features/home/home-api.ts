import { MSG } from '@ssf/domain/messages';
import { useEffect } from 'react';
import { HOME_BLOG_CARDS } from '../../lib/blog-cards.ts';
import { useBlogCards } from '../../lib/blogs.ts';
import { HOME_EVENT_CARDS } from '../../lib/event-cards.ts';
import { useEventCards } from '../../lib/events.ts';
import { useGallery } from '../../lib/gallery.ts';

/**
 * The gallery's images for the home page's marquee (the same query as the gallery page, so a visit
 * to either fills both). Read in the browser only, and only once `wanted` (the marquee has come
 * near the screen, home-page.tsx): the marquee's pictures wait for the app anyway (a drawn page's
 * lazy pictures do), so the page the server draws keeps only their place and not their markup and
 * data, and fits a phone's first round trip (docs/decisions/0246-home-marquee-later.md,
 * 0253-home-gallery-near-screen.md). Pictures already read (the gallery page visited first) show at
 * once. A failure is logged ('Error fetching images:') and the page goes on without the marquee.
 */
export function useHomeGallery(wanted: boolean) {
  const query = useGallery({ enabled: wanted && typeof window !== 'undefined' });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(MSG.galleryLoadFailed, error);
  }, [isError, error]);
  return { images: query.data ?? [], isPending: query.isPending };
}

/**
 * The upcoming events' cards, for the home page's next event. A failure shows no event, never an
 * error on the home page.
 */
export function useHomeEvents() {
  const query = useEventCards(HOME_EVENT_CARDS);
  return { events: query.data ?? [], isPending: query.isPending };
}

/** The newest posts' cards for the home page's latest posts. */
export function useHomeBlogs() {
  const query = useBlogCards(HOME_BLOG_CARDS);
  return { blogs: query.data ?? [], isPending: query.isPending };
}
