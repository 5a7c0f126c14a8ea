import { eq, sql } from 'drizzle-orm';
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
import { events } from '../tables.ts';
import { conflict, type HttpError, notFound } from '../../../http/errors.ts';
import { outboxRow } from '../../mail/public.ts';
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

/** A registration of the batch as the storing statement reads it (one JSON parameter). */
interface StoredRow {
  n: number;
  name: string;
  email: string;
  email_key: string;
  prn: string | null;
  token_hash: string;
  status: 'registered' | 'waitlisted';
  waitlist_number: number | null;
  mail_template: string;
  mail_subject: string;
  mail_data: Record<string, unknown>;
  mail_status: string;
}

async function storeBatch(db: Db, eventId: string, batch: Waiting[]): Promise<Array<Outcome | HttpError>> {
  return db.transaction(async (tx) => {
    const [ev] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!ev) return batch.map(() => notFound(MSG.eventNotFound));
    if (!registrationOpen(registrationOf(ev), ev.eventType)) return batch.map(() => conflict(T.notOpen));
    const keys = batch.map((w) => emailKey(w.person.email));
    // Read after the row is held, so it sees every batch stored before (on any instance). The
    // keys go as one parameter, not one each.
    const found = (await tx.execute(sql`
      select email_key as key from event_registrations
      where event_id = ${eventId}::uuid and status <> 'cancelled'
        and email_key in (select jsonb_array_elements_text(${JSON.stringify([...new Set(keys)])}::jsonb))`)) as unknown as {
      rows: Array<{ key: string }>;
    };
    const taken = new Set(found.rows.map((r) => r.key));
    let registered = ev.registeredCount;
    let waitlisted = ev.waitlistedCount;
    let lastNumber = ev.waitlistNumber;
    const rows: StoredRow[] = [];
    const about = { eventId, eventTitle: ev.title };
    const results = batch.map((w, i): Outcome | HttpError => {
      if (taken.has(keys[i])) return conflict(T.already);
      const room = ev.capacity === null || registered < ev.capacity;
      if (!room && !ev.waitlist) return conflict(T.full);
      taken.add(keys[i]);
      const mailData = { name: w.person.name, token: w.ticket.token, ...about };
      // Everyone waitlisted before holds a smaller number: this one is last in line.
      const position = room ? null : waitlisted + 1;
      const mail = room
        ? outboxRow(w.mail, { template: 'registrationConfirmed', to: w.person.email, data: mailData })
        : outboxRow(w.mail, {
            template: 'registrationWaitlisted',
            to: w.person.email,
            data: { ...mailData, position: position as number },
          });
      if (room) registered++;
      else {
        lastNumber++;
        waitlisted++;
      }
      rows.push({
        n: rows.length,
        name: w.person.name,
        email: w.person.email,
        email_key: keys[i],
        prn: w.person.prn,
        token_hash: w.ticket.hash,
        status: room ? 'registered' : 'waitlisted',
        waitlist_number: room ? null : lastNumber,
        mail_template: mail.template,
        mail_subject: mail.subject,
        mail_data: mail.data,
        mail_status: mail.status,
      });
      return room ? { status: 'registered' } : { status: 'waitlisted', position: position as number };
    });
    if (rows.length > 0) {
      // One statement with one parameter: the rows in order of arrival (their numbers follow
      // it), the event's counts and each one's message. Hundreds of rows as bound parameters
      // (nine each) cost more to build and parse than to store.
      await tx.execute(sql`
        with given as (
          select c.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(
            n int, name text, email text, email_key text, prn text, token_hash text, status text,
            waitlist_number int, mail_template text, mail_subject text, mail_data jsonb, mail_status text)
        ), stored as (
          insert into event_registrations
            (event_id, name, email, email_key, prn, token_hash, status, waitlist_number)
          select ${eventId}::uuid, name, email, email_key, prn, token_hash, status, waitlist_number
          from given order by n
        ), counted as (
          update events
          set registered_count = ${registered}, waitlisted_count = ${waitlisted}, waitlist_number = ${lastNumber}
          where id = ${eventId}::uuid
        )
        insert into mail_outbox (recipient, template, subject, data, status)
        select email, mail_template, mail_subject, mail_data, mail_status from given order by n`);
    }
    return results;
  });
}
