import { idParamsSchema } from '@ssf/domain/schemas/common';
import { outboxAnswerSchema, outboxQuerySchema } from '@ssf/domain/schemas/mail';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Api, documentedBody, errorResponses } from '../../http/schemas.ts';
import { listOutbox, retryMessage } from './outbox.ts';

/** The outbox for admins (section `mail`): what was sent, what waits, what failed, and retry. */
export async function mailRoutes(api: Api, { db, config }: AppContext) {
  api.get(
    '/mail/outbox',
    {
      config: { access: 'mail' },
      schema: {
        summary:
          'The outbox, newest first, 50 a page: recipient, template, subject, status, attempts, last error',
        querystring: outboxQuerySchema,
        response: { 200: outboxAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, page = 1 } = request.query;
      return { ...(await listOutbox(db, { status, page })), configured: config.smtp !== null };
    },
  );

  api.post(
    '/mail/outbox/:id/retry',
    {
      config: { access: 'mail' },
      schema: {
        summary: 'Queue a failed or held message again (held again while mail is not configured)',
        params: idParamsSchema,
        ...documentedBody(z.object({}).describe('No body')),
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await retryMessage(db, config, request.params.id);
      return {
        success: true as const,
        message: config.smtp
          ? 'The message is queued again'
          : 'Mail is not configured: the message stays held',
      };
    },
  );
}
