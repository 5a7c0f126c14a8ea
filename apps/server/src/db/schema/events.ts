import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** URL under /media. */
    coverImage: text('cover_image').notNull(),
    /** A previous event's extra images: URLs under /media, in the order shown. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
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
    // Read backwards for the list: by date, newest first.
    index('events_event_date').on(t.eventDate, t.id),
  ],
);
