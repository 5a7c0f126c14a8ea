import { accounts } from '../features/accounts/manifest.ts';
import { auth } from '../features/auth/manifest.ts';
import { blogs } from '../features/blogs/manifest.ts';
import { dashboard } from '../features/dashboard/manifest.ts';
import { design } from '../features/design/manifest.ts';
import { events } from '../features/events/manifest.ts';
import { forms } from '../features/forms/manifest.ts';
import { gallery } from '../features/gallery/manifest.ts';
import { home } from '../features/home/manifest.ts';
import { mail } from '../features/mail/manifest.ts';
import { members } from '../features/members/manifest.ts';
import { podcast } from '../features/podcast/manifest.ts';
import { recruitment } from '../features/recruitment/manifest.ts';
import { siteTexts } from '../features/site-texts/manifest.ts';
import { team } from '../features/team/manifest.ts';
import type { WebFeature } from '../lib/web-feature.ts';

/**
 * The web app's features, one line each: the router (routes.tsx), the public navigation and the
 * admin menu (site-links.ts) and the first-visit preloads the build writes (page-preloads.ts) are
 * built from their manifests. Plain data: the build imports this file in Node.
 */
export const FEATURES: readonly WebFeature[] = [
  home,
  members,
  team,
  gallery,
  blogs,
  events,
  recruitment,
  podcast,
  forms,
  auth,
  accounts,
  dashboard,
  siteTexts,
  mail,
  design,
];
