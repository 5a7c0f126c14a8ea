import type { Feature } from '../feature.ts';
import { teamRoutes } from './routes.ts';
import { seedTeam } from './seed.ts';
import { teamMedia } from './service.ts';

/** The team: the public list by role, the admins' managing of members, and their photos. */
export const team: Feature = {
  name: 'team',
  routes: teamRoutes,
  media: teamMedia,
  seed: seedTeam,
};
