import { MSG } from '@ssf/domain/messages';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import {
  attendanceSchema,
  certificateNotValidSchema,
  certificatePath,
  certificatesIssuedSchema,
  checkedInSchema,
  checkInSchema,
  publicCertificateSchema,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_TEXT as T,
  registeredSchema,
  registerSchema,
  registrationListSchema,
  registrationQuerySchema,
  ticketSchema,
} from '@ssf/domain/schemas/event-registration';
import { slugify } from '@ssf/domain/schemas/blog';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { toCsv } from '../../../content/csv.ts';
import { botCheckFor } from '../../../http/bot-refusals.ts';
import { notFound } from '../../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../../http/rate-limit.ts';
import { csvFileResponse, sendCsv } from '../../../http/file-download.ts';
import { type Api, documentedBody, errorResponses } from '../../../http/schemas.ts';
import {
  BAKED_CREDENTIAL_NOTE,
  bakedPngResponse,
  bakePng,
  credentialJsonAnswers,
  credentialService,
} from '../../credentials/public.ts';
import { renderCertificatePng } from './certificate-image.ts';
import { issueCertificates } from './certificate-issue.ts';
import { certificateCredential } from './certificate-credential.ts';
import { revokeCertificate, validCertificate } from './certificates.ts';
import {
  allRegistrations,
  cancelTicket,
  checkIn,
  getTicket,
  listRegistrations,
  memberAttendance,
  register,
} from './service.ts';

const tokenParamsSchema = z.object({ token: z.string() });
/** A call that takes no body (anything sent is ignored). */
const noBody = z.object({}).describe('No body');
const NO_STORE = 'no-store';

/**
 * Registration for events, tickets, check-in, certificates and a member's attendance. Admin routes
 * belong to the events section (attendance: members).
 */
