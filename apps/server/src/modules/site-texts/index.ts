import type { Feature } from '../feature.ts';
import { siteTextRoutes } from './routes.ts';
import { seedSiteTexts } from './seed.ts';
import { siteTextMedia } from './service.ts';

/** The site texts: the home page's and footer's words, the leaders' photos, and their editing by admins. */
export const siteTexts: Feature = {
  name: 'site-texts',
  routes: siteTextRoutes,
  media: siteTextMedia,
  seed: seedSiteTexts,
};
