import { allows, type Permissions } from '@ssf/domain/accounts';
import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import type { AppContext } from '../../context.ts';
import { refusalsSince } from '../../http/bot-refusals.ts';
import type { DashboardPart } from '../feature.ts';

/** The period over which the dashboard counts submissions refused as automated. */
const REFUSALS_DAYS = 30;

/**
 * The admin dashboard's figures as `permissions` may see them: each feature's own (`parts`) (its records'
 * count, new members by month, the active drive, mail alerts: the `dashboard` of its manifest),
 * those of a section the account may not view as 0, and the public submissions refused as
 * automated in the last 30 days.
 */
export async function adminStats(
  ctx: AppContext,
  parts: readonly DashboardPart[],
  permissions: Permissions,
  now: Date = new Date(),
): Promise<AdminStats> {
  const may = (section: DashboardPart['section']) => allows(permissions, section, 'view');
  const [refused, ...figures] = await Promise.all([
    refusalsSince(ctx.db, REFUSALS_DAYS),
    ...parts.map(async (part) => {
      const own = await part.figures(ctx, now);
      return may(part.section) ? own : part.hidden(own);
    }),
  ]);
  return Object.assign(
    // Refused joins and applications: for those who look after members or recruitment.
    { refusedSubmissions: may('members') || may('recruitment') ? refused : 0 },
    ...figures,
  ) as AdminStats;
}
