import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@ssf/domain/messages';
import { CREDENTIAL_TEXT, verificationReportSchema } from '@ssf/domain/schemas/credential';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads } from '../../media/uploads.ts';
import { extractBaked, isPng, PngError } from './baking.ts';
import { credentialService } from './instance.ts';

/** The largest credential file (or baked badge image) a visitor may hand in. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const JSON_LD = 'application/ld+json';

/** A credential from a file: its JSON, or the JSON baked into a badge PNG. */
function credentialFromFile(bytes: Buffer): unknown {
  let text: string | null;
  if (isPng(bytes)) {
    try {
      text = extractBaked(bytes);
    } catch (err) {
      if (err instanceof PngError) throw badRequest(CREDENTIAL_TEXT.damagedImage);
      throw err;
    }
    if (text === null) throw badRequest(CREDENTIAL_TEXT.noBakedCredential);
  } else {
    text = bytes.toString('utf8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(CREDENTIAL_TEXT.notACredential);
  }
}

/** The credential a verify request hands in: a JSON body, or the multipart file `file`. */
async function credentialOf(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  let found: unknown;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && found === undefined) found = data;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CREDENTIAL_TEXT.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, MSG.tooManyFiles);
    throw badRequest(MSG.unreadableUpload);
  }
  if (!found || (found as Buffer).length === 0)
    throw badRequest(CREDENTIAL_TEXT.noFile, { file: 'Required' });
  return credentialFromFile(found as Buffer);
}

const credentialJsonSchema = z
  .looseObject({})
  .describe(
    'A JSON-LD document (application/ld+json): an OpenBadgeCredential or a BitstringStatusListCredential',
  );

/** The status lists and the verifier: public, under /api/v1. */
export async function credentialRoutes(api: Api, ctx: AppContext) {
  const credentials = credentialService(ctx);
  await enableUploads(api);
  // Programs send credentials as JSON-LD's own media type too: read like JSON (within the body limit).
  if (!api.hasContentTypeParser(JSON_LD)) {
    api.addContentTypeParser(JSON_LD, { parseAs: 'string' }, api.getDefaultJsonParser('error', 'error'));
  }
  // Checking a proof canonicalizes the whole document: counted like the other public writes.
  const verifications = rateLimiter(
    ctx.database,
    'credential-verify',
    ctx.config.publicWriteRateLimit,
    60_000,
  );

  api.get(
    '/credentials/status/:listId',
    {
      config: { access: 'public', cache: { tags: ['credentials'] } },
      schema: {
        summary:
          'A signed BitstringStatusListCredential: bit n set means the credential at index n is revoked',
        params: z.object({ listId: z.string().max(20) }),
        produces: [JSON_LD],
        response: { 200: credentialJsonSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const list = await credentials.statusList(request.params.listId);
      if (!list) throw notFound(CREDENTIAL_TEXT.statusListNotFound);
      // Verifiers may keep it a little while; a revocation shows within a minute.
      reply.header('cache-control', 'public, max-age=60').type(JSON_LD);
      return list;
    },
  );

  api.post(
    '/credentials/verify',
    {
      config: { access: 'public', invalidates: [] },
      schema: {
        summary: 'Verify a credential: its proof, its issuer, its status (revoked or not) and its dates',
        description:
          'A JSON body holding the credential, or multipart/form-data with the file `file`: a credential (JSON) or a badge PNG with the credential baked into its iTXt chunk `openbadgecredential`. Each check says in words why it passed or failed.',
        ...multipartBody(z.object({}), {
          file: 'A credential (JSON) or a badge PNG with its credential baked in, at most 2 MB',
        }),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: verificationReportSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      assertNotLimited(await verifications.consume(request.ip), MSG.tooManyRequests);
      const credential = await credentialOf(request);
      if (typeof credential !== 'object' || credential === null || Array.isArray(credential))
        throw badRequest(CREDENTIAL_TEXT.notACredential);
      return credentials.verify(credential);
    },
  );
}

/** The forum's DID document at /.well-known/did.json (did:web's address for it), outside /api. */
export async function registerDidDocument(app: FastifyInstance, ctx: AppContext) {
  const credentials = credentialService(ctx);
  app.get('/.well-known/did.json', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
    return reply.type('application/did+json').send(JSON.stringify(await credentials.didDocument()));
  });
}
