import type { Feature } from '../feature.ts';
import { dashboardRoutes } from './routes.ts';

/**
 * The admin dashboard: the figures each feature gives through its manifest's `dashboard` (how much
 * each section holds, new members by month, the open drive, mail alerts) and the refused submissions.
 */
export const dashboard: Feature = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
