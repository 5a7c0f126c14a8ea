import type { Feature } from '../feature.ts';
import { authRoutes } from './routes.ts';

/** Admin sign-in and the signed-in account. */
export const auth: Feature = { name: 'auth', routes: authRoutes };
