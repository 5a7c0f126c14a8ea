import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { type PeriodicJob, startPeriodicJob } from '../../../jobs/periodic-job.ts';
import { outboxRow } from '../../mail/public.ts';

/**
 * The reminder before an event (docs/decisions/0191-event-reminders.md): each seat holder of an
 * event starting in the next 24 hours gets one `eventReminder`, once per registration.
 */

/** Reminders go out for events starting within this much time... */
export const REMINDER_WINDOW_MS = 24 * 3_600_000;
/** ...but not for those starting sooner than this: such a message would arrive too late to help. */
export const REMINDER_TOO_LATE_MS = 3_600_000;
/** How often the events are looked at: a reminder goes out 23¾ to 24 hours before the event. */
export const REMINDER_EVERY_MS = 15 * 60_000;
/** The reminders' advisory lock key among the periodic jobs (jobs/periodic-job.ts). */
export const REMINDER_LOCK_KEY = 3;

/** Inserted per statement: the list of seats of a large event is stored in a few statements. */
const BATCH = 200;

export const reminderKey = (registrationId: string) => `reminder:${registrationId}`;

/**
 * Stores the reminders due now; resolves to how many were stored. Safe to run on several
 * instances at once: the outbox's dedupeKey (`reminder:<registrationId>`) keeps one per registration,
 * ever, and the registrations already reminded are not read again.
 */
export async function enqueueEventReminders(ctx: {
  db: Database['db'];
  config: Pick<Config, 'smtp'>;
}): Promise<number> {
  const key = sql`'reminder:' || ${eventRegistrations.id}::text`;
  const due = await ctx.db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      eventId: events.id,
      eventTitle: events.title,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.status, 'registered'),
        gt(events.eventDate, sql`now() + make_interval(secs => ${REMINDER_TOO_LATE_MS / 1000})`),
        lte(events.eventDate, sql`now() + make_interval(secs => ${REMINDER_WINDOW_MS / 1000})`),
        notExists(ctx.db.select({ one: sql`1` }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, key))),
      ),
    )
    .orderBy(events.eventDate, eventRegistrations.number);

  let stored = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    const rows = due.slice(i, i + BATCH).map((r) =>
      outboxRow(ctx.config, {
        template: 'eventReminder',
        to: r.email,
        data: { name: r.name, eventId: r.eventId, eventTitle: r.eventTitle },
        dedupeKey: reminderKey(r.id),
      }),
    );
    const inserted = await ctx.db
      .insert(mailOutbox)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    stored += inserted.length;
  }
  return stored;
}

/** Starts the reminders: every REMINDER_EVERY_MS, on one instance at a time. Stop it before closing the database. */
export function startEventReminders(
  ctx: { config: Config; database: Database },
  log: FastifyBaseLogger,
  everyMs = REMINDER_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob(ctx.database, {
    name: 'event-reminders',
    lockKey: REMINDER_LOCK_KEY,
    everyMs,
    run: async () => {
      const stored = await enqueueEventReminders({ db: ctx.database.db, config: ctx.config });
      if (stored) log.info({ messages: stored }, 'event reminders stored');
    },
    onError: (err) => log.error({ err: { type: err.name, message: err.message } }, 'event reminders failed'),
  });
}
