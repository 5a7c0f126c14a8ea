import { botReason } from '@ssf/domain/bot-check';
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { emailKey } from '@ssf/domain/identity';
import { MSG } from '@ssf/domain/messages';
import {
  type Attendance,
  type CheckedIn,
  REGISTRANTS_PAGE_SIZE,
  REGISTRATION_TEXT as T,
  type Registered,
  type RegistrationCounts,
  type RegistrationRow,
  type RegistrationStatus,
  registerSchema,
  registrationOpen,
  type Ticket,
  ticketPath,
} from '@ssf/domain/schemas/event-registration';
import { summarizeErrors } from '@ssf/domain/schemas/applicant';
import { issuesToDetails } from '@ssf/domain/field-errors';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { BotCheck } from '../../../http/bot-refusals.ts';
import { isId } from '../../../db/ids.ts';
import { eventCertificates, eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { findMember } from '../../members/public.ts';
import { conflict, notFound, validationError } from '../../../http/errors.ts';
import { SharedReads } from '../../../db/shared-reads.ts';
import { registrationOf } from '../service.ts';
import { storeRegistration } from './register-batches.ts';
import { type Promoted, promoteWaitlist } from './waitlist.ts';
import { isRecord } from '@ssf/domain/records';

/**
 * Registering for an event, the ticket, cancelling, check-in and the lists admins read
 * (docs/decisions/0160-event-registration.md).
 *
 * Capacity is exact because every change of who holds a seat runs in a transaction that first
 * takes the event's row (SELECT ... FOR UPDATE): registrations, cancellations and waitlist moves
 * of one event take turns there, and the counts on the row change with the rows they count.
 * The same person twice is refused by a unique index (event, email key), not by a look-up.
 */

const TOKEN_BYTES = 32;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new ticket token (handed out once, in the ticket link) and the hash that is stored. */
function newTicketToken() {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A token as the ticket link carries it: base64url, 43 characters; anything else names no ticket. */
const isToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

async function eventRow(db: Db, id: string) {
  if (!isId(id)) throw notFound(MSG.eventNotFound);
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(MSG.eventNotFound);
  return row;
}

/**
 * The event's reads on the registering path, per database (tests open several in one process):
 * people registering at the same moment share one read (as students applying to a drive do,
 * docs/decisions/0101-application-surge.md), each read starting after they asked. The read only
 * answers "unknown" or "not open" early; seats are decided under the row's lock
 * (register-batches.ts).
 */
const eventReads = new WeakMap<Db, SharedReads<string, typeof events.$inferSelect | undefined>>();

function readEvent(db: Db, id: string) {
  let reads = eventReads.get(db);
  if (!reads) {
    reads = new SharedReads(async (key) => {
      const [row] = await db.select().from(events).where(eq(events.id, key)).limit(1);
      return row;
    });
    eventReads.set(db, reads);
  }
  return reads.get(id);
}

/** The registration form's schema for a domain, made once (a zod schema compiles on its first use). */
const registerSchemas = new Map<string, ReturnType<typeof registerSchema>>();

function registerSchemaFor(emailDomain: string, universityOnly: boolean) {
  const key = `${universityOnly}:${emailDomain}`;
  let schema = registerSchemas.get(key);
  if (!schema) {
    schema = registerSchema({ emailDomain, universityOnly });
    registerSchemas.set(key, schema);
  }
  return schema;
}

/** Registers someone for an event: a seat while there is one, else a place on the waitlist (if kept). */
export async function register(
  db: Db,
  eventId: string,
  input: unknown,
  config: Pick<Config, 'universityEmailDomain' | 'publicUrl' | 'smtp'>,
  bot?: BotCheck,
): Promise<Omit<Registered, 'success'>> {
  const { universityEmailDomain: emailDomain, publicUrl } = config;
  if (!isId(eventId)) throw notFound(MSG.eventNotFound);
  const event = await readEvent(db, eventId);
  if (!event) throw notFound(MSG.eventNotFound);
  // Told before any field is checked: the person cannot fix that.
  if (!registrationOpen(registrationOf(event), event.eventType)) throw conflict(T.notOpen);
  const parsed = registerSchemaFor(emailDomain, event.universityOnly).safeParse(isRecord(input) ? input : {});
  if (!parsed.success)
    throw validationError(parsed.error, summarizeErrors(issuesToDetails(parsed.error), emailDomain));
  const person = parsed.data;
  const ticket = newTicketToken();
  // A bot is answered like a registrant, with a ticket link that leads nowhere, and nothing is
  // stored (docs/security-bots.md).
  const automated = bot ? botReason(input, bot.minFillMs) : null;
  if (automated && bot) {
    await bot.refused(automated);
    return {
      message: T.registered,
      status: 'registered',
      ticketUrl: `${publicUrl}${ticketPath(ticket.token)}`,
    };
  }
  // The message (the ticket link, the token's only copy besides this answer) is stored with the row.
  const outcome = await storeRegistration(db, config, eventId, person, ticket);
  return {
    message: outcome.status === 'registered' ? T.registered : T.waitlisted,
    ...outcome,
    ticketUrl: `${publicUrl}${ticketPath(ticket.token)}`,
  };
}

/** A waitlisted registration's place in line (1 is next), counted from the waitlist numbers. */
const positionSql = sql<number | null>`case when ${eventRegistrations.status} = 'waitlisted' then (
  select count(*)::int from ${eventRegistrations} w
  where w.event_id = ${eventRegistrations.eventId} and w.status = 'waitlisted'
    and w.waitlist_number <= ${eventRegistrations.waitlistNumber}) end`;

/** The ticket behind a token, or the API's 404. */
export async function getTicket(db: Db, token: string): Promise<Ticket> {
  if (!isToken(token)) throw notFound(T.ticketNotFound);
  const [row] = await db
    .select({
      status: eventRegistrations.status,
      name: eventRegistrations.name,
      position: positionSql,
      checkedInAt: eventRegistrations.checkedInAt,
      certificateId: eventCertificates.id,
      eventId: events.id,
      title: events.title,
      eventDate: events.eventDate,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(
      eventCertificates,
      and(eq(eventCertificates.registrationId, eventRegistrations.id), isNull(eventCertificates.revokedAt)),
    )
    .where(eq(eventRegistrations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(T.ticketNotFound);
  return {
    status: row.status,
    name: row.name,
    ...(row.position != null ? { position: Number(row.position) } : {}),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    certificate: row.certificateId ? { _id: row.certificateId } : null,
    event: { _id: row.eventId, title: row.title, eventDate: row.eventDate.toISOString() },
  };
}

/**
 * Cancels the registration behind a token. A freed seat goes to the first on the waitlist in the
 * same transaction. Cancelling twice changes nothing; a checked-in registration stays.
 */
export async function cancelTicket(
  db: Db,
  mail: Pick<Config, 'smtp'>,
  token: string,
): Promise<{ message: string; promoted: Promoted[] }> {
  if (!isToken(token)) throw notFound(T.ticketNotFound);
  const hash = hashToken(token);
  const [found] = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.tokenHash, hash));
  if (!found) throw notFound(T.ticketNotFound);
  return db.transaction(async (tx) => {
    // The event's row first, as every change of seats takes it: one order, no deadlock.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, found.eventId)).for('update');
    const [reg] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.tokenHash, hash));
    if (!reg) throw notFound(T.ticketNotFound);
    if (reg.status === 'cancelled') return { message: T.alreadyCancelled, promoted: [] };
    if (reg.checkedInAt) throw conflict('A checked-in registration cannot be cancelled');
    await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled', cancelledAt: new Date(), waitlistNumber: null })
      .where(eq(eventRegistrations.id, reg.id));
    await tx
      .update(events)
      .set(
        reg.status === 'registered'
          ? { registeredCount: sql`${events.registeredCount} - 1` }
          : { waitlistedCount: sql`${events.waitlistedCount} - 1` },
      )
      .where(eq(events.id, reg.eventId));
    const promoted = await promoteWaitlist(tx, mail, reg.eventId);
    return { message: T.cancelled, promoted };
  });
}

/**
 * Checks someone in at the door, by the ticket's token or the registration's id. One statement
 * sets the time only while none is set, so however many phones scan one ticket at once, it is
 * set once; the others answer 'already' with that time.
 */
export async function checkIn(
  db: Db,
  eventId: string,
  input: { token?: string; registrationId?: string },
): Promise<CheckedIn> {
  if (!isId(eventId)) throw notFound(MSG.eventNotFound);
  const which = input.token
    ? isToken(input.token)
      ? eq(eventRegistrations.tokenHash, hashToken(input.token))
      : null
    : isId(input.registrationId)
      ? eq(eventRegistrations.id, input.registrationId)
      : null;
  if (!which) throw notFound(T.ticketNotFound);
  const mine = and(which, eq(eventRegistrations.eventId, eventId));
  // In a transaction, like every change, so its activity entry is part of it.
  const [done] = await db.transaction((tx) =>
    tx
      .update(eventRegistrations)
      .set({ checkedInAt: new Date() })
      .where(and(mine, eq(eventRegistrations.status, 'registered'), isNull(eventRegistrations.checkedInAt)))
      .returning({ name: eventRegistrations.name, at: eventRegistrations.checkedInAt }),
  );
  if (done?.at) return { result: 'checked-in', name: done.name, at: done.at.toISOString() };
  const [reg] = await db
    .select({
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      at: eventRegistrations.checkedInAt,
    })
    .from(eventRegistrations)
    .where(mine);
  // A ticket of another event is not this event's: the same answer as an unknown one.
  if (!reg) throw notFound(T.ticketNotFound);
  if (reg.at) return { result: 'already', name: reg.name, at: reg.at.toISOString() };
  throw conflict(
    reg.status === 'waitlisted'
      ? `${reg.name} is on the waitlist`
      : `${reg.name}'s registration is cancelled`,
  );
}

export type RegistrationFilter = RegistrationStatus | 'checked-in' | '' | undefined;

/** The where clause of an admin's list and export: the event, a status, a search in name, email or PRN. */
function listWhere(eventId: string, status: RegistrationFilter, q: string | undefined): SQL {
  const parts: (SQL | undefined)[] = [eq(eventRegistrations.eventId, eventId)];
  if (status === 'checked-in') parts.push(isNotNull(eventRegistrations.checkedInAt));
  else if (status) parts.push(eq(eventRegistrations.status, status));
  const text = q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(eventRegistrations.name, like),
        ilike(eventRegistrations.email, like),
        ilike(eventRegistrations.prn, like),
      ),
    );
  }
  return and(...parts) as SQL;
}

