import type { DashboardPart, Feature } from '../feature.ts';
import { dashboardRoutes } from './routes.ts';

/**
 * The admin dashboard: the figures each feature gives through its manifest's `dashboard` (how much
 * each section holds, new members by month, the open drive, mail alerts) and the refused
 * submissions. `features` is the feature list, read when the dashboard is first asked.
 */
export function dashboardOf(features: () => readonly Feature[]): Feature {
  const parts = (): DashboardPart[] => features().flatMap((f) => (f.dashboard ? [f.dashboard] : []));
  return {
    name: 'dashboard',
    routes: (api, ctx) => dashboardRoutes(api, ctx, parts),
  };
}
