import { desc, eq } from 'drizzle-orm';
import { toUtcInstant } from '@ssf/domain/dates';
import { storedMediaUrl } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import {
  buttonFields,
  type Event,
  type EventCard,
  type EventInput,
  type EventType,
  eventCardOf,
  eventInputSchema,
} from '@ssf/domain/schemas/event';
import type { EventRegistration } from '@ssf/domain/schemas/event-registration';
import { sanitizeRichText } from '../../content/sanitize.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { events } from './tables.ts';
import { badRequest, notFound, parseOr400 } from '../../http/errors.ts';
import { type MediaContext, writeWithMedia } from '../../media/lifecycle.ts';
import type { MediaField } from '../feature.ts';
import { promoteWaitlist } from './registration/waitlist.ts';

type EventRow = typeof events.$inferSelect;

/** An event's registration settings and counts: never who registered. */
export function registrationOf(row: EventRow): EventRegistration {
  return {
    enabled: row.registrationEnabled,
    capacity: row.capacity,
    opensAt: row.registrationOpensAt?.toISOString() ?? null,
    closesAt: row.registrationClosesAt?.toISOString() ?? null,
    waitlist: row.waitlist,
    universityOnly: row.universityOnly,
    counts: {
      registered: row.registeredCount,
      waitlisted: row.waitlistedCount,
      spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount),
    },
  };
}

/** The registration settings a form saves; null when the form left them out (an update keeps them). */
function registrationSettings(input: EventInput, fields: Record<string, unknown>, timeZone: string) {
  if (!('registrationEnabled' in fields)) return null;
  const at = (v: string | null) => (v === null ? null : new Date(toUtcInstant(v, timeZone) as string));
  const opensAt = at(input.registrationOpensAt);
  const closesAt = at(input.registrationClosesAt);
  if (opensAt && closesAt && closesAt <= opensAt)
    throw badRequest('Registration must close after it opens', {
      registrationClosesAt: 'Registration must close after it opens',
    });
  return {
    registrationEnabled: input.registrationEnabled,
    capacity: input.capacity,
    registrationOpensAt: opensAt,
    registrationClosesAt: closesAt,
    waitlist: input.waitlist,
    universityOnly: input.universityOnly,
  };
}

export function toEvent(row: EventRow): Event {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    eventDate: row.eventDate.toISOString(),
    venue: row.venue,
    coverImage: row.coverImage,
    images: row.images,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    registration: registrationOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The events' fields that hold stored images: the cover, and a previous event's extra images (a
 * list). The manifest declares them as the events' media.
 */
export const eventMedia: MediaField[] = [
  { owner: 'events', field: 'coverImage', table: events, id: events.id, column: events.coverImage },
  { owner: 'events', field: 'images', table: events, id: events.id, column: events.images, list: true },
];

// By date, newest first; the id keeps events of the same moment in a stable order.
const newestFirst = [desc(events.eventDate), desc(events.id)];

/** Every event, by date, newest first. */
export async function listEvents(db: Db): Promise<Event[]> {
  return (
    await db
      .select()
      .from(events)
      .orderBy(...newestFirst)
  ).map(toEvent);
}

/**
 * The cards of the events, newest first (the order of `listEvents`); only those of `eventType`
 * when given. The description is read to cut the card's text and goes no further.
 */
export async function listEventCards(db: Db, eventType?: EventType): Promise<EventCard[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eventType ? eq(events.eventType, eventType) : undefined)
    .orderBy(...newestFirst);
  return rows.map((row) => eventCardOf(toEvent(row)));
}

/** One event, or null when the id names none (a malformed id included). */
export async function findEvent(db: Db, id: string): Promise<Event | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ? toEvent(row) : null;
}

/** One event, or the API's 404. */
export async function getEvent(db: Db, id: string): Promise<Event> {
  const event = await findEvent(db, id);
  if (!event) throw notFound(MSG.eventNotFound);
  return event;
}

/** What an admin's event form carries: its text fields, the cover (if chosen) and extra images. */
export interface EventForm {
  fields: Record<string, unknown>;
  coverImage: Buffer | null;
  images: Buffer[];
}

