import type { Feature } from '../feature.ts';
import { registerActivityLog } from './hook.ts';
import { activityRoutes } from './routes.ts';

/** The activity log: every change, sign-in and export of personal data by an account. */
export const activityLog: Feature = {
  name: 'activity',
  routes: activityRoutes,
  hooks: (app, { db }) => registerActivityLog(app, db),
};
