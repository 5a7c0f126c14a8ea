import type { Feature } from '../feature.ts';
import { credentialRoutes } from './routes.ts';

/**
 * Signed credentials (Open Badges 3.0): the status lists and the verifier. Awards (membership
 * badges, certificates) get their credential through credentialService(ctx).credentialFor, and
 * revoke it with .revoke; the DID document is served outside /api (registerDidDocument).
 */
export const credentials: Feature = {
  name: 'credentials',
  routes: credentialRoutes,
};
