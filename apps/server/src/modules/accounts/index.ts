import type { Feature } from '../feature.ts';
import { accountRoutes } from './routes.ts';

/** The officers' accounts: roles, invitations, reset links, settings. */
export const accounts: Feature = { name: 'accounts', routes: accountRoutes };
