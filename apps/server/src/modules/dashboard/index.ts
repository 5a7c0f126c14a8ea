import type { Feature } from '../feature.ts';
import { dashboardRoutes } from './routes.ts';

/** The admin dashboard: how much each section holds, new members by month, the open drive. */
export const dashboard: Feature = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
