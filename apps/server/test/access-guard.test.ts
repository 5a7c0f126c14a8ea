import crypto from 'node:crypto';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLE_PRESETS, ROLES, type Role, SECTIONS } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import { createAccount } from '../src/modules/auth/service.ts';
import { createTestApp, signIn } from './helpers.ts';

/**
 * The permission matrix: the route table, walked. Every route that is not public must refuse a
 * caller without a token (401); every admin route belongs to a section, and each role gets past
 * the guard exactly where its preset gives `view` (reads) or `edit` (changes), and 403 elsewhere.
 * Routes added later by any feature are covered here without anyone listing them, and a route
 * that declares no section fails.
 */
describe('the permission matrix: every route, every role', async () => {
  const t = await createTestApp();

  interface GuardedRoute {
    method: HTTPMethods;
    url: string;
    access: string;
  }

  const guarded: GuardedRoute[] = [];
  const publicRoutes: string[] = [];
  for (const route of t.routes as RouteOptions[]) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const access: string = route.config?.access ?? 'admin';
    for (const method of methods) {
      if (access === 'public') publicRoutes.push(`${method} ${route.url}`);
      else guarded.push({ method, url: route.url as string, access });
    }
  }

  // Signing out ends the caller's session: walked last, so every other route sees a live one.
  guarded.sort((a, b) => Number(a.url.endsWith('/auth/logout')) - Number(b.url.endsWith('/auth/logout')));

  // One account of each role besides the owner (the test app's admin).
  const tokens: Record<Role, string> = { owner: t.adminToken, admin: '', editor: '', reviewer: '' };
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const email = `${role}@matrix.test`;
    await createAccount(t.database.db, { email, password: 'matrix-password-1', name: role, role });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'matrix-password-1' },
    });
    tokens[role] = res.json().token;
  }

  /** A concrete URL for a route pattern: every parameter (and wildcard) gets a random UUID. */
  const fill = (pattern: string) =>
    pattern
      .replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => crypto.randomUUID())
      .replace(/\*/g, crypto.randomUUID());

  it('finds the routes the foundation declares', () => {
    expect(guarded).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/v1/auth/user', access: 'user' },
        { method: 'PUT', url: '/api/v1/auth/password', access: 'user' },
        { method: 'POST', url: '/api/v1/blog/create', access: 'blogs' },
        { method: 'GET', url: '/api/v1/member/export.csv', access: 'members' },
        { method: 'POST', url: '/api/v1/accounts/invite', access: 'accounts' },
        { method: 'GET', url: '/api/v1/activity', access: 'activity' },
      ]),
    );
    expect(publicRoutes).toEqual(expect.arrayContaining(['GET /api/v1/health', 'POST /api/v1/auth/login']));
  });

  it('puts every signed-in route in a section, or declares it for any signed-in account', () => {
    const known = ['public', 'user', ...SECTIONS];
    const undeclared = (t.routes as RouteOptions[])
      .filter((r) => !known.includes(r.config?.access ?? 'admin'))
      .map((r) => `${r.method} ${r.url}: ${r.config?.access ?? 'no access declared'}`);
    expect(undeclared).toEqual([]);
  });

  it('lets a public route that identifies its caller read a valid token, and never refuses a bad one', async () => {
    const identifying = (t.routes as RouteOptions[]).filter((r) => r.config?.identifiesCaller);
    // The team list is one: its emails are for accounts with the team section.
    expect(identifying.map((r) => r.url)).toContain('/api/v1/team/all');
    for (const route of identifying) {
      expect(route.config?.access, route.url).toBe('public');
      const url = fill(route.url);
      for (const header of ['', 'Bearer not-a-jwt', `Bearer ${t.userToken}`, `Bearer ${t.adminToken}`]) {
        const res = await t.app.inject({ url, headers: header ? { authorization: header } : {} });
        expect([401, 403], `${route.url} with '${header.slice(0, 12)}'`).not.toContain(res.statusCode);
      }
    }
  });

  const badTokens: Record<string, string> = {
    'no token': '',
    'a malformed token': 'Bearer not-a-jwt',
    'a token signed with another secret': 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
  };

  it('answers 401 to a caller without a valid token on every guarded route', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      for (const [what, header] of Object.entries(badTokens)) {
        const res = await t.app.inject({
          method: route.method,
          url: fill(route.url),
          headers: header ? { authorization: header } : {},
        });
        if (res.statusCode !== 401)
          failures.push(`${route.method} ${route.url} with ${what}: ${res.statusCode}`);
        else if (route.method !== 'HEAD' && res.json().success !== false)
          failures.push(`${route.method} ${route.url}: body is not the error shape`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets each role through exactly where its preset allows, and answers 403 elsewhere', async () => {
    const failures: string[] = [];
    let allowedSomewhere = 0;
    let refusedSomewhere = 0;
    for (const role of ROLES) {
      for (const route of guarded) {
        const reading = route.method === 'GET' || route.method === 'HEAD';
        const level =
          route.access === 'user' ? 'edit' : ROLE_PRESETS[role][route.access as (typeof SECTIONS)[number]];
        const allowed = level === 'edit' || (level === 'view' && reading);
        const res = await t.app.inject({
          method: route.method,
          url: fill(route.url),
          headers: t.auth(tokens[role]),
        });
        if (allowed) {
          allowedSomewhere++;
          // Only the guard is under test: a body may be missing, so 400/404 are fine, 401/403 are not.
          if (res.statusCode === 401 || res.statusCode === 403)
            failures.push(`${role} ${route.method} ${route.url}: ${res.statusCode}, expected to pass`);
        } else {
          refusedSomewhere++;
          if (res.statusCode !== 403)
            failures.push(`${role} ${route.method} ${route.url}: ${res.statusCode}, expected 403`);
          else if (route.method !== 'HEAD' && res.json().message !== MSG.noPermission)
            failures.push(`${role} ${route.method} ${route.url}: ${res.json().message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(allowedSomewhere).toBeGreaterThan(0);
    expect(refusedSomewhere).toBeGreaterThan(0);
  });

  it('answers 403 to an account that is not an admin account on every section route', async () => {
    const userToken = await signIn(t.app, { email: 'user@test.local', password: 'user-password-123' });
    const failures: string[] = [];
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method,
        url: fill(route.url),
        headers: t.auth(userToken),
      });
      if (route.access !== 'user' && res.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}, expected 403`);
      if (route.access === 'user' && (res.statusCode === 401 || res.statusCode === 403))
        failures.push(`${route.method} ${route.url}: ${res.statusCode} for a signed-in user`);
    }
    expect(failures).toEqual([]);
  });
});
