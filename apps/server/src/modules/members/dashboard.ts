import { gte, sql } from 'drizzle-orm';
import { monthStart, recentMonths } from '@ssf/domain/months';
import type { DashboardPart } from '../feature.ts';
import { members } from './tables.ts';

/**
 * Members on the dashboard: how many there are, and who joined in each of the last 12 months on
 * the forum's clocks (TIME_ZONE), the current month included, oldest first; a month nobody joined
 * in counts 0.
 */
export const membersDashboard: DashboardPart = {
  section: 'members',
  async figures({ db, config }, now) {
    const timeZone = config.timeZone;
    const months = recentMonths(now, timeZone);
    const since = new Date(monthStart(months[0], timeZone));
    const [[total], rows] = await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(members),
      db
        .select({
          month: sql<string>`to_char(${members.createdAt} at time zone ${timeZone}, 'YYYY-MM')`,
          count: sql<number>`count(*)::int`,
        })
        .from(members)
        .where(gte(members.createdAt, since))
        .groupBy(sql`1`),
    ]);
    const byMonth = new Map(rows.map((r) => [r.month, Number(r.count)]));
    return {
      members: Number(total?.n ?? 0),
      membersByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    };
  },
  hidden: ({ membersByMonth = [] }) => ({
    members: 0,
    membersByMonth: membersByMonth.map((m) => ({ ...m, count: 0 })),
  }),
};
