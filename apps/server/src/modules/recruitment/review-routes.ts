import { MSG } from '@ssf/domain/messages';
import { REVIEW_TEXT as R } from '@ssf/domain/recruitment/review';
import { idParamsSchema } from '@ssf/domain/schemas/common';
import {
  applicantStatusAnswerSchema,
  bulkStatusAnswerSchema,
  bulkStatusBodySchema,
  noteAddedAnswerSchema,
  noteBodySchema,
  statusChangeBodySchema,
  statusChangedAnswerSchema,
  statusTokenParamsSchema,
} from '@ssf/domain/schemas/review';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { addApplicationNote, bulkChangeStatus, changeApplicationStatus } from './review-commands.ts';
import { applicantStatus } from './status-token.ts';

const ADMIN_ERRORS = [401, 403] as const;

/** Reviewing applications (statuses, notes, bulk decisions) and the applicants' private status links. */
export async function reviewRoutes(api: Api, { db, database, config }: AppContext) {
  // Looked up by applicants, often many from one campus address: the public allowance, per address.
  const statusLookups = rateLimiter(database, 'status-lookup', config.publicWriteRateLimit, 60_000);

  api.patch(
    '/recruitment/admin/applications/:id',
    {
      config: { access: 'recruitment' },
      schema: {
        summary:
          'Set an application’s status (recorded in its history; the status it already has changes and records nothing)',
        params: idParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: statusChangedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const { changed, application } = await changeApplicationStatus(
        db,
        request.params.id,
        request.body.status,
        request.user!.email,
        config,
      );
      return {
        success: true as const,
        message: changed ? R.statusUpdated : R.statusUnchanged,
        data: application,
      };
    },
  );

  api.post(
    '/recruitment/admin/applications/bulk-status',
    {
      config: { access: 'recruitment' },
      schema: {
        summary:
          'One status for up to 500 applications, all or nothing (an unknown id: 404 and nothing changes)',
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => {
      const updated = await bulkChangeStatus(
        db,
        request.body.ids,
        request.body.status,
        request.user!.email,
        config,
      );
      return { success: true as const, message: R.bulkUpdated(updated), updated };
    },
  );

  api.post(
    '/recruitment/admin/applications/:id/notes',
    {
      config: { access: 'recruitment' },
      schema: {
        summary: 'Add a note (plain text, 1 to 2,000 characters) to an application',
        params: idParamsSchema,
        body: noteBodySchema,
        response: { 201: noteAddedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const note = await addApplicationNote(db, request.params.id, request.body.text, request.user!.email);
      return reply.status(201).send({ success: true as const, data: note });
    },
  );

  api.get(
    '/recruitment/status/:token',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'An applicant’s status through their private link: the drive, their first name, when they applied and the applicant-facing status ("Received" until the drive shows decisions)',
        params: statusTokenParamsSchema,
        response: { 200: applicantStatusAnswerSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      assertNotLimited(await statusLookups.consume(request.ip), MSG.tooManyRequests);
      const found = await applicantStatus(db, request.params.token);
      if (!found) throw notFound(R.statusNotFound);
      // Personal and private: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
}
