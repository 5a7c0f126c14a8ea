import type { AppContext } from '../../context.ts';
import { type CredentialService, createCredentialService } from './service.ts';

// One service per app (its configuration and database), made at start-up when the routes are
// registered, so a key file that cannot be read stops the start rather than a later download.
const services = new WeakMap<object, WeakMap<object, CredentialService>>();

/** The credential service of the app whose context this is. */
export function credentialService(ctx: Pick<AppContext, 'config' | 'db'>): CredentialService {
  let byDb = services.get(ctx.config);
  if (!byDb) {
    byDb = new WeakMap();
    services.set(ctx.config, byDb);
  }
  let service = byDb.get(ctx.db);
  if (!service) {
    service = createCredentialService(ctx.config, ctx.db);
    byDb.set(ctx.db, service);
  }
  return service;
}
