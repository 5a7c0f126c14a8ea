import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, SECTIONS, type Section } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import type { UserData } from '@ssf/domain/schemas/auth';
import { HttpError } from './errors.ts';
import type { TokenService } from './tokens.ts';

/**
 * Who may call a route, declared on the route itself as `config: { access }`:
 * - 'public': anyone;
 * - 'user': any signed-in account (its own password, sessions, two-factor sign-in, the dashboard);
 * - a section of the admin area (@ssf/domain/accounts: 'blogs', 'members', ...): a signed-in
 *   account with `view` permission on that section to read (GET, HEAD) and `edit` to change
 *   (any other method). An account without it is answered 403;
 * - 'admin' (the default when nothing is declared): refused to everyone but owners. It stays only
 *   so that a route that forgets to declare is closed, never open; the route-table tests fail on it.
 * Putting a route in a section is one line: `config: { access: 'blogs' }`.
 *
 * A public route whose answer depends on who asks (the team list shows emails to admins) also
 * declares `identifiesCaller: true`: the guard then reads a token when one is sent and sets
 * `request.user`, but never refuses; a missing, bad or stale token is simply an anonymous caller.
 * The route stays public in every sense (the API document, the guard's tests walking the route
 * table), so it must answer something sensible to anyone.
 */
export type Access = 'public' | 'user' | 'admin' | Section;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: read the caller's token if sent (see Access). */
    identifiesCaller?: boolean;
  }
  interface FastifyRequest {
    user: UserData | null;
    /** The session the caller's token names (null for anonymous callers). */
    sessionId: string | null;
  }
}

/** The signed-in account and session a token names, as the guard loads them on every request. */
export interface Caller {
  user: UserData;
  sessionId: string;
}

/** Who may call a route with this config: what it declares, else owners only. */
export const routeAccessOf = (config: { access?: Access } | undefined): Access => config?.access ?? 'admin';

export function routeAccess(request: FastifyRequest): Access {
  return routeAccessOf(request.routeOptions.config);
}

/** The section a route belongs to, or null for public, 'user' and undeclared routes. */
export function sectionOf(access: Access): Section | null {
  return (SECTIONS as readonly string[]).includes(access) ? (access as Section) : null;
}

/** Whether the method only reads (needs `view`) rather than changes (needs `edit`). */
export const isReading = (method: string) => method === 'GET' || method === 'HEAD';

/** Whether this account may call a route declared with `access` by `method`. */
export function mayCall(user: UserData, access: Access, method: string): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'admin') return user.isAdmin && user.role === 'owner';
  return allows(user.permissions, access, isReading(method) ? 'view' : 'edit');
}

/** The one guard: an onRequest hook that reads each route's declaration. */
export function registerAccessGuard(
  app: FastifyInstance,
  tokens: TokenService,
  /** The account and session a token names, or null when either no longer exists or is disabled. */
  loadCaller: (userId: string, sessionId: string, userAgent: string) => Promise<Caller | null>,
) {
  /** The caller of the request's bearer token, or null when it sends none or a token that is not valid. */
  const caller = async (request: FastifyRequest): Promise<Caller | null> => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const claims = match ? await tokens.verify(match[1]) : null;
    return claims
      ? await loadCaller(claims.userId, claims.sessionId, String(request.headers['user-agent'] ?? ''))
      : null;
  };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    // Requests that matched no route (404s, the web app) have nothing to guard.
    if (!request.routeOptions.url) return;
    const access = routeAccess(request);
    if (access === 'public') {
      if (request.routeOptions.config.identifiesCaller) {
        const found = await caller(request);
        request.user = found?.user ?? null;
        request.sessionId = found?.sessionId ?? null;
      }
      return;
    }
    const found = await caller(request);
    if (!found) throw new HttpError(401, MSG.notSignedIn);
    request.user = found.user;
    request.sessionId = found.sessionId;
    // An owner may require two-factor sign-in: until the account has set it up, it may only use
    // its own account's routes (where the setup is).
    if (access !== 'user' && found.user.mustSetUpTwoFactor) throw new HttpError(403, MSG.twoFactorRequired);
    if (!mayCall(found.user, access, request.method)) throw new HttpError(403, MSG.noPermission);
  });
}
