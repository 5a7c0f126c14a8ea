import { MSG } from '@ssf/domain/messages';
import { REVIEW_TEXT as R } from '@ssf/domain/recruitment/review';
import {
  applicantStatusAnswerSchema,
  statusChangedAnswerSchema,
  statusTokenParamsSchema,
} from '@ssf/domain/schemas/review';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { type Api, errorResponses } from '../../http/schemas.ts';
import { registerReviewRoutes } from '../../review/review-routes.ts';
import { mailDecisions } from './review-commands.ts';
import { adminApplication } from './review-listing.ts';
import { applicationReview } from './review-sql.ts';
import { applicantStatus } from './status-token.ts';

/** Reviewing applications (statuses, notes, bulk decisions) and the applicants' private status links. */
export async function reviewRoutes(api: Api, { db, database, config }: AppContext) {
  // Looked up by applicants, often many from one campus address: the public allowance, per address.
  const statusLookups = rateLimiter(database, 'status-lookup', config.publicWriteRateLimit, 60_000);

  registerReviewRoutes(api, db, {
    path: '/recruitment/admin/applications',
    access: 'recruitment',
    tables: applicationReview,
    load: adminApplication,
    loadedAnswer: statusChangedAnswerSchema,
    afterChange: mailDecisions(config),
    summaries: {
      status:
        'Set an application’s status (recorded in its history; the status it already has changes and records nothing)',
      bulk: 'One status for up to 500 applications, all or nothing (an unknown id: 404 and nothing changes)',
      note: 'Add a note (plain text, 1 to 2,000 characters) to an application',
    },
    bulkUpdated: R.bulkUpdated,
  });

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
