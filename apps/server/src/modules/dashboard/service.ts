import { eq, gte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { allows, type Permissions } from '@ssf/domain/accounts';
import { monthStart, recentMonths } from '@ssf/domain/months';
import type { AdminStats, DashboardRecruitment } from '@ssf/domain/schemas/dashboard';
import type { Db } from '../../db/client.ts';
import { refusalsSince } from '../../http/bot-refusals.ts';
import { outboxAlerts } from '../mail/outbox.ts';
import { applications, recruitments } from '../recruitment/tables.ts';
import { blogs } from '../blogs/tables.ts';
import { events } from '../events/tables.ts';
import { galleryImages } from '../gallery/tables.ts';
import { members } from '../members/tables.ts';
import { teamMembers } from '../team/tables.ts';

type Counts = Pick<
  AdminStats,
  'members' | 'blogs' | 'events' | 'team' | 'gallery' | 'recruitments' | 'applications'
>;

/** The period over which the dashboard counts submissions refused as automated. */
const REFUSALS_DAYS = 30;

/** How many records each section holds, in one query. */
async function countRecords(db: Db): Promise<Counts> {
  const count = (table: PgTable) => sql<number>`(select count(*)::int from ${table})`;
  const [row] = await db
    .select({
      members: count(members),
      blogs: count(blogs),
      events: count(events),
      team: count(teamMembers),
      gallery: count(galleryImages),
      recruitments: count(recruitments),
      applications: count(applications),
    })
    .from(sql`(values (1)) as one (x)`);
  // The driver may hand counts back as text; the figures are plain numbers.
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Counts;
}

/**
 * Members who joined in each of the last `months` months on the forum's clocks (`timeZone`), the
 * current month included, oldest first; a month nobody joined in counts 0.
 */
async function membersByMonth(db: Db, timeZone: string, now: Date): Promise<AdminStats['membersByMonth']> {
  const months = recentMonths(now, timeZone);
  const since = new Date(monthStart(months[0], timeZone));
  const rows = await db
    .select({
      month: sql<string>`to_char(${members.createdAt} at time zone ${timeZone}, 'YYYY-MM')`,
      count: sql<number>`count(*)::int`,
    })
    .from(members)
    .where(gte(members.createdAt, since))
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.count)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/** The active drive's progress, or null when no drive is active. */
async function activeRecruitment(db: Db): Promise<DashboardRecruitment | null> {
  const [row] = await db
    .select({
      id: recruitments.id,
      title: recruitments.title,
      currentApplications: recruitments.currentApplications,
      maxApplications: recruitments.maxApplications,
      applicationDeadline: recruitments.applicationDeadline,
    })
    .from(recruitments)
    .where(eq(recruitments.isActive, true))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    title: row.title,
    currentApplications: row.currentApplications,
    maxApplications: row.maxApplications,
    applicationDeadline: row.applicationDeadline.toISOString(),
  };
}

/**
 * The admin dashboard's figures: the count of every section's records, new members by month over
 * the last year on the forum's clocks, the active drive's progress and the public submissions
 * refused as automated in the last 30 days. Four queries.
 */
export async function adminStats(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
  mailConfigured = false,
): Promise<AdminStats> {
  const [counts, byMonth, active, mail, refused] = await Promise.all([
    countRecords(db),
    membersByMonth(db, timeZone, now),
    activeRecruitment(db),
    outboxAlerts(db),
    refusalsSince(db, REFUSALS_DAYS),
  ]);
  return {
    ...counts,
    refusedSubmissions: refused,
    membersByMonth: byMonth,
    activeRecruitment: active,
    mail: { ...mail, configured: mailConfigured },
  };
}

/**
 * The figures an account may see: those of the sections it may view; the others count 0 (and no
 * active drive is shown without the recruitment section).
 */
export function visibleStats(stats: AdminStats, permissions: Permissions): AdminStats {
  const may = (section: Parameters<typeof allows>[1]) => allows(permissions, section, 'view');
  return {
    members: may('members') ? stats.members : 0,
    blogs: may('blogs') ? stats.blogs : 0,
    events: may('events') ? stats.events : 0,
    team: may('team') ? stats.team : 0,
    gallery: may('gallery') ? stats.gallery : 0,
    recruitments: may('recruitment') ? stats.recruitments : 0,
    applications: may('recruitment') ? stats.applications : 0,
    // Refused joins and applications: for those who look after members or recruitment.
    refusedSubmissions: may('members') || may('recruitment') ? stats.refusedSubmissions : 0,
    membersByMonth: may('members')
      ? stats.membersByMonth
      : stats.membersByMonth.map((m) => ({ ...m, count: 0 })),
    activeRecruitment: may('recruitment') ? stats.activeRecruitment : null,
    mail: may('mail') ? stats.mail : { failed: 0, held: 0, configured: stats.mail.configured },
  };
}
