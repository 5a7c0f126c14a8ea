import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applicationStatusLinks } from './tables.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { outboxRow } from '../mail/public.ts';
import { DECIDED_STATUSES, type DecidedStatus } from '../mail/public.ts';
import { newStatusToken } from './status-token.ts';

/**
 * The decision messages (docs/mail.md): once a drive's statuses are published, each applicant
 * whose status is shortlisted, selected, rejected or waitlisted is told, once per application and
 * status (the outbox's dedupe key), with a fresh private status link (only its hash is kept, beside
 * the first one's). Called inside the transaction that publishes the statuses or changes one while
 * they are published, so a decision is never published without its message.
 */
export async function enqueueDecisions(
  tx: Db,
  config: Pick<Config, 'smtp'>,
  scope: { recruitmentId: string } | { applicationIds: readonly string[] },
): Promise<number> {
  const where =
    'recruitmentId' in scope
      ? sql`a.recruitment_id = ${scope.recruitmentId}`
      : scope.applicationIds.length === 0
        ? sql`false`
        : sql`a.id = ANY(${`{${scope.applicationIds.join(',')}}`}::uuid[])`;
  const result = (await tx.execute(sql`
    select a.id, a.email, a.first_name, a.status, r.title
    from applications a join recruitments r on r.id = a.recruitment_id
    where r.status_visible and ${where}
      and a.status in (${sql.join(
        DECIDED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
      and not exists (
        select 1 from mail_outbox o where o.dedupe_key = 'decision:' || a.id || ':' || a.status
      )`)) as unknown as {
    rows: { id: string; email: string; first_name: string; status: DecidedStatus; title: string }[];
  };
  if (result.rows.length === 0) return 0;
  const links = new Map<string, { applicationId: string; tokenHash: string }>();
  const rows = result.rows.map((a) => {
    const token = newStatusToken();
    const dedupeKey = `decision:${a.id}:${a.status}`;
    links.set(dedupeKey, { applicationId: a.id, tokenHash: token.hash });
    return outboxRow(config, {
      template: 'decisionPublished',
      to: a.email,
      data: {
        firstName: a.first_name,
        recruitmentTitle: a.title,
        status: a.status,
        statusToken: token.token,
      },
      dedupeKey,
    });
  });
  const inserted = await tx
    .insert(mailOutbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ dedupeKey: mailOutbox.dedupeKey });
  const kept = inserted.map((r) => links.get(r.dedupeKey ?? '')).filter((l) => l !== undefined);
  if (kept.length) await tx.insert(applicationStatusLinks).values(kept);
  return kept.length;
}
