import { eq, sql } from 'drizzle-orm';
import type { DashboardRecruitment } from '@ssf/domain/schemas/dashboard';
import type { DashboardPart } from '../feature.ts';
import { applications, recruitments } from './tables.ts';

/** Recruitment on the dashboard: how many drives and applications, and the active drive's progress. */
export const recruitmentDashboard: DashboardPart = {
  section: 'recruitment',
  async figures({ db }) {
    const [counts] = await db
      .select({
        recruitments: sql<number>`(select count(*)::int from ${recruitments})`,
        applications: sql<number>`(select count(*)::int from ${applications})`,
      })
      .from(sql`(values (1)) as one (x)`);
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
    const activeRecruitment: DashboardRecruitment | null = row
      ? {
          _id: row.id,
          title: row.title,
          currentApplications: row.currentApplications,
          maxApplications: row.maxApplications,
          applicationDeadline: row.applicationDeadline.toISOString(),
        }
      : null;
    return {
      recruitments: Number(counts?.recruitments ?? 0),
      applications: Number(counts?.applications ?? 0),
      activeRecruitment,
    };
  },
  hidden: () => ({ recruitments: 0, applications: 0, activeRecruitment: null }),
};
