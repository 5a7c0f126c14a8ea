import crypto from 'node:crypto';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

/**
 * The route table, walked: every route that is not declared public must refuse a caller without a
 * token (401) and, unless it is declared for any signed-in user, a signed-in non-admin (403).
 * Routes added later by any feature are covered here without anyone listing them.
 */
describe('every non-public route is guarded', async () => {
  const t = await createTestApp();

  interface GuardedRoute {
    method: HTTPMethods;
    url: string;
    access: 'user' | 'admin';
  }

  const guarded: GuardedRoute[] = [];
  const publicRoutes: string[] = [];
  for (const route of t.routes as RouteOptions[]) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const access = route.config?.access ?? 'admin';
    for (const method of methods) {
      if (access === 'public') publicRoutes.push(`${method} ${route.url}`);
      else guarded.push({ method, url: route.url as string, access });
    }
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
      ]),
    );
    expect(publicRoutes).toEqual(expect.arrayContaining(['GET /api/v1/health', 'POST /api/v1/auth/login']));
  });

  it('declares access only with a known value', () => {
    for (const route of t.routes) {
      const access = route.config?.access;
      expect([undefined, 'public', 'user', 'admin'], `${route.method} ${route.url}`).toContain(access);
    }
  });

  it('lets a public route that identifies its caller read a valid token, and never refuses a bad one', async () => {
    const identifying = (t.routes as RouteOptions[]).filter((r) => r.config?.identifiesCaller);
    // The team list is one: its emails are for admins only.
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

  it("answers 403 to a signed-in non-admin on every admin route, and lets them through 'user' routes", async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method,
        url: fill(route.url),
        headers: t.auth(t.userToken),
      });
      if (route.access === 'admin' && res.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}, expected 403`);
      if (route.access === 'user' && (res.statusCode === 401 || res.statusCode === 403))
        failures.push(`${route.method} ${route.url}: ${res.statusCode} for a signed-in user`);
    }
    expect(failures).toEqual([]);
  });

  it('lets the admin past the guard on every guarded route', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      // Only the guard is under test: a body may be missing, so 400/404 are fine, 401/403 are not.
      const res = await t.app.inject({
        method: route.method,
        url: fill(route.url),
        headers: t.auth(t.adminToken),
      });
      if (res.statusCode === 401 || res.statusCode === 403)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
