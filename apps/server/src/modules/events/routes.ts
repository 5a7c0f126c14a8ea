import type { FastifyRequest } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import { idParamsSchema, okMessageSchema } from '@ssf/domain/schemas/common';
import {
  EVENT_IMAGES_MAX,
  eventCardListSchema,
  eventCardsQuerySchema,
  eventFieldsSchema,
  eventListSchema,
  eventSavedSchema,
  eventSchema,
} from '@ssf/domain/schemas/event';
import { slugify } from '@ssf/domain/schemas/blog';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendAttachment } from '../../http/file-download.ts';
import { type Api, errorResponses, multipartBody } from '../../http/schemas.ts';
import { enableUploads, readImageUploads } from '../../media/uploads.ts';
import { eventCalendar } from './calendar.ts';
import {
  createEvent,
  deleteEvent,
  type EventForm,
  getEvent,
  listEventCards,
  listEvents,
  updateEvent,
} from './service.ts';

const UPLOADS = {
  fields: { coverImage: {}, images: { maxFiles: EVENT_IMAGES_MAX } },
  lists: ['removeImages'],
};

// The form of an event's creation and update: its fields, the cover and a previous event's pictures.
const eventForm = multipartBody(eventFieldsSchema, {
  coverImage:
    'Cover image: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; required on create (an update without one keeps the current cover)',
  images: {
    description: `A previous event's extra pictures: one field per picture, at most ${EVENT_IMAGES_MAX}, each at most 10 MB; those sent replace the current ones (ignored for an upcoming event)`,
    repeated: true,
  },
});
const createResponses = { 200: eventSavedSchema, ...errorResponses(400, 401, 403, 413, 415) };
const updateResponses = { ...createResponses, ...errorResponses(404) };

/** The calendar file's name from the title ('event.ics' when the title has no Latin letters or digits). */
const calendarFileName = (title: string) => {
  const slug = slugify(title);
  return `${slug === slugify('') ? 'event' : slug}.ics`;
};

/** The event list, one event and its calendar file, and the admins' writing. */
export async function eventRoutes(api: Api, ctx: AppContext) {
  const { db } = ctx;
  await enableUploads(api);

  /** The form as sent: its text fields, the cover if one was chosen, and the extra pictures (checked by their bytes). */
  const readEventForm = async (request: FastifyRequest): Promise<EventForm> => {
    const upload = await readImageUploads(request, UPLOADS);
    return {
      fields: upload.fields,
      coverImage: upload.files.coverImage[0] ?? null,
      images: upload.files.images,
    };
  };

  api.get(
    '/events/all',
    {
      config: { access: 'public', cache: { tags: ['events'] } },
      schema: { summary: 'Every event, by date, newest first', response: { 200: eventListSchema } },
    },
    async () => listEvents(db),
  );

  // What the public lists read (the events page, the home page's next event): a page drawn on the
  // server carries the data it was drawn from, so a card's read leaves the descriptions, the
  // registration and the pictures out. Kept and dropped with the other event reads (tag 'events').
  api.get(
    '/events/cards',
    {
      config: { access: 'public', cache: { tags: ['events'] } },
      schema: {
        summary:
          'Every event as a card, by date, newest first; with ?eventType, only upcoming or previous ones',
        description:
          "An event's title, type, date, venue, cover and times, with `excerpt`: its description as plain text cut at a word to 80 characters. The same order as GET /events/all. For the public lists; GET /events/{id} answers one event whole.",
        querystring: eventCardsQuerySchema,
        response: { 200: eventCardListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listEventCards(db, request.query.eventType),
  );

  api.get(
    '/events/:id',
    {
      config: { access: 'public', cache: { tags: ['events'] } },
      schema: {
        summary: 'One event',
        params: idParamsSchema,
        response: { 200: eventSchema, ...errorResponses(404) },
      },
    },
    async (request) => getEvent(db, request.params.id),
  );

  api.get(
    '/events/:id/calendar.ics',
    {
      config: { access: 'public', cache: { tags: ['events'] } },
      schema: {
        summary: 'One event as an iCalendar file (one VEVENT) for adding it to a calendar',
        params: idParamsSchema,
        produces: ['text/calendar'],
        response: {
          200: { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const event = await getEvent(db, request.params.id);
      const { publicUrl } = ctx.config;
      const ics = eventCalendar(event, `${publicUrl}/events/${event._id}`, new URL(publicUrl).hostname);
      // Public and changing: a calendar may keep it, checking it first.
      return sendAttachment(reply, {
        contentType: 'text/calendar',
        fileName: calendarFileName(event.title),
        body: ics,
        cacheControl: 'no-cache',
      });
    },
  );

  api.post(
    '/events/create',
    {
      config: { access: 'events' },
      schema: { summary: 'Create an event', ...eventForm, response: createResponses },
    },
    async (request) => {
      const event = await createEvent(ctx, await readEventForm(request));
      return { success: true as const, message: MSG.eventCreated, event };
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const event = await updateEvent(ctx, request.params.id, await readEventForm(request));
    return { success: true as const, message: MSG.eventUpdated, event };
  };
  const updateSchema = {
    summary: 'Update an event',
    description:
      'Without a cover the current one stays. A previous event’s pictures sent replace its current ones; without any, the current ones stay less those named in removeImages (repeat the field). An upcoming event has no extra pictures and a previous one no button.',
    params: idParamsSchema,
    ...eventForm,
    response: updateResponses,
  };
  api.post('/events/update/:id', { config: { access: 'events' }, schema: updateSchema }, update);
  api.put('/events/update/:id', { config: { access: 'events' }, schema: updateSchema }, update);

  api.delete(
    '/events/delete/:id',
    {
      config: { access: 'events' },
      schema: {
        summary: 'Delete an event and its pictures',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEvent(ctx, request.params.id);
      return { success: true as const, message: MSG.eventDeleted };
    },
  );
}
