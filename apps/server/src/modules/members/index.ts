import type { Feature } from '../feature.ts';
import { memberAdminRoutes } from './admin-routes.ts';
import { memberRoutes } from './routes.ts';

/**
 * Membership: students join, get a badge with a readable member id, and anyone holding the badge's
 * link can verify it; admins list, export and revoke members.
 */
export const members: Feature = {
  name: 'members',
  async routes(api, ctx) {
    await memberRoutes(api, ctx);
    await memberAdminRoutes(api, ctx);
  },
};
