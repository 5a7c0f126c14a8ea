import type { FastifyInstance } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import { validateApplication } from '@ssf/domain/recruitment/application';
import { applicationsCsvFileName } from '@ssf/domain/recruitment/export';
import { isRecruitmentOpen, recruitmentInputSchema } from '@ssf/domain/schemas/recruitment';
import type { AppContext } from '../../app.ts';
import { HttpError, badRequest, notFound, parseOr400 } from '../../http/errors.ts';
import { FixedWindowLimiter } from '../../http/rate-limit.ts';
import { applicationsCsv } from './csv.ts';
import {
  createRecruitment,
  deleteRecruitment,
  findOpenRecruitment,
  findRecruitment,
  listApplications,
  listRecruitments,
  storeApplication,
  updateRecruitment,
} from './service.ts';

/** API.md, Recruitment. */
export async function recruitmentRoutes(api: FastifyInstance, { db, config }: AppContext) {
  const emailDomain = config.universityEmailDomain;
  // Many students share one campus address, so the allowance is generous (PUBLIC_WRITE_RATE_LIMIT).
  const publicWrites = new FixedWindowLimiter(config.publicWriteRateLimit, 60_000);

  api.get('/recruitment/active', { config: { access: 'public' } }, async (_request, reply) => {
    const found = await findOpenRecruitment(db);
    if (!found.open) return reply.status(404).send({ success: false, message: found.message });
    // The form checks the email domain before sending, so it needs the configured one.
    return { success: true, data: found.open, emailDomain };
  });

  api.post('/recruitment/apply', { config: { access: 'public' } }, async (request, reply) => {
    const wait = publicWrites.consume(request.ip);
    if (wait > 0) throw new HttpError(429, MSG.tooManyRequests, undefined, { 'retry-after': String(wait) });

    const body = (request.body ?? {}) as { recruitmentId?: unknown };
    const recruitment =
      typeof body.recruitmentId === 'string' ? await findRecruitment(db, body.recruitmentId) : null;
    if (!recruitment) {
      if (body.recruitmentId === undefined || body.recruitmentId === null || body.recruitmentId === '')
        throw badRequest(MSG.fillRequired, { recruitmentId: MSG.fillRequired });
      throw notFound(MSG.recruitmentNotFound);
    }
    // A closed drive says so before anything else: the applicant cannot fix that by editing.
    if (!isRecruitmentOpen(recruitment)) {
      return reply.status(409).send({ success: false, message: recruitment.closedMessage });
    }
    const precheck = validateApplication(recruitment, request.body, { emailDomain });
    if (!precheck.ok) throw badRequest(precheck.message, precheck.errors);

    // Inside the transaction the answers are checked again against the questions as stored then.
    const { id, drive } = await storeApplication(db, recruitment, (current) => {
      const result = validateApplication(current, request.body, { emailDomain });
      if (!result.ok) throw badRequest(result.message, result.errors);
      return result.application;
    });
    return reply.status(201).send({ success: true, message: drive.successMessage, applicationId: id });
  });

  api.get('/recruitment/admin/all', { config: { access: 'admin' } }, async () => ({
    success: true,
    data: await listRecruitments(db),
  }));

  api.post('/recruitment/admin/create', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseOr400(recruitmentInputSchema, request.body);
    const data = await createRecruitment(db, input);
    return reply.status(201).send({ success: true, message: MSG.recruitmentCreated, data });
  });

  api.put<{ Params: { id: string } }>(
    '/recruitment/admin/update/:id',
    { config: { access: 'admin' } },
    async (request) => {
      const input = parseOr400(recruitmentInputSchema, request.body);
      const data = await updateRecruitment(db, request.params.id, input);
      return { success: true, message: MSG.recruitmentUpdated, data };
    },
  );

  api.delete<{ Params: { id: string }; Querystring: { withApplications?: string } }>(
    '/recruitment/admin/delete/:id',
    { config: { access: 'admin' } },
    async (request) => {
      const withApplications = request.query.withApplications === 'true';
      await deleteRecruitment(db, request.params.id, withApplications);
      return { success: true, message: MSG.recruitmentDeleted };
    },
  );

  api.get<{ Params: { recruitmentId: string } }>(
    '/recruitment/admin/applications/:recruitmentId',
    { config: { access: 'admin' } },
    async (request) => {
      const recruitment = await findRecruitment(db, request.params.recruitmentId);
      if (!recruitment) throw notFound(MSG.recruitmentNotFound);
      return { success: true, data: { applications: await listApplications(db, recruitment._id) } };
    },
  );

  api.get<{ Params: { recruitmentId: string } }>(
    '/recruitment/admin/applications/:recruitmentId/export.csv',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const recruitment = await findRecruitment(db, request.params.recruitmentId);
      if (!recruitment) throw notFound(MSG.recruitmentNotFound);
      const csv = applicationsCsv(recruitment, await listApplications(db, recruitment._id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${applicationsCsvFileName(recruitment.title)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
