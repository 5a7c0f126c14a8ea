import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
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

const DESCRIPTION = `The HTTP API of the ${FORUM_NAME}'s website and admin area.

JSON in and out, except the multipart uploads and the CSV download. Record ids are random strings in \`_id\`; times are ISO 8601 in UTC.
Sign in with POST ${API_BASE}/auth/login and send its token as \`Authorization: Bearer <token>\`: a route for admins answers 401 without a valid token and 403 for an account that is not an admin.
Every failure answers \`{ success: false, message, details? }\` with a fitting status: 400 invalid input (\`details\` maps each field to its problem), 401, 403, 404, 409 conflict (duplicate, closed, full), 413 file too large, 415 not an accepted image type, 429 too many requests (with Retry-After), 500 a fault on the server's side.`;

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
          description: [schema.description, WHO[access]].filter(Boolean).join('\n\n'),
          ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
        } as FastifySchema,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
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
