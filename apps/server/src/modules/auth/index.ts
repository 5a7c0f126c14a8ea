import type { Feature } from '../feature.ts';
import { prepareAdmin } from './first-admin.ts';
import { authRoutes } from './routes.ts';
import { loadCaller } from './service.ts';

/** Admin sign-in and the signed-in account; the first admin at start-up. */
export const auth: Feature = {
  name: 'auth',
  routes: authRoutes,
  caller: ({ db }, userId, sessionId) => loadCaller(db, userId, sessionId),
  prepare: prepareAdmin,
};
