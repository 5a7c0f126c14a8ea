import { type Feature, recordCount } from '../feature.ts';
import { teamMembers } from './tables.ts';
import { teamRoutes } from './routes.ts';
import { seedTeam } from './seed.ts';
import { teamMedia } from './service.ts';

/** The team: the public list by role, the admins' managing of members, and their photos. */
export const team: Feature = {
  name: 'team',
  routes: teamRoutes,
  media: teamMedia,
  dashboard: recordCount('team', 'team', teamMembers),
  seed: seedTeam,
};
