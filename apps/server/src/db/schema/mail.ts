import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Where a message is: see docs/mail.md for the way through these states. */
export type MailStatus = 'held' | 'queued' | 'sending' | 'sent' | 'failed';

/**
 * The outbox: every message the site sends, stored in the same transaction as the change that
 * causes it (modules/mail/outbox.ts), then delivered by the sender (modules/mail/sender.ts).
 * A message is kept as its template's name and data; it is drawn when it is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient's address. Never logged. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    /** What the template draws the message from (names, tokens). Emptied 30 days after sending. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<MailStatus>().notNull(),
    /** Deliveries tried so far (counted when one starts, so a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message may next be tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last delivery started: the rate limit counts these. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** A message in `sending` past this instant was left by a process that stopped: it is queued again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * At most one message per key (for example one decision per application and status): the
     * enqueue of a second one is ignored.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recent_attempts').on(t.lastAttemptAt),
    index('mail_outbox_by_created').on(t.createdAt),
    uniqueIndex('mail_outbox_dedupe').on(t.dedupeKey),
    check('mail_outbox_status', sql`${t.status} IN ('held', 'queued', 'sending', 'sent', 'failed')`),
  ],
);
