import type { PageKey } from '@ssf/domain/pages';
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES, WIDE_CARD_IMAGE_SIZES } from '../lib/media.ts';
import { BLOG_COVER_SIZES } from '../features/blogs/blog-cover.ts';

/**
 * What a public page needs first on a visitor's first visit, for the server to announce in the
 * page's <head> so the browser fetches it while the app's main script is still arriving:
 * - `module`: the page's code (the file routes.tsx imports lazily, relative to apps/web); the build
 *   turns it into the page's chunks and their imports (vite.config.ts, page-preloads.json);
 * - `data`: the API reads (below /api/v1) the page makes as it renders, `:name` filled from the URL;
 * - `image`: a fixed image painted large at the top of the page (its largest paint);
 * - `metaImageSizes`: the page's own image (the one its Open Graph tags name, a stored image) is
 *   painted large at its top with these `sizes`: the server announces it with the same srcset.
 * - `leadImageSizes`: a list page's first picture (the first card's, which the server picks from
 *   the list as the page orders it) is painted with these `sizes`: announced the same way.
 * Only reads every visitor makes belong here: a preload nobody uses is wasted bandwidth.
 * This file is read by the build (no browser code may be imported here).
 */
export interface PagePreload {
  module: string;
  data?: string[];
  image?: string;
  metaImageSizes?: string;
  leadImageSizes?: string;
}

/** The frame of every public page: navigation and footer (the footer shows the site texts). */
export const PUBLIC_LAYOUT_PRELOAD: PagePreload = {
  module: 'src/app/public-layout.tsx',
  data: ['/site'],
};

export const PAGE_PRELOADS: Partial<Record<PageKey, PagePreload>> = {
  // The home page draws its sections once the site texts, the gallery, the events and the blogs
  // have answered.
  home: {
    module: 'src/features/home/home-page.tsx',
    data: ['/gallery/all', '/podcast/episodes', '/events/all', '/blog/all'],
    image: '/media-assets/hero-poster.webp',
  },
  joinUs: { module: 'src/features/members/join-page.tsx', data: ['/member/join-form'] },
  team: { module: 'src/features/team/team-page.tsx', data: ['/team/all'] },
  gallery: {
    module: 'src/features/gallery/gallery-page.tsx',
    data: ['/gallery/all'],
    leadImageSizes: GALLERY_IMAGE_SIZES,
  },
  blogs: {
    module: 'src/features/blogs/blogs-page.tsx',
    data: ['/blog/all'],
    leadImageSizes: CARD_IMAGE_SIZES,
  },
  blog: {
    module: 'src/features/blogs/blog-page.tsx',
    data: ['/blog/:slug', '/blog/all'],
    metaImageSizes: BLOG_COVER_SIZES,
  },
  events: {
    module: 'src/features/events/events-page.tsx',
    data: ['/events/all'],
    leadImageSizes: WIDE_CARD_IMAGE_SIZES,
  },
  event: { module: 'src/features/events/event-page.tsx', data: ['/events/:id'] },
  recruitment: { module: 'src/features/recruitment/recruitment-page.tsx', data: ['/recruitment/active'] },
  podcast: { module: 'src/features/podcast/podcast-page.tsx', data: ['/podcast/episodes'] },
  badge: { module: 'src/features/members/badge-page.tsx', data: ['/member/badge/:id'] },
  verify: { module: 'src/features/members/verify-page.tsx', data: ['/member/badge/verify/:id'] },
};

/** The build's answer, written to dist/.vite/page-preloads.json and read by the server. */
export interface PagePreloadFile {
  /** Built files (paths from the site's root) by page key, the layout's under "layout". */
  pages: Record<
    string,
    {
      scripts: string[];
      styles: string[];
      data: string[];
      image?: string;
      metaImageSizes?: string;
      leadImageSizes?: string;
    }
  >;
}

/** Where the build writes the page preloads, relative to its output folder (never served: a dot folder). */
export const PAGE_PRELOAD_FILE = '.vite/page-preloads.json';
