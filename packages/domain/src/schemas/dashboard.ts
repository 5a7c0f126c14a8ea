import { z } from 'zod';
import { mailAlertsSchema } from './mail.ts';

const count = () => z.number().int().min(0);

/** One month of the chart of new members: 'YYYY-MM' on the forum's clocks and how many joined. */
export const monthCountSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('YYYY-MM, in the forum’s time zone'),
  count: count(),
});
export type MonthCount = z.infer<typeof monthCountSchema>;

/** The active recruitment drive as the dashboard shows its progress. */
export const dashboardRecruitmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  currentApplications: count(),
  maxApplications: z.number().int().min(1),
  applicationDeadline: z.string().describe('ISO 8601 instant'),
});
export type DashboardRecruitment = z.infer<typeof dashboardRecruitmentSchema>;

/** GET /admin/stats: the admin dashboard's figures. */
export const adminStatsSchema = z
  .object({
    members: count(),
    blogs: count(),
    events: count(),
    team: count().describe('Team members'),
    gallery: count().describe('Gallery images'),
    recruitments: count(),
    applications: count().describe('Applications to every drive'),
    refusedSubmissions: count().describe(
      'Joins and applications refused as automated (honeypot filled or sent too fast) in the last 30 days',
    ),
    membersByMonth: z
      .array(monthCountSchema)
      .describe('The last 12 months, the current one included, oldest first; months without members count 0'),
    activeRecruitment: dashboardRecruitmentSchema
      .nullable()
      .describe('The active drive, or null when none is'),
    mail: mailAlertsSchema.describe(
      'Messages that failed and messages held (mail not configured): the dashboard warns about either',
    ),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;
