import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FORM_TEXT as F } from '@ssf/domain/forms/form';
import { MSG } from '@ssf/domain/messages';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import {
  deleteFormQuerySchema,
  formListAnswerSchema,
  formSavedAnswerSchema,
  formSlugParamsSchema,
  formStatsSchema,
  publicFormAnswerSchema,
  responseCreatedAnswerSchema,
  responsePayloadSchema,
  formResponsesAnswerSchema,
  responseStatusChangedAnswerSchema,
} from '@ssf/domain/schemas/forms';
import { applicationsQuerySchema } from '@ssf/domain/schemas/review';
import type { AppContext } from '../../context.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { botCheckFor } from '../../http/bot-refusals.ts';
import { csvFileResponse, sendCsv } from '../../http/file-download.ts';
import { ADMIN_ERRORS, type Api, documentedBody, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { registerReviewRoutes } from '../../review/review-routes.ts';
import {
  adminResponse,
  createForm,
  deleteForm,
  duplicateForm,
  type FormUpload,
  formStats,
  listForms,
  listResponses,
  openForm,
  responseReview,
  responsesCsv,
  submitResponse,
  toPublicForm,
  updateForm,
} from './service.ts';

const UPLOADS = { fields: { headerImage: {} } };

const formBody = multipartBody(
  z.object({
    form: z
      .string()
      .describe(
        'The form as JSON: {slug, title, description, isActive, opensAt, deadline, maxResponses, oneResponsePerEmail, respondentFields:[{field, required}], universityOnly, customQuestions, successMessage, closedMessage, sendReceipt, removeHeaderImage}',
      )
      .meta({
        examples: [
          JSON.stringify({
            slug: 'workshop-sign-up',
            title: 'Workshop sign-up',
            description: 'Sign up for the workshop.',
            isActive: false,
            respondentFields: [
              { field: 'name', required: true },
              { field: 'email', required: true },
            ],
            customQuestions: [
              {
                question: 'Which session suits you?',
                type: 'radio',
                options: ['Morning', 'Evening'],
                required: true,
              },
            ],
          }),
        ],
      }),
  }),
  {
    headerImage:
      'Header image: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; an update without one keeps the current image',
  },
);

const ANSWER_FILTERS =
  '`answer[<questionIndex>]=<option>` keeps the responses whose answer to that choice question is (or, for a checkbox question, includes) the option.';

/**
 * Public forms: the form and its responses for anyone; for officers (section `forms`) the forms,
 * their responses, review, export and summary.
 */
export async function formRoutes(api: Api, ctx: AppContext) {
  const { db, database, config } = ctx;
  const emailDomain = config.universityEmailDomain;
  const publicWrites = rateLimiter(database, 'form-response', config.publicWriteRateLimit, 60_000);
  await enableUploads(api);

  const readForm = async (request: FastifyRequest): Promise<FormUpload> => {
    const upload = await readImageUploads(request, UPLOADS);
    return { fields: upload.fields, headerImage: upload.files.headerImage[0] ?? null };
  };

  api.get(
    '/forms/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'An open form (409 with its closed message when closed, full or not yet open; 404 unknown or inactive)',
        params: formSlugParamsSchema,
        response: { 200: publicFormAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: toPublicForm(await openForm(db, request.params.slug)) };
    },
  );

  api.post(
    '/forms/:slug/responses',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Respond to an open form (answers checked against its questions, hidden ones dropped)',
        params: formSlugParamsSchema,
        ...documentedBody(responsePayloadSchema),
        response: { 201: responseCreatedAnswerSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      assertNotLimited(await publicWrites.consume(request.ip), MSG.tooManyRequests);
      const stored = await submitResponse(db, request.params.slug, request.body, {
        emailDomain,
        mail: config,
        bot: botCheckFor(db, request.log, 'form', config.formMinFillMs),
      });
      return reply.status(201).send({ success: true as const, ...stored });
    },
  );

  api.get(
    '/forms/admin/all',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'Every form, newest first, with its response and status counts',
        response: { 200: formListAnswerSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async () => ({ success: true as const, data: await listForms(db) }),
  );

  api.post(
    '/forms/admin/create',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'Create a form',
        ...formBody,
        response: { 201: formSavedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const data = await createForm(ctx, await readForm(request));
      return reply.status(201).send({ success: true as const, message: F.created, data });
    },
  );

  api.put(
    '/forms/admin/update/:id',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'Replace a form’s fields (without a header image the current one stays)',
        params: idParamsSchema,
        ...formBody,
        response: { 200: formSavedAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const data = await updateForm(ctx, request.params.id, await readForm(request));
      return { success: true as const, message: F.updated, data };
    },
  );

  api.post(
    '/forms/admin/:id/duplicate',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'Copy a form: inactive, without responses, its short address suffixed',
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 201: formSavedAnswerSchema, ...errorResponses(...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await duplicateForm(ctx, request.params.id);
      return reply.status(201).send({ success: true as const, message: F.duplicated, data });
    },
  );

  api.delete(
    '/forms/admin/delete/:id',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'Delete a form; one with responses only with ?withResponses=true (409 otherwise)',
        params: idParamsSchema,
        querystring: deleteFormQuerySchema,
        response: { 200: okMessageSchema, ...errorResponses(...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteForm(ctx, request.params.id, request.query.withResponses === 'true');
      return { success: true as const, message: F.deleted };
    },
  );

  api.get(
    '/forms/admin/:id/responses',
    {
      config: { access: 'forms' },
      schema: {
        summary: 'A form’s responses with status, notes and history; filtered, sorted and paged (50 a page)',
        description: ANSWER_FILTERS,
        params: idParamsSchema,
        querystring: applicationsQuerySchema,
        response: { 200: formResponsesAnswerSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await listResponses(db, request.params.id, request.query) };
    },
  );

  api.get(
    '/forms/admin/:id/responses/export.csv',
    {
      config: { access: 'forms', activity: 'export' },
      schema: {
        summary: 'A form’s responses as CSV under the same filters (formula-safe)',
        description: ANSWER_FILTERS,
        params: idParamsSchema,
        querystring: applicationsQuerySchema,
        produces: ['text/csv'],
        response: {
          200: csvFileResponse,
          ...errorResponses(400, ...ADMIN_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      const { slug, csv } = await responsesCsv(db, request.params.id, filter);
      return sendCsv(reply, `${slug}-responses.csv`, csv);
    },
  );

  api.get(
    '/forms/admin/:id/stats',
    {
      config: { access: 'forms' },
      schema: {
        summary:
          'A form’s summary: total, by status, per day (last 30 days, UTC) and per option of each choice question',
        params: idParamsSchema,
        response: { 200: formStatsSchema, ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request) => formStats(db, request.params.id),
  );

  registerReviewRoutes(api, db, {
    path: '/forms/admin/responses',
    access: 'forms',
    tables: responseReview,
    load: adminResponse,
    loadedAnswer: responseStatusChangedAnswerSchema,
    summaries: {
      status: 'Set a response’s status (recorded in its history; the status it already has records nothing)',
      bulk: 'One status for up to 500 responses, all or nothing',
      note: 'Add a note (plain text, 1 to 2,000 characters) to a response',
    },
    bulkUpdated: (n) => `${n} response${n === 1 ? '' : 's'} updated`,
  });
}
