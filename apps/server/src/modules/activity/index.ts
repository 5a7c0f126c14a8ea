import type { Feature } from '../feature.ts';
import { activityRoutes } from './routes.ts';

/** The activity log: every change, sign-in and export of personal data by an account. */
export const activityLog: Feature = { name: 'activity', routes: activityRoutes };
