import type { Feature } from '../feature.ts';
import { siteRoutes } from './routes.ts';
import { seedSite } from './seed.ts';
import { siteMedia } from './service.ts';

/** The site texts: the home page's and footer's words, the leaders' photos, and their editing by admins. */
export const site: Feature = {
  name: 'site',
  routes: siteRoutes,
  media: siteMedia,
  seed: seedSite,
};
