import { adminStatsSchema } from '@ssf/domain/schemas/dashboard';
import type { AppContext } from '../../context.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import type { DashboardPart } from '../feature.ts';
import { adminStats } from './service.ts';

/** The admin dashboard's figures. */
export async function dashboardRoutes(api: Api, ctx: AppContext, parts: () => DashboardPart[]) {
  api.get(
    '/admin/stats',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'The dashboard’s figures: records per section, new members by month, the active drive, mail that failed or is held (any signed-in account: a section it may not view counts 0)',
        description:
          'membersByMonth covers the last 12 months on the forum’s clocks (TIME_ZONE), the current one included, oldest first, zeros included.',
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminStats(ctx, parts(), request.user!.permissions);
    },
  );
}
