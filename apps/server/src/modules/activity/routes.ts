import { activityPageSchema, activityQuerySchema } from '@ssf/domain/schemas/activity';
import type { AppContext } from '../../context.ts';
import { toCsv } from '../../content/csv.ts';
import { csvFileResponse, sendCsv } from '../../http/file-download.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { activityRows, listActivity } from './service.ts';

/** The activity log: who did what, filtered and paged, and its CSV. */
export async function activityRoutes(api: Api, { db }: AppContext) {
  api.get(
    '/activity',
    {
      config: { access: 'activity' },
      schema: {
        summary:
          'The activity log, newest first, 50 a page: filter by actor, section, action and days (YYYY-MM-DD, UTC)',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listActivity(db, request.query);
    },
  );

  api.get(
    '/activity/export.csv',
    {
      config: { access: 'activity' },
      schema: {
        summary: 'The activity log as CSV, under the same filters',
        querystring: activityQuerySchema,
        produces: ['text/csv'],
        response: {
          200: csvFileResponse,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filter } = request.query;
      return sendCsv(reply, 'activity.csv', toCsv(await activityRows(db, filter)));
    },
  );
}
