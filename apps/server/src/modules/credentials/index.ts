import type { Feature } from '../feature.ts';
import { credentialRoutes, registerDidDocument } from './routes.ts';

/**
 * Signed credentials (Open Badges 3.0): the status lists and the verifier. Awards (membership
 * badges, certificates) get their credential through credentialService(ctx).credentialFor, and
 * revoke it with .revoke; the DID document is served outside /api (rootRoutes).
 */
export const credentials: Feature = {
  name: 'credentials',
  routes: credentialRoutes,
  rootRoutes: registerDidDocument,
};
