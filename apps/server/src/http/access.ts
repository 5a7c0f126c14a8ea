import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@ssf/domain/messages';
import type { UserData } from '@ssf/domain/schemas/auth';
import { HttpError } from './errors.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

/**
 * Who may call a route, declared on the route itself as `config: { access }`:
 * - 'public': anyone;
 * - 'user': any signed-in user;
 * - 'admin' (the default when nothing is declared): a signed-in admin.
 * Defaulting to 'admin' means a route that forgets to declare is closed, never open.
 *
 * A public route whose answer depends on who asks (the team list shows emails to admins) also
 * declares `identifiesCaller: true`: the guard then reads a token when one is sent and sets
 * `request.user`, but never refuses; a missing, bad or stale token is simply an anonymous caller.
 * The route stays public in every sense (the API document, the guard's tests walking the route
 * table), so it must answer something sensible to anyone.
 */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: read the caller's token if sent (see Access). */
    identifiesCaller?: boolean;
  }
  interface FastifyRequest {
    user: UserData | null;
  }
}

/** Who may call a route with this config: what it declares, else admins only. */
export const routeAccessOf = (config: { access?: Access } | undefined): Access => config?.access ?? 'admin';

export function routeAccess(request: FastifyRequest): Access {
  return routeAccessOf(request.routeOptions.config);
}

/** The one guard: an onRequest hook that reads each route's declaration. */
export function registerAccessGuard(
  app: FastifyInstance,
  tokens: TokenService,
  /** The user a token speaks for, or null when it no longer exists or the token was revoked. */
  loadUser: (id: string, session: number) => Promise<UserData | null>,
) {
  /** The user of the request's bearer token, or null when it sends none or a token that is not valid. */
  const caller = async (request: FastifyRequest): Promise<UserData | null> => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const claims = match ? await tokens.verify(match[1]) : null;
    return claims ? await loadUser(claims.userId, claims.session) : null;
  };

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Requests that matched no route (404s, the web app) have nothing to guard.
    if (!request.routeOptions.url) return;
    const access = routeAccess(request);
    if (access === 'public') {
      if (request.routeOptions.config.identifiesCaller) request.user = await caller(request);
      return;
    }
    const user = await caller(request);
    if (!user) throw new HttpError(401, MSG.notSignedIn);
    request.user = user;
    if (access === 'admin' && !user.isAdmin) throw new HttpError(403, MSG.notAllowed);
  });
}
