import crypto from 'node:crypto';
import { badgeVerifyUrl } from '@ssf/domain/badge';
import { botReason } from '@ssf/domain/bot-check';
import { MSG } from '@ssf/domain/messages';
import { idParamsSchema } from '@ssf/domain/schemas/common';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import {
  badgeNotVerifiedSchema,
  badgeVerifiedSchema,
  formatMemberId,
  joinFormAnswerSchema,
  memberBadgeAnswerSchema,
  memberBadgeSchema,
  memberJoinedSchema,
  memberJoinPayloadSchema,
  memberName,
} from '@ssf/domain/schemas/member';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { recordRefusal } from '../../http/bot-refusals.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { type Api, documentedBody, errorResponses } from '../../http/schemas.ts';
import {
  BAKED_CREDENTIAL_NOTE,
  bakedPngResponse,
  bakePng,
  credentialJsonAnswers,
} from '../credentials/public.ts';
import { badgeEtag, drawnBadge } from './badge-image.ts';
import { memberCredential } from './credential.ts';
import { joinWithWelcome, validJoin } from './join.ts';
import { confirmMember, findMember, isConfirmed, toMemberBadge, toVerifiedMember } from './service.ts';

/** How long browsers and link previews keep a badge image before asking again (cheaply, by ETag). */
const BADGE_IMAGE_MAX_AGE_SECONDS = 300;

