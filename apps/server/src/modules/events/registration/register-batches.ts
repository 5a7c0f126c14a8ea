import { and, eq, inArray, ne } from 'drizzle-orm';
import { emailKey } from '@ssf/domain/identity';
import { MSG } from '@ssf/domain/messages';
import {
  type RegisterInput,
  REGISTRATION_TEXT as T,
  registrationOpen,
} from '@ssf/domain/schemas/event-registration';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { conflict, type HttpError, notFound } from '../../../http/errors.ts';
import { type OutboxRow, outboxRow } from '../../mail/public.ts';
import { registrationOf } from '../service.ts';

/**
 * Storing registrations for an event in batches (docs/decisions/0160-event-registration.md), the
 * way recruitment stores applications (docs/decisions/0101-application-surge.md): everyone who
 * arrives while a batch is being stored goes in the next one, and a batch is one transaction that
 * first takes the event's row. So a surge of a thousand people costs a handful of transactions,
 * not a thousand turns on the row (each holding a pooled connection while it waits).
 *
 * Inside the transaction, with the row held, the batch is decided in order of arrival: a person
 * already registered (under any spelling of their email: name+tag@, any case) or twice in the
 * batch is refused; the others take the seats left, then waitlist places in turn. Rows and the
 * event's counts are written together, and with them each one's message (the ticket link: seat
 * confirmed, or the place on the waitlist). The row lock is what makes it exact: registrations,
 * cancellations and waitlist moves of one event, from every instance, take turns on it.
 */

const BATCH_SIZE = 200;

export type Outcome = { status: 'registered' } | { status: 'waitlisted'; position: number };

interface Waiting {
  person: RegisterInput;
  ticket: { token: string; hash: string };
  mail: Pick<Config, 'smtp'>;
  done: (outcome: Outcome) => void;
  failed: (err: unknown) => void;
}

const queues = new WeakMap<Db, Map<string, Waiting[]>>();

/** Store one registration with those arriving with it; refusals reject with the API's error. */
export function storeRegistration(
  db: Db,
  mail: Pick<Config, 'smtp'>,
  eventId: string,
  person: RegisterInput,
  ticket: { token: string; hash: string },
): Promise<Outcome> {
  let byEvent = queues.get(db);
  if (!byEvent) {
    byEvent = new Map();
    queues.set(db, byEvent);
  }
  const { promise, resolve, reject } = Promise.withResolvers<Outcome>();
  const waiting = byEvent.get(eventId);
  const entry = { person, ticket, mail, done: resolve, failed: reject };
  if (waiting) {
    waiting.push(entry);
  } else {
    const queue = [entry];
    byEvent.set(eventId, queue);
    const events = byEvent;
    // The first batch starts once the requests read in this turn have arrived, so they go together.
    setImmediate(() => void drain(db, eventId, queue, events));
  }
  return promise;
}

async function drain(db: Db, eventId: string, queue: Waiting[], byEvent: Map<string, Waiting[]>) {
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_SIZE);
      try {
        settle(batch, await storeBatch(db, eventId, batch));
      } catch (err) {
        if (batch.length === 1) {
          batch[0].failed(isUniqueViolation(err) ? conflict(T.already) : err);
          continue;
        }
        // One registration the database refuses must not fail the others: one at a time.
        for (const one of batch) {
          try {
            settle([one], await storeBatch(db, eventId, [one]));
          } catch (oneErr) {
            one.failed(isUniqueViolation(oneErr) ? conflict(T.already) : oneErr);
          }
        }
      }
    }
  } finally {
    byEvent.delete(eventId);
  }
}

function settle(batch: Waiting[], results: Array<Outcome | HttpError>) {
  batch.forEach((w, i) => {
    const r = results[i];
    if (r instanceof Error) w.failed(r);
    else w.done(r);
  });
}

async function storeBatch(db: Db, eventId: string, batch: Waiting[]): Promise<Array<Outcome | HttpError>> {
  return db.transaction(async (tx) => {
    const [ev] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!ev) return batch.map(() => notFound(MSG.eventNotFound));
    if (!registrationOpen(registrationOf(ev), ev.eventType)) return batch.map(() => conflict(T.notOpen));
    const keys = batch.map((w) => emailKey(w.person.email));
    const taken = new Set(
      (
        await tx
          .select({ key: eventRegistrations.emailKey })
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, eventId),
              inArray(eventRegistrations.emailKey, [...new Set(keys)]),
              ne(eventRegistrations.status, 'cancelled'),
            ),
          )
      ).map((r) => r.key),
    );
    let registered = ev.registeredCount;
    let waitlisted = ev.waitlistedCount;
    let lastNumber = ev.waitlistNumber;
    const rows: (typeof eventRegistrations.$inferInsert)[] = [];
    const messages: OutboxRow[] = [];
    const about = { eventId, eventTitle: ev.title };
    const results = batch.map((w, i): Outcome | HttpError => {
      if (taken.has(keys[i])) return conflict(T.already);
      const room = ev.capacity === null || registered < ev.capacity;
      if (!room && !ev.waitlist) return conflict(T.full);
      taken.add(keys[i]);
      const row = {
        eventId,
        name: w.person.name,
        email: w.person.email,
        emailKey: keys[i],
        prn: w.person.prn,
        tokenHash: w.ticket.hash,
      };
      const mailData = { name: w.person.name, token: w.ticket.token, ...about };
      if (room) {
        registered++;
        rows.push({ ...row, status: 'registered' });
        messages.push(
          outboxRow(w.mail, { template: 'registrationConfirmed', to: w.person.email, data: mailData }),
        );
        return { status: 'registered' };
      }
      lastNumber++;
      waitlisted++;
      rows.push({ ...row, status: 'waitlisted', waitlistNumber: lastNumber });
      // Everyone waitlisted before holds a smaller number: this one is last in line.
      const position = waitlisted;
      messages.push(
        outboxRow(w.mail, {
          template: 'registrationWaitlisted',
          to: w.person.email,
          data: { ...mailData, position },
        }),
      );
      return { status: 'waitlisted', position };
    });
    if (rows.length > 0) {
      // One statement, rows in order of arrival (their numbers follow it).
      await tx.insert(eventRegistrations).values(rows);
      await tx
        .update(events)
        .set({ registeredCount: registered, waitlistedCount: waitlisted, waitlistNumber: lastNumber })
        .where(eq(events.id, eventId));
      await tx.insert(mailOutbox).values(messages);
    }
    return results;
  });
}
