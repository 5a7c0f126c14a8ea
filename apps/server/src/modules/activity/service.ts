import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ActivityEntry, ActivityQuery } from '@ssf/domain/schemas/activity';
import type { Db } from '../../db/client.ts';
import { activity } from './tables.ts';

export const ACTIVITY_PAGE_SIZE = 50;
const EXPORT_MAX_ROWS = 100_000;

type Row = typeof activity.$inferSelect;

const toEntry = (r: Row): ActivityEntry => ({
  _id: r.id,
  at: r.at.toISOString(),
  actor: { _id: r.actorId, name: r.actorName, email: r.actorEmail },
  action: r.action,
  section: r.section,
  entity: { type: r.entityType, id: r.entityId, label: r.entityLabel },
  fields: r.fields,
  ip: r.ip,
});

/** The filters: an actor (id, or part of a name or email), a section, an action, days from and to (UTC, inclusive). */
function whereOf(q: Omit<ActivityQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.actor) {
    const like = `%${q.actor.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      sql`(${activity.actorId}::text = ${q.actor} or lower(${activity.actorName}) like ${like} or lower(${activity.actorEmail}) like ${like})`,
    );
  }
  if (q.section) conditions.push(eq(activity.section, q.section));
  if (q.action) conditions.push(eq(activity.action, q.action));
  if (q.from) conditions.push(gte(activity.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conditions.push(lt(activity.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of entries, newest first. */
export async function listActivity(db: Db, q: ActivityQuery) {
  const where = whereOf(q);
  const [{ total }] = await db.select({ total: count() }).from(activity).where(where);
  const rows = await db
    .select()
    .from(activity)
    .where(where)
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((q.page - 1) * ACTIVITY_PAGE_SIZE);
  const n = Number(total);
  return {
    entries: rows.map(toEntry),
    page: q.page,
    totalPages: Math.max(1, Math.ceil(n / ACTIVITY_PAGE_SIZE)),
    total: n,
  };
}

/** Every matching entry (up to a bound), newest first, as CSV rows with a header. */
export async function activityRows(db: Db, q: Omit<ActivityQuery, 'page'>): Promise<string[][]> {
  const rows = await db
    .select()
    .from(activity)
    .where(whereOf(q))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(EXPORT_MAX_ROWS);
  return [
    [
      'Time (UTC)',
      'Name',
      'Email',
      'Action',
      'Section',
      'Record type',
      'Record id',
      'Record',
      'Fields',
      'Address',
    ],
    ...rows.map((r) => [
      r.at.toISOString(),
      r.actorName,
      r.actorEmail,
      r.action,
      r.section,
      r.entityType,
      r.entityId ?? '',
      r.entityLabel ?? '',
      r.fields.join(' '),
      r.ip ?? '',
    ]),
  ];
}