/** Joining, the badge, its image and its verification: all public. */
export async function memberRoutes(api: Api, ctx: AppContext) {
  const { db, database, config } = ctx;
  const emailDomain = config.universityEmailDomain;
  // Many students share one campus address, so the allowance is generous (PUBLIC_WRITE_RATE_LIMIT).
  const publicWrites = rateLimiter(database, 'member-join', config.publicWriteRateLimit, 60_000);

  api.get(
    '/member/join-form',
    {
      config: { access: 'public', cache: { tags: ['members'] } },
      schema: {
        summary: 'What the join form needs: the university email domain members must use',
        response: { 200: joinFormAnswerSchema },
      },
    },
    async () => ({ emailDomain }),
  );

  api.post(
    '/member/join',
    {
      config: { access: 'public', invalidates: ['members'] },
      schema: {
        summary:
          'Join as a member (the same student details as a recruitment application); answers the badge',
        ...documentedBody(memberJoinPayloadSchema),
        response: { 201: memberJoinedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      assertNotLimited(await publicWrites.consume(request.ip), MSG.tooManyRequests);
      const input = validJoin(request.body, emailDomain);
      // A bot is answered like a new member and nothing is stored (docs/security-bots.md). After
      // validation: what the rules are is no secret, and a malformed join is refused as for anyone.
      const bot = botReason(request.body, config.formMinFillMs);
      if (bot) {
        await recordRefusal(db, request.log, 'join', bot);
        return reply
          .status(201)
          .send({ success: true as const, message: MEMBER_TEXT.joined, member: decoyBadge(input) });
      }
      const member = await joinWithWelcome(db, config, input);
      return reply.status(201).send({ success: true as const, message: MEMBER_TEXT.joined, member });
    },
  );

  api.get(
    '/member/badge/:id',
    {
      config: { access: 'public', cache: { tags: ['members'] } },
      schema: {
        summary: 'A badge: the member’s name and member id (never email, PRN or gender)',
        params: idParamsSchema,
        response: { 200: memberBadgeAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findMember(db, request.params.id);
      if (!row) throw notFound(MEMBER_TEXT.badgeNotFound);
      return {
        member: toMemberBadge(row),
        linkedinOrganizationId: config.linkedinOrganizationId,
        awaitingConfirmation: !isConfirmed(row),
      };
    },
  );

  api.post(
    '/member/confirm/:token',
    {
      // The token in the path is all it takes.
      config: { access: 'public', invalidates: ['members'], takesNoBody: true },
      schema: {
        summary:
          'Confirm a membership with the single-use token of its welcome mail (joins made with mail configured)',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({ success: z.literal(true), member: memberBadgeSchema }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const row = await confirmMember(db, request.params.token);
      if (!row) throw notFound(MEMBER_TEXT.confirmLinkNotFound);
      return { success: true as const, member: toMemberBadge(row) };
    },
  );

  api.get(
    '/member/badge/:id/image.png',
    {
      config: { access: 'public', cache: { tags: ['members'] } },
      schema: {
        summary:
          'The badge card drawn by the server (name, member id, QR code to the verify page), with its signed credential baked in',
        description: BAKED_CREDENTIAL_NOTE,
        params: idParamsSchema,
        produces: ['image/png'],
        response: {
          200: bakedPngResponse('The badge as a PNG image'),
          304: z.null().describe('Not modified: If-None-Match named the current ETag'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const row = await findMember(db, request.params.id);
      if (!row || !isConfirmed(row)) throw notFound(MEMBER_TEXT.badgeNotFound);
      const drawing = {
        name: toMemberBadge(row).name,
        memberId: row.memberId,
        verifyUrl: badgeVerifyUrl(config.publicUrl, row.id),
      };
      const credential = await memberCredential(ctx, row);
      if (!credential) throw notFound(MEMBER_TEXT.badgeNotFound);
      const etag = badgeEtag(drawing, credential);
      reply.header('cache-control', `public, max-age=${BADGE_IMAGE_MAX_AGE_SECONDS}`).header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (
        typeof asked === 'string' &&
        asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      ) {
        return reply.status(304).send(null);
      }
      // The drawing is kept by its ETag (which covers the credential); baking it in is cheap.
      const png = bakePng(await drawnBadge(drawing, etag), credential);
      // A Buffer is sent as it is (Fastify serializes no Buffer); the schema's string describes binary content.
      return reply.header('content-type', 'image/png').send(png as unknown as string);
    },
  );

  api.get(
    '/member/badge/:id/credential.json',
    {
      config: { access: 'public', cache: { tags: ['members', 'credentials'] } },
      schema: {
        summary:
          'The badge’s signed Open Badges 3.0 credential (OpenBadgeCredential, eddsa-rdfc-2022), issued on first request',
        description:
          'Name and membership only: the email is written salted and hashed, and never the PRN or gender. 404 when the badge is unknown or revoked.',
        params: idParamsSchema,
        ...credentialJsonAnswers,
      },
    },
    async (request, reply) => {
      const row = await findMember(db, request.params.id);
      const credential = row && isConfirmed(row) ? await memberCredential(ctx, row) : null;
      if (!credential) throw notFound(MEMBER_TEXT.badgeNotFound);
      return reply.type('application/ld+json').send(credential);
    },
  );

  api.get(
    '/member/badge/verify/:id',
    {
      config: { access: 'public', cache: { tags: ['members'] } },
      schema: {
        summary:
          'Verify a badge: name, member id, course, year and joining date (never email, PRN or gender)',
        params: idParamsSchema,
        response: { 200: badgeVerifiedSchema, 404: badgeNotVerifiedSchema },
      },
    },
    async (request, reply) => {
      const row = await findMember(db, request.params.id);
      if (!row || !isConfirmed(row))
        return reply
          .status(404)
          .send({ success: false as const, valid: false as const, message: MEMBER_TEXT.badgeNotFound });
      return { valid: true as const, member: toVerifiedMember(row) };
    },
  );
}

/** The badge shown to a join refused as automated: shaped like a real one, naming no member. */
function decoyBadge(details: { first_name: string; last_name: string }) {
  return {
    _id: crypto.randomUUID(),
    name: memberName(details),
    member_id: formatMemberId(new Date().getUTCFullYear(), crypto.randomInt(1000, 10_000)),
    createdAt: new Date().toISOString(),
  };
}
