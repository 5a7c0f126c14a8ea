import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../tables.ts';

export type RegistrationStatus = 'registered' | 'waitlisted' | 'cancelled';

/** One person's registration for an event: a seat, a place on the waitlist, or cancelled. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Order of arrival: the lists read first come first, and the batches store in this order. */
    number: integer('number').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** As typed, lower-cased. */
    email: text('email').notNull(),
    /** The domain's emailKey (no +tag): one registration per person and event. */
    emailKey: text('email_key').notNull(),
    prn: text('prn'),
    status: text('status').$type<RegistrationStatus>().notNull(),
    /** A waitlisted registration's number: the waitlist moves up in this order. */
    waitlistNumber: integer('waitlist_number'),
    /** SHA-256 of the ticket's token (the token itself is only in the ticket link). */
    tokenHash: text('token_hash').notNull().unique(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('event_registrations_status', sql`${t.status} IN ('registered', 'waitlisted', 'cancelled')`),
    // Decided by the database, so simultaneous registrations of one person cannot both win; a
    // cancelled registration frees the email.
    uniqueIndex('event_registrations_one_per_email')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} <> 'cancelled'`),
    index('event_registrations_event').on(t.eventId, t.number),
    index('event_registrations_email_key').on(t.emailKey),
  ],
);

/** A certificate of participation: one per checked-in registration; revoking keeps the row. */
export const eventCertificates = pgTable('event_certificates', {
  /** The public id: random, so certificates cannot be enumerated. */
  id: uuid('id').primaryKey().defaultRandom(),
  registrationId: uuid('registration_id')
    .notNull()
    .unique()
    .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
