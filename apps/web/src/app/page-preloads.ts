import type { PageKey } from '@ssf/domain/pages';
import type { FirstVisit, WebFeature } from '../lib/web-feature.ts';
import { FEATURES } from './features.ts';

/**
 * What a public page needs first on a visitor's first visit (the server announces it in the page's
 * <head>): `module` is the page's code (relative to apps/web), which the build turns into the
 * page's chunks and their imports (vite.config.ts, page-preloads.json); the rest is the page's
 * `preload` in its feature's manifest (FirstVisit in lib/web-feature.ts).
 * This file is read by the build (no browser code may be imported here).
 */
export interface PagePreload extends FirstVisit {
  module: string;
}

/** The frame of every public page: navigation and footer (the footer shows the site texts). */
export const PUBLIC_LAYOUT_PRELOAD: PagePreload = {
  module: 'src/app/public-layout.tsx',
  data: ['/site'],
};

/**
 * The preloads of these features' public pages, by page key: every public page's code, with what
 * its manifest adds. A page without its code announced would have its chunks found only once the
 * main script runs, one round trip later, and added then to the page one link at a time.
 */
export function pagePreloadTable(features: readonly WebFeature[]): Partial<Record<PageKey, PagePreload>> {
  const table: Partial<Record<PageKey, PagePreload>> = {};
  for (const feature of features)
    for (const page of feature.pages)
      if ((page.area ?? 'public') === 'public') table[page.page] = { module: page.module, ...page.preload };
  return table;
}

export const PAGE_PRELOADS: Partial<Record<PageKey, PagePreload>> = pagePreloadTable(FEATURES);

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
