import { eq, sql } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { isId } from '../../../db/ids.ts';
import { eventCertificates, eventRegistrations } from './tables.ts';
import { events } from '../tables.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { notFound } from '../../../http/errors.ts';
import { outboxRow } from '../../mail/public.ts';

/**
 * Issues a certificate to every checked-in attendee of the event who has none, in one statement:
 * running it again, or twice at once, issues nothing new (the unique index keeps one each). Each
 * new certificate's message is stored in the same transaction (its picture is drawn when it is sent).
 */
export async function issueCertificates(
  db: Db,
  mail: Pick<Config, 'smtp'>,
  eventId: string,
): Promise<{ issued: number; certificates: { _id: string; registrationId: string }[] }> {
  if (!isId(eventId)) throw notFound(MSG.eventNotFound);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(MSG.eventNotFound);
  const rows = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with issued as (
        insert into ${eventCertificates} (registration_id)
        select ${eventRegistrations.id} from ${eventRegistrations}
        where ${eventRegistrations.eventId} = ${eventId}
          and ${eventRegistrations.status} = 'registered'
          and ${eventRegistrations.checkedInAt} is not null
        order by ${eventRegistrations.checkedInAt}
        on conflict (registration_id) do nothing
        returning id, registration_id)
      select issued.id, issued.registration_id, r.name, r.email, e.title
      from issued
      join ${eventRegistrations} r on r.id = issued.registration_id
      join ${events} e on e.id = r.event_id
      order by r.checked_in_at`);
    const issued = (
      result as unknown as {
        rows: { id: string; registration_id: string; name: string; email: string; title: string }[];
      }
    ).rows;
    if (issued.length > 0) {
      await tx.insert(mailOutbox).values(
        issued.map((r) =>
          outboxRow(mail, {
            template: 'certificateIssued',
            to: r.email,
            data: { certificateId: r.id, name: r.name, eventTitle: r.title },
            dedupeKey: `certificate:${r.id}`,
          }),
        ),
      );
    }
    return issued;
  });
  return {
    issued: rows.length,
    certificates: rows.map((r) => ({ _id: r.id, registrationId: r.registration_id })),
  };
}
