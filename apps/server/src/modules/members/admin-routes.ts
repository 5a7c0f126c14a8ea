import { MSG } from '@ssf/domain/messages';
import { MEMBERS_CSV_FILE_NAME } from '@ssf/domain/member-export';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import { memberListSchema, memberStatsSchema } from '@ssf/domain/schemas/member';
import type { AppContext } from '../../context.ts';
import { csvFileResponse, sendCsv } from '../../http/file-download.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { credentialService } from '../credentials/public.ts';
import { countMembers, listMembers, membersCsv, revokeMember } from './admin-service.ts';

/** The admins' members list, its CSV export and revoking a membership. */
export async function memberAdminRoutes(api: Api, ctx: AppContext) {
  const { db, config } = ctx;
  const credentials = credentialService(ctx);
  api.get(
    '/member/all',
    {
      config: { access: 'members' },
      schema: {
        summary: 'Every member with every detail they gave, newest first',
        response: { 200: memberListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      // Student details: never kept by a browser or a shared cache.
      reply.header('cache-control', 'no-store');
      return listMembers(db);
    },
  );

  api.get(
    '/member/stats',
    {
      config: { access: 'members' },
      schema: {
        summary: 'How many members there are (the original client’s dashboard reads this)',
        response: { 200: memberStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, totalMembers: await countMembers(db) }),
  );

  api.get(
    '/member/export.csv',
    {
      config: { access: 'members', activity: 'export' },
      schema: {
        summary:
          'Every member as CSV (members.csv): Name, PRN, Gender, Email, Course, Year, Member ID, Joined Date',
        description:
          'Newest member first; gender as M or F; the joined date in en-US style on the forum’s clocks (TIME_ZONE).',
        produces: ['text/csv'],
        response: {
          200: csvFileResponse,
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const csv = await membersCsv(db, config.timeZone);
      return sendCsv(reply, MEMBERS_CSV_FILE_NAME, csv);
    },
  );

  api.delete(
    '/member/delete/:id',
    {
      config: { access: 'members' },
      schema: {
        summary:
          'Revoke a membership: the member is removed, their badge no longer verifies and their signed credential is revoked in its status list',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeMember(db, request.params.id, (tx) =>
        credentials.revoke('membership', request.params.id, tx),
      );
      return { success: true as const, message: MSG.memberRevoked };
    },
  );
}
