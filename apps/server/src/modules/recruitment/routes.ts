import { botReason } from '@ssf/domain/bot-check';
import { MSG } from '@ssf/domain/messages';
import { applicationsCsvFileName } from '@ssf/domain/recruitment/export';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import {
  activeRecruitmentAnswerSchema,
  applicationPayloadSchema,
  applyAnswerSchema,
  deleteRecruitmentQuerySchema,
  recruitmentIdParamsSchema,
  recruitmentInputSchema,
  recruitmentListAnswerSchema,
  recruitmentSavedAnswerSchema,
} from '@ssf/domain/schemas/recruitment';
import { applicationsListAnswerSchema, applicationsQuerySchema } from '@ssf/domain/schemas/review';
import { formStatsSchema } from '@ssf/domain/schemas/forms';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { recordRefusal } from '../../http/bot-refusals.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { csvFileResponse, sendCsv } from '../../http/file-download.ts';
import { ADMIN_ERRORS, type Api, documentedBody, errorResponses } from '../../http/schemas.ts';
import {
  applicationsExport,
  applyToRecruitment,
  decoyApplication,
  createRecruitment,
  deleteRecruitment,
  duplicateRecruitment,
  findOpenRecruitment,
  listRecruitments,
  recruitmentApplications,
  recruitmentStats,
  updateRecruitment,
} from './service.ts';

const ANSWER_FILTERS =
  'Besides the parameters below, `answer[<questionIndex>]=<option>` (or `answer.<questionIndex>=<option>`) keeps the applications whose answer to that dropdown or radio question is the option (for a checkbox question: whose answer includes it); several combine.';

/** The open drive and its application form, and the admins' drives and applications. */
export async function recruitmentRoutes(api: Api, { db, database, config }: AppContext) {
  const emailDomain = config.universityEmailDomain;
  // Many students share one campus address, so the allowance is generous (PUBLIC_WRITE_RATE_LIMIT).
  const publicWrites = rateLimiter(database, 'recruitment-apply', config.publicWriteRateLimit, 60_000);

  api.get(
    '/recruitment/active',
    {
      config: { access: 'public', cache: { tags: ['recruitment'], statuses: [404], maxAgeSeconds: 10 } },
      schema: {
        summary: 'The open drive, for the application form (404 with the sentence to show when none is open)',
        response: { 200: activeRecruitmentAnswerSchema, ...errorResponses(404) },
      },
    },
    async (_request, reply) => {
      const found = await findOpenRecruitment(db);
      if (!found.open) return reply.status(404).send({ success: false, message: found.message });
      // The form checks the email domain before sending, so it needs the configured one.
      return { success: true as const, data: found.open, emailDomain };
    },
  );

  api.post(
    '/recruitment/apply',
    {
      config: { access: 'public', invalidates: ['recruitment'] },
      schema: {
        summary: 'Apply to the open drive (answers are checked against its questions)',
        ...documentedBody(applicationPayloadSchema),
        response: { 201: applyAnswerSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      assertNotLimited(await publicWrites.consume(request.ip), MSG.tooManyRequests);
      // A bot is answered like an applicant and nothing is stored (docs/security-bots.md).
      const bot = botReason(request.body, config.formMinFillMs);
      if (bot) {
        const decoy = await decoyApplication(db, request.body, { emailDomain });
        await recordRefusal(db, request.log, 'apply', bot);
        return reply.status(201).send({ success: true as const, ...decoy });
      }
      const applied = await applyToRecruitment(db, request.body, { emailDomain, mail: config });
      return reply.status(201).send({ success: true as const, ...applied });
    },
  );

  api.get(
    '/recruitment/admin/all',
    {
      config: { access: 'recruitment' },
      schema: {
        summary: 'Every drive, newest first',
        response: { 200: recruitmentListAnswerSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async () => ({ success: true as const, data: await listRecruitments(db) }),
  );

  api.post(
    '/recruitment/admin/create',
    {
      config: { access: 'recruitment' },
      schema: {
        summary: 'Create a drive (making it active deactivates the others)',
        body: recruitmentInputSchema,
        response: { 201: recruitmentSavedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const data = await createRecruitment(db, request.body);
      return reply.status(201).send({ success: true as const, message: MSG.recruitmentCreated, data });
    },
  );

  api.put(
    '/recruitment/admin/update/:id',
    {
      config: { access: 'recruitment' },
      schema: {
        summary: 'Replace a drive’s fields',
        params: idParamsSchema,
        body: recruitmentInputSchema,
        response: { 200: recruitmentSavedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const data = await updateRecruitment(db, request.params.id, request.body, config);
      return { success: true as const, message: MSG.recruitmentUpdated, data };
    },
  );

  api.delete(
    '/recruitment/admin/delete/:id',
    {
      config: { access: 'recruitment' },
      schema: {
        summary: 'Delete a drive; one with applications only with ?withApplications=true (409 otherwise)',
        params: idParamsSchema,
        querystring: deleteRecruitmentQuerySchema,
        response: { 200: okMessageSchema, ...errorResponses(...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteRecruitment(db, request.params.id, request.query.withApplications === 'true');
      return { success: true as const, message: MSG.recruitmentDeleted };
    },
  );

  api.get(
    '/recruitment/admin/applications/:recruitmentId',
    {
      config: { access: 'recruitment' },
      schema: {
        summary:
          'A drive’s applications with their status, notes and history, filtered and sorted; paged (50 a page, limit at most 200) when page or limit is given, else every match',
        description: ANSWER_FILTERS,
        params: recruitmentIdParamsSchema,
        querystring: applicationsQuerySchema,
        response: { 200: applicationsListAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const data = await recruitmentApplications(db, request.params.recruitmentId, request.query);
      // The original client reads the paging as {current, pages, total}; unpaged, one page of all.
      const pagination =
        'page' in data
          ? { current: data.page, pages: data.totalPages, total: data.total }
          : { current: 1, pages: 1, total: data.applications.length };
      return { success: true as const, data: { ...data, pagination } };
    },
  );

  api.get(
    '/recruitment/admin/applications/:recruitmentId/export.csv',
    {
      config: { access: 'recruitment', activity: 'export' },
      schema: {
        summary:
          'A drive’s applications as CSV under the same filters and order as the list: personal columns, Status, Notes (how many), then one column per question',
        description: ANSWER_FILTERS,
        params: recruitmentIdParamsSchema,
        querystring: applicationsQuerySchema,
        produces: ['text/csv'],
        response: {
          200: csvFileResponse,
          ...errorResponses(400, ...ADMIN_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      // The export is every match: paging parameters are ignored.
      const { page: _page, limit: _limit, ...filter } = request.query;
      const { title, csv } = await applicationsExport(db, request.params.recruitmentId, filter);
      return sendCsv(reply, applicationsCsvFileName(title), csv);
    },
  );

  api.post(
    '/recruitment/admin/:id/duplicate',
    {
      config: { access: 'recruitment' },
      schema: {
        summary:
          'Copy a drive to run again (last year’s drive): inactive, without applications; a passed deadline moves on by whole years',
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 201: recruitmentSavedAnswerSchema, ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const data = await duplicateRecruitment(db, request.params.id);
      return reply.status(201).send({ success: true as const, message: 'Recruitment duplicated', data });
    },
  );

  api.get(
    '/recruitment/admin/:id/stats',
    {
      config: { access: 'recruitment' },
      schema: {
        summary:
          'A drive’s summary: applications by status, per day (last 30 days, UTC) and per option of each choice question',
        params: idParamsSchema,
        response: { 200: formStatsSchema, ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => recruitmentStats(db, request.params.id),
  );
}