export async function registrationRoutes(api: Api, ctx: AppContext) {
  const { db, database, config } = ctx;
  const credentials = credentialService(ctx);
  const emailDomain = config.universityEmailDomain;
  // Registering is a public write: the same generous allowance per address (PUBLIC_WRITE_RATE_LIMIT).
  const publicWrites = rateLimiter(database, 'event-register', config.publicWriteRateLimit, 60_000);
  const ticketWrites = rateLimiter(database, 'event-ticket', config.publicWriteRateLimit, 60_000);

  api.post(
    '/events/:id/register',
    {
      config: { access: 'public', invalidates: ['events'] },
      schema: {
        summary: 'Register for an event: a seat while there are any, else a place on the waitlist',
        description:
          'The email must be of the university domain when the event is for the university only. The ticket link is handed out once: only a hash of its token is stored.',
        params: idParamsSchema,
        ...documentedBody(registerSchema({ emailDomain, universityOnly: false })),
        response: { 201: registeredSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      assertNotLimited(await publicWrites.consume(request.ip), MSG.tooManyRequests);
      const answer = await register(
        db,
        request.params.id,
        request.body,
        config,
        botCheckFor(db, request.log, 'register', config.formMinFillMs),
      );
      return reply
        .status(201)
        .header('cache-control', NO_STORE)
        .send({ success: true as const, ...answer });
    },
  );

  api.get(
    '/events/tickets/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A ticket: status, name, place on the waitlist, check-in time, certificate and event',
        params: tokenParamsSchema,
        response: { 200: ticketSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { ticket: await getTicket(db, request.params.token) };
    },
  );

  api.post(
    '/events/tickets/:token/cancel',
    {
      config: { access: 'public', invalidates: ['events'] },
      schema: {
        summary: 'Cancel a registration: the seat goes to the first on the waitlist at once',
        params: tokenParamsSchema,
        body: noBody,
        response: { 200: okMessageSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => {
      assertNotLimited(await ticketWrites.consume(request.ip), MSG.tooManyRequests);
      const { message } = await cancelTicket(db, config, request.params.token);
      return { success: true as const, message };
    },
  );

  api.get(
    '/events/:id/registrations',
    {
      config: { access: 'events' },
      schema: {
        summary: 'An event’s registrations, 50 a page, first registered first (section: events)',
        params: idParamsSchema,
        querystring: registrationQuerySchema,
        response: { 200: registrationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return listRegistrations(db, request.params.id, request.query);
    },
  );

  api.get(
    '/events/:id/registrations/export.csv',
    {
      config: { access: 'events', activity: 'export' },
      schema: {
        summary: 'An event’s registrations as CSV, with the list’s filters (section: events)',
        params: idParamsSchema,
        querystring: registrationQuerySchema.omit({ page: true }),
        produces: ['text/csv'],
        response: {
          200: csvFileResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { title, rows } = await allRegistrations(db, request.params.id, request.query);
      const csv = toCsv([
        [
          'Name',
          'Email',
          'PRN',
          'Status',
          'Waitlist position',
          'Registered At',
          'Checked In At',
          'Certificate',
        ],
        ...rows.map((r) => [
          r.name,
          r.email,
          r.prn ?? '',
          REGISTRATION_STATUS_LABELS[r.status],
          r.position === null ? '' : String(r.position),
          r.registeredAt,
          r.checkedInAt ?? '',
          r.certificateId ? `${config.publicUrl}${certificatePath(r.certificateId)}` : '',
        ]),
      ]);
      const slug = slugify(title) || 'event';
      return sendCsv(reply, `${slug}-registrations.csv`, csv);
    },
  );

  api.post(
    '/events/:id/check-in',
    {
      config: { access: 'events', invalidates: [] },
      schema: {
        summary:
          'Check someone in by ticket token or registration id; a second time answers "already" (section: events)',
        params: idParamsSchema,
        body: checkInSchema,
        response: { 200: checkedInSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checkIn(db, request.params.id, request.body),
  );

  api.post(
    '/events/:id/certificates',
    {
      config: { access: 'events', invalidates: [] },
      schema: {
        summary: 'Issue a certificate to every checked-in attendee who has none (section: events)',
        params: idParamsSchema,
        body: noBody,
        response: { 200: certificatesIssuedSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => issueCertificates(db, config, request.params.id),
  );

  api.get(
    '/certificates/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verify a certificate: name, event and date of issue (never email or PRN)',
        params: idParamsSchema,
        response: { 200: publicCertificateSchema, 404: certificateNotValidSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const c = await validCertificate(db, request.params.id);
      if (!c)
        return reply
          .status(404)
          .send({ success: false as const, valid: false as const, message: T.certificateNotFound });
      return {
        certificate: {
          _id: c.id,
          name: c.name,
          event: { _id: c.event.id, title: c.event.title, eventDate: c.event.eventDate.toISOString() },
          issuedAt: c.issuedAt.toISOString(),
          valid: true as const,
        },
      };
    },
  );

  api.get(
    '/certificates/:id/image.png',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'The certificate drawn by the server: name, event, date, id and a QR code to its page, with its signed credential baked in',
        description: BAKED_CREDENTIAL_NOTE,
        params: idParamsSchema,
        produces: ['image/png'],
        response: {
          200: bakedPngResponse('The certificate as a PNG image'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const c = await validCertificate(db, request.params.id);
      if (!c) throw notFound(T.certificateNotFound);
      const credential = await certificateCredential(ctx, c);
      if (!credential) throw notFound(T.certificateNotFound);
      const drawn = await renderCertificatePng({
        id: c.id,
        name: c.name,
        eventTitle: c.event.title,
        eventDate: c.event.eventDate,
        timeZone: config.timeZone,
        verifyUrl: `${config.publicUrl}${certificatePath(c.id)}`,
      });
      const png = bakePng(drawn, credential);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-cache')
        .send(png as unknown as string);
    },
  );

  api.get(
    '/certificates/:id/credential.json',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'The certificate’s signed Open Badges 3.0 credential (OpenBadgeCredential, eddsa-rdfc-2022), issued on first request',
        description:
          'Participation in the event and the attendee’s name only: the email is written salted and hashed, never the PRN. 404 when the certificate is unknown or revoked.',
        params: idParamsSchema,
        ...credentialJsonAnswers,
      },
    },
    async (request, reply) => {
      const c = await validCertificate(db, request.params.id);
      const credential = c ? await certificateCredential(ctx, c) : null;
      if (!credential) throw notFound(T.certificateNotFound);
      return reply.header('cache-control', 'no-cache').type('application/ld+json').send(credential);
    },
  );

  api.delete(
    '/certificates/:id',
    {
      // The status list served from the response cache changes with it.
      config: { access: 'events', invalidates: ['credentials'] },
      schema: {
        summary:
          'Revoke a certificate: it no longer verifies and its signed credential is revoked in its status list (section: events)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeCertificate(db, request.params.id, (tx) =>
        credentials.revoke('participation', request.params.id, tx),
      );
      return { success: true as const, message: T.revoked };
    },
  );

  api.get(
    '/member/admin/:id/attendance',
    {
      config: { access: 'members' },
      schema: {
        summary: 'The events a member registered for, matched by email (section: members)',
        params: idParamsSchema,
        response: { 200: attendanceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { attendance: await memberAttendance(db, request.params.id) };
    },
  );
}
