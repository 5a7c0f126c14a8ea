import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { outboxRow } from '../../mail/public.ts';

/** A transaction or the database: the waitlist moves inside the caller's transaction. */
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Someone who moved up from the waitlist to a seat (and is told so by mail). */
export interface Promoted {
  id: string;
  name: string;
  email: string;
}

/**
 * Gives free seats to the first on the waitlist, in waitlist order, inside the caller's
 * transaction, which holds the event's row (so no registration or cancellation runs between the
 * count and the move). Each one's message ("a seat is yours") is stored in that transaction too.
 * Answers who moved up.
 */
export async function promoteWaitlist(
  tx: Tx,
  mail: Pick<Config, 'smtp'>,
  eventId: string,
): Promise<Promoted[]> {
  const [event] = await tx
    .select({
      title: events.title,
      capacity: events.capacity,
      registered: events.registeredCount,
      waitlisted: events.waitlistedCount,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || event.waitlisted === 0) return [];
  const free = event.capacity === null ? event.waitlisted : event.capacity - event.registered;
  if (free <= 0) return [];
  const first = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.waitlistNumber))
    .limit(free);
  if (first.length === 0) return [];
  const moved = await tx
    .update(eventRegistrations)
    .set({ status: 'registered', waitlistNumber: null })
    .where(
      inArray(
        eventRegistrations.id,
        first.map((r) => r.id),
      ),
    )
    .returning({ id: eventRegistrations.id, name: eventRegistrations.name, email: eventRegistrations.email });
  await tx
    .update(events)
    .set({
      registeredCount: sql`${events.registeredCount} + ${moved.length}`,
      waitlistedCount: sql`${events.waitlistedCount} - ${moved.length}`,
    })
    .where(eq(events.id, eventId));
  if (moved.length > 0)
    await tx.insert(mailOutbox).values(
      moved.map((p) =>
        outboxRow(mail, {
          template: 'waitlistPromoted',
          to: p.email,
          data: { name: p.name, eventId, eventTitle: event.title },
        }),
      ),
    );
  return moved;
}
