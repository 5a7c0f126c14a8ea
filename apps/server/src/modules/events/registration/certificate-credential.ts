import { eq } from 'drizzle-orm';
import { FORUM_NAME } from '@ssf/domain/constants';
import type { AppContext } from '../../../context.ts';
import { eventCertificates, eventRegistrations } from './tables.ts';
import { credentialService } from '../../credentials/public.ts';
import type { Achievement } from '../../credentials/public.ts';
import type { Award } from '../../credentials/public.ts';
import type { CertificateRecord } from './certificates.ts';

/**
 * A certificate of participation as an Open Badges 3.0 credential: the achievement is taking part
 * in the event, the subject the attendee's name (their email only salted and hashed), validFrom
 * the moment the certificate was issued.
 */

/** The event's date in words, in the forum's time zone (as the certificate image writes it). */
const eventDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);

/** Participation in one event: the same achievement for everyone checked in at it. */
export function participationAchievement(
  publicUrl: string,
  event: CertificateRecord['event'],
  timeZone: string,
): Achievement {
  return {
    id: `${publicUrl}/events/${event.id}#participation`,
    achievementType: 'Achievement',
    name: `Participant in ${event.title}`,
    description: `Took part in ${event.title}, an event of the ${FORUM_NAME}.`,
    criteria: `Attended and was checked in at ${event.title} on ${eventDay(event.eventDate, timeZone)}.`,
    criteriaUrl: `${publicUrl}/events/${event.id}`,
  };
}

/** The certificate as an award (the email read here, for the hash only). */
export async function participationAward(
  ctx: Pick<AppContext, 'config' | 'db'>,
  record: CertificateRecord,
): Promise<Award> {
  const [row] = await ctx.db
    .select({ email: eventRegistrations.email })
    .from(eventCertificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventCertificates.registrationId))
    .where(eq(eventCertificates.id, record.id));
  return {
    kind: 'participation',
    subjectId: record.id,
    name: record.name,
    email: row?.email ?? null,
    validFrom: record.issuedAt,
    achievement: participationAchievement(ctx.config.publicUrl, record.event, ctx.config.timeZone),
  };
}

/** The certificate's signed credential (issued on first request), or null once revoked. */
export async function certificateCredential(
  ctx: Pick<AppContext, 'config' | 'db'>,
  record: CertificateRecord,
) {
  return credentialService(ctx).credentialFor(await participationAward(ctx, record));
}
