import { accounts } from './accounts/index.ts';
import { activityLog } from './activity/index.ts';
import { auth } from './auth/index.ts';
import { blogs } from './blogs/index.ts';
import { credentials } from './credentials/index.ts';
import { dashboardOf } from './dashboard/index.ts';
import { events } from './events/index.ts';
import { forms } from './forms/index.ts';
import type { Feature } from './feature.ts';
import { gallery } from './gallery/index.ts';
import { health } from './health/index.ts';
import { mail } from './mail/index.ts';
import { members } from './members/index.ts';
import { podcast } from './podcast/index.ts';
import { recruitment } from './recruitment/index.ts';
import { siteTexts } from './site-texts/index.ts';
import { team } from './team/index.ts';

/**
 * Every feature of the site, in one list: the app registers their routes, and the media
 * lifecycle, the sitemap, the page meta and the demo seeder read the rest of each manifest from
 * here. Adding a feature is its folder under modules/ plus one line below. Demo content is added
 * in this order.
 */
export const FEATURES: readonly Feature[] = [
  health,
  auth,
  blogs,
  recruitment,
  forms,
  events,
  team,
  gallery,
  podcast,
  members,
  credentials,
  // The dashboard asks the features for their figures.
  dashboardOf(() => FEATURES),
  siteTexts,
  mail,
  accounts,
  activityLog,
];
