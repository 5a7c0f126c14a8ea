import { eq, sql } from 'drizzle-orm';
import { REGISTRATION_TEXT as T } from '@ssf/domain/schemas/event-registration';
import type { Db } from '../../../db/client.ts';
import { isId } from '../../../db/ids.ts';
import { eventCertificates, eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { notFound } from '../../../http/errors.ts';

/**
 * Certificates of participation: one for each checked-in attendee, never two (a unique index on
 * the registration), revoked by setting a time (the id then no longer verifies).
 */

/** Everything a certificate states, in one place (the public page, the image, a signed credential). */
export interface CertificateRecord {
  id: string;
  name: string;
  event: { id: string; title: string; eventDate: Date };
  issuedAt: Date;
  revokedAt: Date | null;
}

/** The certificate `id` with what it states, revoked or not; null for an unknown id. */
export async function findCertificate(db: Db, id: string): Promise<CertificateRecord | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select({
      id: eventCertificates.id,
      name: eventRegistrations.name,
      eventId: events.id,
      title: events.title,
      eventDate: events.eventDate,
      issuedAt: eventCertificates.issuedAt,
      revokedAt: eventCertificates.revokedAt,
    })
    .from(eventCertificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventCertificates.registrationId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventCertificates.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    event: { id: row.eventId, title: row.title, eventDate: row.eventDate },
    issuedAt: row.issuedAt,
    revokedAt: row.revokedAt,
  };
}

/** A certificate that verifies (issued, not revoked), or null. */
export async function validCertificate(db: Db, id: string): Promise<CertificateRecord | null> {
  const record = await findCertificate(db, id);
  return record && !record.revokedAt ? record : null;
}

/**
 * Revokes a certificate (again: nothing changes); an unknown one is a 404. `revokeCredential`
 * runs in the same transaction, so the certificate and its signed credential's status bit change
 * together or not at all.
 */
export async function revokeCertificate(
  db: Db,
  id: string,
  revokeCredential: (tx: Db) => Promise<unknown> = async () => {},
): Promise<void> {
  if (!isId(id)) throw notFound(T.certificateNotFound);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(eventCertificates)
      .set({ revokedAt: sql`coalesce(${eventCertificates.revokedAt}, now())` })
      .where(eq(eventCertificates.id, id))
      .returning({ id: eventCertificates.id });
    if (!row) throw notFound(T.certificateNotFound);
    await revokeCredential(tx);
  });
}
