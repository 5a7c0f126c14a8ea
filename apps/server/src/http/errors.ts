import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@ssf/domain/messages';
import { issuesToDetails, summarizeFieldErrors } from '@ssf/domain/field-errors';
import { isDatabaseUnavailable, isDiskFull, isUnstorableText } from '../db/errors.ts';

/** What a client told that the database is unreachable waits before trying again, in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details?: string | Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    details?: string | Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, details?: string | Record<string, string>) =>
  new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: string | Record<string, string>) =>
  new HttpError(409, message, details);

/**
 * A failed zod parse as the API's 400: `details` maps each field's path to its first message
 * ('Enter a title'), and the message is `message` when given, else 'Please fill in all required
 * fields' when any field is missing, else the first field's message (`summarizeFieldErrors`).
 */
export function validationError(error: z.ZodError, message?: string): HttpError {
  const details = issuesToDetails(error);
  return badRequest(message ?? summarizeFieldErrors(details), details);
}

/** Parse `input` with a shared zod schema; a failure becomes a 400 with per-field details. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}

/**
 * What a server fault may put in the log. A failed database query's own message lists the
 * query's parameters (an applicant's email, PRN, ...): only the SQL text, which holds
 * placeholders, and the database's error code and message are kept.
 */
export function describeForLog(err: Error): Record<string, unknown> {
  const failed = err as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof failed.query === 'string' && 'params' in failed) {
    const cause = (failed.cause ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof cause[key] === 'string' ? (cause[key] as string) : undefined);
    return {
      type: 'DatabaseQueryError',
      query: failed.query,
      code: text('code'),
      table: text('table'),
      column: text('column'),
      constraint: text('constraint'),
      // The database quotes the offending value in some messages ("invalid input syntax ...: "x"").
      message: text('message')?.replace(/"[^"]*"/g, '"…"'),
    };
  }
  return { type: err.name, message: err.message, stack: err.stack };
}

/**
 * The one error handler: every failure leaves in the API's error shape `{success:false, message, details?}`. Only HttpErrors and
 * Fastify's own client errors (bad JSON, too large, ...) show their message; anything else is a
 * server fault, logged and answered with a generic sentence (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.statusCode)
        .send({ success: false, message: err.message, details: err.details });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
          ? err.message
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request is too large'
              : err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError
                ? 'The request body is not valid JSON'
                : err.message;
      return reply.status(status).send({ success: false, message });
    }
    if (isUnstorableText(err)) return reply.status(400).send({ success: false, message: MSG.invalidInput });
    if (isDiskFull(err)) {
      // Nothing was stored (a file is written under a temporary name, then renamed): the admin
      // may try again once space is freed. Operators see it in the log and in readiness.
      request.log.error({ code: 'ENOSPC' }, 'disk full');
      return reply.status(507).send({ success: false, message: MSG.storageFull });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is down or cut off: the client may try again shortly. The log names the
      // failure only (never the query's parameters, which hold student data).
      const cause = (err as { cause?: { code?: unknown } }).cause;
      request.log.warn({ code: cause?.code ?? (err as { code?: unknown }).code }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: MSG.databaseUnavailable });
    }
    request.log.error({ err: describeForLog(err) }, 'request failed');
    return reply.status(500).send({ success: false, message: MSG.internalError });
  });
}
