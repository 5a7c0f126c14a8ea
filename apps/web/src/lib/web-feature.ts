import type { Section } from '@ssf/domain/accounts';
import type { PageKey } from '@ssf/domain/pages';

/**
 * What a public page needs first on a visitor's first visit, for the server to announce in the
 * page's <head> so the browser fetches it while the app's main script is still arriving:
 * - `data`: the API reads (below /api/v1) the page makes as it renders, `:name` filled from the URL,
 *   with at most one plain query parameter as the page asks for it (`/blog/cards?limit=3`);
 * - `image`: a fixed image painted large at the top of the page (its largest paint);
 * - `metaImageSizes`: the page's own image (the one its Open Graph tags name, a stored image) is
 *   painted large at its top with these `sizes`: the server announces it with the same srcset.
 * - `leadImageSizes`: a list page's first picture (the first card's, which the server picks from
 *   the list as the page orders it) is painted with these `sizes`: announced the same way.
 * Only reads every visitor makes belong here: a preload nobody uses is wasted bandwidth. The page's
 * code is announced too, from its `module` (the build turns it into the page's chunks).
 */
export interface FirstVisit {
  data?: string[];
  image?: string;
  metaImageSizes?: string;
  leadImageSizes?: string;
}

/** One page of a feature. */
export interface FeaturePage {
  /** The page's key in the domain's page registry (@ssf/domain/pages): its path and title. */
  page: PageKey;
  /**
   * The page's component (its default export), relative to apps/web: `src/features/<name>/<x>-page.tsx`.
   * The router loads it lazily (app/routes.tsx), the build preloads its chunks (vite.config.ts).
   */
  module: string;
  /** Drawn inside the admin area's frame (signed in) rather than the public one. Default: public. */
  area?: 'public' | 'admin';
  /** A link in the public navigation (and the footer): its words and place, smallest first. */
  nav?: { label: string; order: number };
  /**
   * A link in the admin area's sidebar, shown to accounts that may view `section` (null: every
   * account); the pages below its path belong to that section too.
   */
  adminMenu?: { label: string; order: number; section: Section | null };
  /** What a first visit to this public page needs (see FirstVisit). */
  preload?: FirstVisit;
}

/**
 * A feature of the web app: its folder's `manifest.ts` exports one, and one line adds it to the
 * list in app/features.ts, from which the router, the navigation, the admin menu and the preload
 * table are built. Plain data: the build reads it in Node (no browser code may be imported here or
 * in a manifest).
 */
export interface WebFeature {
  /** The folder's name under src/features. */
  name: string;
  pages: readonly FeaturePage[];
}
