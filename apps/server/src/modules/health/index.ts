import type { Feature } from '../feature.ts';
import { healthRoutes } from './routes.ts';

/** Whether the server and its database answer, for monitors and load balancers. */
export const health: Feature = { name: 'health', routes: healthRoutes };