/** The form's fields, validated once: the description sanitized first, the date as a UTC instant. */
function parseEventFields(
  fields: Record<string, unknown>,
  timeZone: string,
): EventInput & { at: Date; registration: ReturnType<typeof registrationSettings> } {
  const { description } = fields;
  const input = parseOr400(eventInputSchema, {
    ...fields,
    description: typeof description === 'string' ? sanitizeRichText(description) : description,
  });
  // The schema accepted the date, so it names an instant. A date without a time means that day at
  // noon on the forum's clock: its ISO string keeps the same date part in every client (midnight
  // in India is the evening before in UTC, and a client reading the date part moved it a day back).
  const date = input.eventDate.trim();
  const local = DATE_ONLY.test(date) ? `${date}T12:00` : date;
  const at = new Date(toUtcInstant(local, timeZone) as string);
  return { ...input, at, registration: registrationSettings(input, fields, timeZone) };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The extra pictures a form's files bring: a previous event's only (an upcoming event has none). */
const extraUploads = (input: EventInput, form: EventForm) =>
  input.eventType === 'previous' ? form.images : [];

/** Each URL once, in its first place. */
const unique = (urls: string[]) => [...new Set(urls)];

/**
 * Saves a new event from an admin's form: validated (title, description, type and date required;
 * the cover too), its cover and a previous event's extra images stored and recorded as used by it,
 * all or nothing. An upcoming event keeps its button; a previous one gets none.
 */
export async function createEvent(ctx: MediaContext, form: EventForm): Promise<Event> {
  const input = parseEventFields(form.fields, ctx.config.timeZone);
  if (!form.coverImage) throw badRequest(MSG.coverImageRequired, { coverImage: MSG.coverImageRequired });
  const uploads = [form.coverImage, ...extraUploads(input, form)];
  return writeWithMedia(ctx, uploads, async ({ tx, images, references }) => {
    const [cover, ...extra] = images;
    const [row] = await tx
      .insert(events)
      .values({
        title: input.title,
        description: input.description,
        eventType: input.eventType,
        eventDate: input.at,
        venue: input.venue,
        coverImage: cover.url,
        images: unique(extra.map((i) => i.url)),
        ...buttonFields(input),
        ...input.registration,
      })
      .returning();
    await references(eventMedia, row.id);
    return toEvent(row);
  });
}

/**
 * Saves an edit. No cover keeps the current one. A previous event's extra images: those sent
 * replace the current ones; when none are sent the current ones stay, less those named in
 * removeImages. An upcoming event has none (a previous event made upcoming loses its gallery) and
 * keeps its button; a previous one has no button. Images no record uses any more lose their files.
 * A missing event (or malformed id) is a 404.
 */
export async function updateEvent(ctx: MediaContext, id: string, form: EventForm): Promise<Event> {
  const input = parseEventFields(form.fields, ctx.config.timeZone);
  // Answered before any picture is encoded; the locked read below is what really decides.
  if (!(await findEvent(ctx.db, id))) throw notFound(MSG.eventNotFound);
  const extraSent = extraUploads(input, form);
  const uploads = [...(form.coverImage ? [form.coverImage] : []), ...extraSent];
  return writeWithMedia(ctx, uploads, async ({ tx, images, references }) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) throw notFound(MSG.eventNotFound);
    // Seats already given stay given: the capacity cannot drop below them.
    const capacity = input.registration?.capacity;
    if (capacity != null && capacity < current.registeredCount) {
      const message = `Capacity cannot be below the ${current.registeredCount} people already registered`;
      throw badRequest(message, { capacity: message });
    }
    const cover = form.coverImage ? images[0].url : current.coverImage;
    const sent = images.slice(form.coverImage ? 1 : 0).map((i) => i.url);
    // Named as the answers give them (absolute) or as stored: either way, the stored form.
    const removed = new Set(input.removeImages.map(storedMediaUrl));
    const extra =
      input.eventType === 'upcoming'
        ? []
        : sent.length > 0
          ? unique(sent)
          : current.images.filter((url) => !removed.has(url));
    const [row] = await tx
      .update(events)
      .set({
        title: input.title,
        description: input.description,
        eventType: input.eventType,
        eventDate: input.at,
        // A form (or an older client) that leaves the field out keeps the current place.
        venue: 'venue' in form.fields ? input.venue : current.venue,
        coverImage: cover,
        images: extra,
        ...buttonFields(input),
        ...input.registration,
        updatedAt: new Date(),
      })
      .where(eq(events.id, id))
      .returning();
    await references(eventMedia, id);
    // More seats (or none limited any more): the first on the waitlist take them now.
    if ((await promoteWaitlist(tx, ctx.config, id)).length > 0) {
      const [moved] = await tx.select().from(events).where(eq(events.id, id));
      return toEvent(moved);
    }
    return toEvent(row);
  });
}

/** Deletes an event; its pictures' files go when no other record uses them. A missing event is a 404. */
export async function deleteEvent(ctx: MediaContext, id: string): Promise<void> {
  if (!isId(id)) throw notFound(MSG.eventNotFound);
  await writeWithMedia(ctx, [], async ({ tx, references }) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
    if (!row) throw notFound(MSG.eventNotFound);
    await references(eventMedia, id);
  });
}
