import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { API_BASE, FORUM_NAME } from '@ssf/domain/constants';
import { routeAccessOf } from './access.ts';

/** The path of the API document. */
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;

const WHO: Record<string, string> = {
  public: 'Anyone may call this.',
  user: 'Any signed-in account (Authorization: Bearer <token>).',
  admin: 'Admins only (Authorization: Bearer <token> of an admin).',
};

const CACHED = 'Cached: answered with an ETag; If-None-Match with it answers 304 while nothing changed.';

const DESCRIPTION = `The HTTP API of the ${FORUM_NAME}'s website and admin area.

JSON in and out, except the multipart uploads and the CSV download. Record ids are random strings in \`_id\`; times are ISO 8601 in UTC.
Sign in with POST ${API_BASE}/auth/login and send its token as \`Authorization: Bearer <token>\`: a route for admins answers 401 without a valid token and 403 for an account that is not an admin.
Every failure answers \`{ success: false, message, details? }\` with a fitting status: 400 invalid input (\`details\` maps each field to its problem: a missing one says what it needs, such as 'Enter your first name', and \`message\` is then 'Please fill in all required fields'), 401, 403, 404, 409 conflict (duplicate, closed, full), 413 file too large, 415 not an accepted image type, 429 too many requests (with Retry-After), 500 a fault on the server's side, 503 the database or the image store cannot be reached or the server is restarting (with Retry-After: any request may answer it).
Public reads marked "cached" answer with an \`ETag\` and \`Cache-Control: no-cache\`: send it back in \`If-None-Match\` to get 304 Not Modified while nothing changed. Every write through the API makes the change visible at once.`;

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas: register this
 * before the routes (it collects them as they are added). Only /api/v1 routes are described; each
 * is tagged by its first path segment and says who may call it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${FORUM_NAME} API`, version: '1.0.0', description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith(`${API_BASE}/`) || !document.schema)
        return { schema: { hide: true } as FastifySchema, url };
      const transformed = jsonSchemaTransform(document);
      const access = routeAccessOf(route.config);
      const schema = transformed.schema as FastifySchema & Record<string, unknown>;
      // A route that answers a page of a list in headers documents them on its 200.
      const response = schema.response as Record<string, Record<string, unknown>> | undefined;
      if (route.config?.pageHeaders && response?.['200'])
        response['200'] = { ...response['200'], headers: PAGE_HEADERS };
      return {
        url: transformed.url,
        schema: {
          ...schema,
          tags: [
            url
              .slice(API_BASE.length + 1)
              .split('/')[0]
              .replace(/\.json$/, ''),
          ],
          description: [schema.description, route.config?.cache ? CACHED : '', WHO[access]]
            .filter(Boolean)
            .join('\n\n'),
          // A public route that reads a token when sent: calling without one is fine too.
          ...(access === 'public'
            ? route.config?.identifiesCaller
              ? { security: [{}, { bearer: [] }] }
              : {}
            : { security: [{ bearer: [] }] }),
        } as FastifySchema,
      };
    },
    transformObject: (documentObject) =>
      tidy(jsonSchemaTransformObject(documentObject) as OpenAPIV3_1.Document),
  });
}

/** The headers of a page of a list (http/page-headers.ts). */
const PAGE_HEADERS = {
  'X-Total-Count': { type: 'integer', description: 'How many items the whole list holds' },
  'X-Total-Pages': { type: 'integer', description: 'How many pages of this size there are' },
  Link: { type: 'string', description: 'Absolute links to the first, prev, next and last pages (RFC 8288)' },
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: details names each field’s problem',
  401: 'Not signed in, or the token is no longer valid',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflict: a duplicate, or a drive that is closed or full',
  413: 'A file or the request is too large',
  415: 'Not an accepted image type',
  429: 'Too many requests: try again after Retry-After seconds',
  503: 'Unavailable: the database or the image store cannot be reached, or the server is restarting; try again after Retry-After seconds',
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * A stable name for an operation that declares none, from its method and path, for clients
 * generated from the document: GET /api/v1/blog/{slug} is getBlogBySlug, GET
 * /api/v1/member/badge/{id}/image.png is getMemberBadgeByIdImagePng.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .slice(API_BASE.length)
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1].split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/**
 * Each answer described by its status instead of the generator's "Default Response", each
 * operation with an operationId, and only the shared schemas that something refers to (the
 * generator adds an input copy of every one).
 */
function tidy(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.has(method) || !op || typeof op !== 'object') continue;
      const operation = op as OpenAPIV3_1.OperationObject;
      operation.operationId ??= operationIdFor(method, path);
      const responses = operation.responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const r = response as OpenAPIV3_1.ResponseObject;
        if (r.description === 'Default Response') r.description = STATUS_TEXT[status] ?? status;
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  for (let changed = true; changed; ) {
    changed = false;
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
    const used = JSON.stringify(Object.values(schemas));
    for (const name of Object.keys(schemas)) {
      const ref = `"#/components/schemas/${name}"`;
      if (!text.includes(ref) && !used.includes(ref)) {
        delete schemas[name];
        changed = true;
      }
    }
  }
  return document;
}

const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** GET /api/v1/openapi.json: the document, public. */
export function registerOpenApiRoute(app: FastifyInstance) {
  app.get(
    OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: { summary: 'This API’s OpenAPI 3.1 document', response: { 200: documentSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
