// What other features (mail) use of events: an event as a message tells of it with its calendar
// file, and a certificate with its picture.
import { eq } from 'drizzle-orm';
import type { Event } from '@ssf/domain/schemas/event';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { events } from './tables.ts';

export { eventCalendar } from './calendar.ts';
export { renderCertificatePng } from './registration/certificate-image.ts';
export { validCertificate } from './registration/certificates.ts';

/**
 * The event a message tells of, as it is when the message is drawn (a moved date reaches the
 * message), or null when it was removed.
 */
export async function eventForMessage(
  db: Db,
  id: string,
): Promise<Pick<Event, '_id' | 'title' | 'description' | 'eventDate' | 'updatedAt'> | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      eventDate: events.eventDate,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .where(eq(events.id, id));
  if (!row) return null;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
