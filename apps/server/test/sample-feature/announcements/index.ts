import type { Feature } from '../../../src/modules/feature.ts';
import { announcementRoutes } from './routes.ts';
import { announcementMedia, announcementPages } from './service.ts';

/**
 * A sample feature made by following docs/adding-a-feature.md: a public list, an officer's page
 * that adds one with a picture, its record pages in the sitemap. test/sample-feature.test.ts adds
 * it to the feature list (the one line) and checks that the platform picks every part up.
 */
export const announcements: Feature = {
  name: 'announcements',
  routes: announcementRoutes,
  media: announcementMedia,
  sitemap: (ctx) => announcementPages(ctx.db),
};
