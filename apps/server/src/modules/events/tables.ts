import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventType } from '@ssf/domain/schemas/event';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    /** Where it takes place; null when not given. */
    venue: text('venue'),
    /** URL under /media. */
    coverImage: text('cover_image').notNull(),
    /** A previous event's extra images: URLs under /media, in the order shown. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
    /** Registration (docs/decisions/0160-event-registration.md): off unless an officer turns it on. */
    registrationEnabled: boolean('registration_enabled').notNull().default(false),
    /** Seats; null: no limit. */
    capacity: integer('capacity'),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    waitlist: boolean('waitlist').notNull().default(true),
    universityOnly: boolean('university_only').notNull().default(true),
    /** Registrations holding a seat, kept with the rows under the event's row lock. */
    registeredCount: integer('registered_count').notNull().default(0),
    waitlistedCount: integer('waitlisted_count').notNull().default(0),
    /** The last waitlist number handed out: the waitlist is served in this order. */
    waitlistNumber: integer('waitlist_number').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_event_type', sql`${t.eventType} IN ('upcoming', 'previous')`),
    // An upcoming event has no gallery; a previous one has no action button.
    check(
      'events_fields_of_type',
      sql`(${t.eventType} = 'upcoming' AND cardinality(${t.images}) = 0) OR (${t.eventType} = 'previous' AND ${t.buttonText} IS NULL AND ${t.buttonLink} IS NULL)`,
    ),
    check('events_capacity', sql`${t.capacity} IS NULL OR ${t.capacity} >= 1`),
    check('events_seats_held', sql`${t.capacity} IS NULL OR ${t.registeredCount} <= ${t.capacity}`),
    // Read backwards for the list: by date, newest first.
    index('events_event_date').on(t.eventDate, t.id),
  ],
);