const rowColumns = {
  id: eventRegistrations.id,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  prn: eventRegistrations.prn,
  status: eventRegistrations.status,
  position: positionSql,
  registeredAt: eventRegistrations.registeredAt,
  checkedInAt: eventRegistrations.checkedInAt,
  certificateId: eventCertificates.id,
};

type Row = { [K in keyof typeof rowColumns]: unknown } & {
  id: string;
  name: string;
  email: string;
  prn: string | null;
  status: RegistrationStatus;
  registeredAt: Date;
  checkedInAt: Date | null;
  certificateId: string | null;
};

const toRow = (r: Row): RegistrationRow => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  prn: r.prn,
  status: r.status,
  position: r.position == null ? null : Number(r.position),
  registeredAt: r.registeredAt.toISOString(),
  checkedInAt: r.checkedInAt?.toISOString() ?? null,
  certificateId: r.certificateId,
});

function selectRows(db: Db, where: SQL) {
  return db
    .select(rowColumns)
    .from(eventRegistrations)
    .leftJoin(
      eventCertificates,
      and(eq(eventCertificates.registrationId, eventRegistrations.id), isNull(eventCertificates.revokedAt)),
    )
    .where(where)
    .orderBy(asc(eventRegistrations.number));
}

/** One page (50) of an event's registrations, first registered first, with the event's counts. */
export async function listRegistrations(
  db: Db,
  eventId: string,
  query: { status?: RegistrationFilter; q?: string; page?: number },
): Promise<{
  registrations: RegistrationRow[];
  counts: RegistrationCounts;
  page: number;
  totalPages: number;
  total: number;
}> {
  const event = await eventRow(db, eventId);
  const where = listWhere(eventId, query.status, query.q);
  const page = query.page ?? 1;
  const [{ n }] = await db.select({ n: count() }).from(eventRegistrations).where(where);
  const rows = await selectRows(db, where)
    .limit(REGISTRANTS_PAGE_SIZE)
    .offset((page - 1) * REGISTRANTS_PAGE_SIZE);
  return {
    registrations: (rows as Row[]).map(toRow),
    counts: registrationOf(event).counts,
    page,
    totalPages: Math.ceil(n / REGISTRANTS_PAGE_SIZE),
    total: n,
  };
}

/** Every registration the filters select, for the CSV export, and the event's title. */
export async function allRegistrations(
  db: Db,
  eventId: string,
  query: { status?: RegistrationFilter; q?: string },
): Promise<{ title: string; rows: RegistrationRow[] }> {
  const event = await eventRow(db, eventId);
  const rows = await selectRows(db, listWhere(eventId, query.status, query.q));
  return { title: event.title, rows: (rows as Row[]).map(toRow) };
}

/** The events a member registered for, matched by their email (its key: no +tag, any case), latest event first. */
export async function memberAttendance(db: Db, memberId: string): Promise<Attendance> {
  if (!isId(memberId)) throw notFound(MSG.memberNotFound);
  const member = await findMember(db, memberId);
  if (!member) throw notFound(MSG.memberNotFound);
  const rows = await db
    .select({
      eventId: events.id,
      title: events.title,
      eventDate: events.eventDate,
      status: eventRegistrations.status,
      checkedInAt: eventRegistrations.checkedInAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.emailKey, emailKey(member.email)))
    .orderBy(desc(events.eventDate), desc(eventRegistrations.number));
  return rows.map((r) => ({
    event: { _id: r.eventId, title: r.title, eventDate: r.eventDate.toISOString() },
    status: r.status,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
  }));
}
