import { PAGES } from '@ssf/domain/pages';
import type { RouteObject } from 'react-router';
import type { FeaturePage, WebFeature } from '../lib/web-feature.ts';
import { FEATURES } from './features.ts';
import { lazyRoute, type PageModule } from './lazy-routes.tsx';
import PublicLayout from './public-layout.tsx';

// Every page is lazy: a page's code (and the admin's editor and tables) loads only when visited.
// The public pages' frame (navigation, footer) is not: nearly every first visit draws it, and in
// the main script it costs no requests of its own.
export type { PageModule };

/**
 * The page modules of every feature (`src/features/<name>/<x>-page.tsx`), each a lazy import: a
 * manifest names its page's module by that path (the build reads the same path in Node, where an
 * import cannot be bundled), and the router finds its loader here.
 */
const FEATURE_PAGE_MODULES = import.meta.glob<{ default: React.ComponentType }>('../features/*/*-page.tsx');

/** The loader of a manifest's page module (`src/features/blogs/blogs-page.tsx`). */
export function featureModule(module: string): PageModule {
  const load = FEATURE_PAGE_MODULES[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`${module}: no such page module (src/features/<name>/<x>-page.tsx)`);
  return load;
}

/** A feature's page, declared below its area's layout (nested routes name relative paths). */
function pageRoute(page: FeaturePage, load: (module: string) => PageModule): RouteObject {
  const layout = page.area === 'admin' ? PAGES.admin : PAGES.home;
  const { path } = PAGES[page.page];
  const module = load(page.module);
  if (path === layout.path) return lazyRoute({ index: true }, module);
  const prefix = layout.path.endsWith('/') ? layout.path : `${layout.path}/`;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not below ${layout.path}`);
  return lazyRoute({ path: path.slice(prefix.length) }, module);
}

/**
 * The web app's routes for these features: the public frame with every public page and the
 * not-found page, and the admin area (signed in) with every admin page. Every path comes from the
 * domain's page list, which the server answers with the app's HTML and status 200 (a test checks
 * that the two agree).
 */
export function buildRoutes(
  features: readonly WebFeature[],
  load: (module: string) => PageModule = featureModule,
): RouteObject[] {
  const pages = features.flatMap((f) => f.pages);
  const inArea = (area: 'public' | 'admin') =>
    pages.filter((p) => (p.area ?? 'public') === area).map((p) => pageRoute(p, load));
  // The loader while a page's code loads and the error screen of a page that fails are drawn by
  // AppRoutes (router.tsx) around these routes.
  return [
    {
      path: PAGES.home.path,
      element: <PublicLayout />,
      children: [...inArea('public'), lazyRoute({ path: '*' }, () => import('./not-found-page.tsx'))],
    },
    lazyRoute(
      {
        path: PAGES.admin.path,
        children: [
          lazyRoute({ index: true }, () => import('./admin-index-redirect.tsx')),
          ...inArea('admin'),
        ],
      },
      () => import('./admin-layout.tsx'),
    ),
  ];
}

/** The web app's routes, from the list of features (features.ts). */
export const routes: RouteObject[] = buildRoutes(FEATURES);
