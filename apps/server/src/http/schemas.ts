/**
 * How a route declares its schemas. Every API route passes `schema` with zod schemas from
 * @ssf/domain: a `summary` for the document, `params` when its path has parameters, `querystring`
 * when it reads one, `body` for a JSON body, and `response` with one schema per status it answers
 * (`...errorResponses(400, 404)` adds the error shape for the failure statuses), for example
 * `{ config: { access: 'blogs' }, schema: { summary, params: idParamsSchema, body: thingInputSchema,
 * response: { 200: thingSavedSchema, ...errorResponses(400, 401, 403, 404) } } }`. Fastify then
 * validates the request before the handler runs (a failure is the API's 400 `{success:false,
 * message, details}`, message and details exactly as `parseOr400` makes them), hands the handler
 * typed, parsed `request.params/query/body` (trimmed, defaults filled in), checks every answer
 * against its response schema (a mismatch is a server fault, never sent; unknown keys are
 * dropped), and the OpenAPI document at /api/v1/openapi.json is generated from the same
 * declarations. Two kinds of body are described for the document but validated by the service: a
 * body whose rules depend on stored data (`...documentedBody(schema)`: an application is checked
 * against its drive's questions) and a multipart upload (`...multipartBody(fields, files)`: the
 * multipart parser leaves the body empty, and the service validates the fields with the files).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@ssf/domain/schemas/errors';
import { validationError } from './errors.ts';

/** The Fastify instance features register their routes on: request and reply typed by the zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// Body schemas that only describe the body for the document (see documentedBody, multipartBody).
const documentedOnly = new WeakSet<z.ZodType>();

/**
 * Fastify's validator for the routes' zod schemas. A missing body is read as an empty object, so
 * a request without one is told which fields are required, like one with an empty object.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  // The multipart parser leaves the body empty; a JSON body sent instead reaches the service as is.
  if (documentedOnly.has(schema)) return (data) => ({ value: data ?? undefined });
  return (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
};

/** A file field of a multipart body: its description, and whether the field may be repeated. */
export type FileFieldDoc = string | { description: string; repeated: true };

/**
 * A multipart/form-data body for the document: its text fields (a zod object, usually the same
 * schema the service validates them with) and its file fields (name: description, or
 * `{ description, repeated: true }` for a field sent once per file). Spread it into the route's
 * schema: `schema: { ...multipartBody(blogFields, { image: 'Cover image' }), response }`.
 */
export function multipartBody(fields: z.ZodObject, files: Record<string, FileFieldDoc> = {}) {
  const fileFields = Object.fromEntries(
    Object.entries(files).map(([name, doc]) => {
      const file = z.string().meta({ format: 'binary' });
      return [
        name,
        typeof doc === 'string'
          ? file.meta({ description: doc }).optional()
          : z.array(file).meta({ description: doc.description }).optional(),
      ];
    }),
  );
  const body = fields.extend(fileFields);
  documentedOnly.add(body);
  return { body, consumes: ['multipart/form-data'] };
}

/**
 * A JSON body described for the document but validated by the service, because its rules depend
 * on stored data (an application is checked against its drive's questions): the service then
 * validates it once, where it has that data.
 */
export function documentedBody(body: z.ZodType) {
  documentedOnly.add(body);
  return { body };
}

/** The error shape for each of these statuses, to spread into a route's `response`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** What every admin-area route may answer besides its own: not signed in (401), not allowed (403). */
export const ADMIN_ERRORS = [401, 403] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * On a POST that takes nothing (signing out, ending the other sessions): it declares no body
     * schema, and the API document's test accepts that for the routes that say so.
     */
    takesNoBody?: boolean;
  }
}
