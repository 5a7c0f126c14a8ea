import crypto from 'node:crypto';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS } from '@ssf/domain/constants';
import { users } from '../src/db/schema/users.ts';
import { upsertAdmin } from '../src/modules/auth/service.ts';
import { createTestApp, signIn } from './helpers.ts';

/**
 * Forged, stale and broken tokens, each tried on every route that is not public (read from the
 * route table, so routes added later are covered): every one must answer 401, never 403 or
 * anything that ran the handler. The same tokens made right (the control) must get past the guard.
 */
const SECRET = 'attack-suite-token-secret-0123456789-abcdefgh';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };

const sign = (claims: Record<string, unknown>, secret = SECRET, expiresIn: string | number = '1h') => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (expiresIn !== '') jwt.setExpirationTime(expiresIn);
  return jwt.sign(new TextEncoder().encode(secret));
};

describe('forged, stale and malformed tokens on every guarded route', async () => {
  const t = await createTestApp({ JWT_SECRET: SECRET });
  const api = (method: HTTPMethods, url: string, token: string | null) =>
    t.app.inject({ method, url, headers: token === null ? {} : { authorization: token } });

  const guarded: Array<{ method: HTTPMethods; url: string }> = [];
  for (const route of t.routes as RouteOptions[]) {
    if ((route.config?.access ?? 'admin') === 'public') continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) guarded.push({ method, url: route.url as string });
  }
  // Signing out ends the control token's session: walked last.
  guarded.sort((a, b) => Number(a.url.endsWith('/auth/logout')) - Number(b.url.endsWith('/auth/logout')));
  const fill = (pattern: string) =>
    pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => crypto.randomUUID()).replace(/\*/g, 'x');

  const admin = claimsOf(t.adminToken);
  const now = Math.floor(Date.now() / 1000);

  // An admin whose account is then deleted, and one whose password then changes.
  const login = (email: string, password: string) => signIn(t.app, { email, password });
  await upsertAdmin(t.database.db, 'deleted@test.local', 'deleted-password-1');
  const deletedToken = await login('deleted@test.local', 'deleted-password-1');
  await t.database.db.delete(users).where(eq(users.email, 'deleted@test.local'));

  await upsertAdmin(t.database.db, 'changed@test.local', 'changed-password-1');
  const beforeChange = await login('changed@test.local', 'changed-password-1');
  const changer = await login('changed@test.local', 'changed-password-1');
  const change = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/password',
    headers: { authorization: `Bearer ${changer}` },
    payload: { currentPassword: 'changed-password-1', newPassword: 'changed-password-2' },
  });
  expect(change.statusCode).toBe(200);

  const valid = { sub: admin.sub, sid: admin.sid };
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const good = await sign(valid);
  const [goodHead, goodBody, goodSig] = good.split('.');

  const BAD: Record<string, string> = {
    'alg none, no signature': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...valid, iat: now, exp: now + 3600 })}.`,
    'alg none, signature kept': `Bearer ${b64({ alg: 'none' })}.${goodBody}.${goodSig}`,
    'alg NONE in capitals': `Bearer ${b64({ alg: 'NONE' })}.${goodBody}.`,
    'HS512 with the right secret': `Bearer ${await new SignJWT(valid)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))}`,
    'signed with another secret': `Bearer ${await sign(valid, 'another-secret-of-enough-length-0123456789')}`,
    'signed with an empty-ish secret': `Bearer ${await sign(valid, 'x')}`,
    'payload swapped under a valid signature': `Bearer ${goodHead}.${b64({ ...valid, sub: crypto.randomUUID(), iat: now, exp: now + 3600 })}.${goodSig}`,
    'signature cut short': `Bearer ${good.slice(0, -4)}`,
    'expired an hour ago': `Bearer ${await sign(valid, SECRET, now - 3600)}`,
    'expired a second ago': `Bearer ${await sign(valid, SECRET, now - 1)}`,
    'no expiry at all': `Bearer ${await sign(valid, SECRET, '')}`,
    'no issue time': `Bearer ${await new SignJWT(valid)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))}`,
    'issued past the lifetime, expiry far ahead': `Bearer ${await new SignJWT(valid)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - TOKEN_TTL_SECONDS - 60)
      .setExpirationTime(now + 10 * TOKEN_TTL_SECONDS)
      .sign(new TextEncoder().encode(SECRET))}`,
    'not yet valid': `Bearer ${await new SignJWT(valid)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setNotBefore('1h')
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(SECRET))}`,
    'of a deleted user': `Bearer ${deletedToken}`,
    'issued before a password change': `Bearer ${beforeChange}`,
    'missing the session': `Bearer ${await sign({ sub: admin.sub })}`,
    'session as a number': `Bearer ${await sign({ sub: admin.sub, sid: 1 })}`,
    'a session that does not exist': `Bearer ${await sign({ sub: admin.sub, sid: crypto.randomUUID() })}`,
    'a session not an id': `Bearer ${await sign({ sub: admin.sub, sid: "' OR 1=1 --" })}`,
    'another account’s session': `Bearer ${await sign({ sub: claimsOf(changer).sub, sid: admin.sid })}`,
    'subject missing': `Bearer ${await sign({ sid: admin.sid })}`,
    'subject not an id': `Bearer ${await sign({ sub: "' OR 1=1 --", sid: admin.sid })}`,
    'subject a number': `Bearer ${await sign({ sub: 1, sid: admin.sid })}`,
    'subject of nobody': `Bearer ${await sign({ sub: crypto.randomUUID(), sid: admin.sid })}`,
    'malformed: not a JWT': 'Bearer not-a-jwt',
    'malformed: two parts': `Bearer ${goodHead}.${goodBody}`,
    'malformed: four parts': `Bearer ${good}.extra`,
    'malformed: header not JSON': `Bearer ${Buffer.from('{alg').toString('base64url')}.${goodBody}.${goodSig}`,
    'malformed: empty parts': 'Bearer ..',
    'malformed: huge': `Bearer ${'a'.repeat(6000)}.${'b'.repeat(6000)}.${'c'.repeat(100)}`,
    'malformed: unicode': 'Bearer ëÿJ.☃.💥',
    'the token without Bearer': good,
    'another scheme': `Basic ${good}`,
    'Bearer and nothing': 'Bearer ',
    'the header of a header': `${header}`,
    'two tokens': `Bearer ${good} Bearer ${good}`,
  };

  it('finds guarded routes to attack', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  it('the correctly signed control token gets past the guard everywhere', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const res = await api(route.method, fill(route.url), `Bearer ${good}`);
      if (res.statusCode === 401 || res.statusCode === 403)
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with the error shape to every bad token on every guarded route', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      for (const [what, authorization] of Object.entries(BAD)) {
        const res = await api(route.method, fill(route.url), authorization);
        if (res.statusCode !== 401)
          failures.push(`${route.method} ${route.url} with ${what}: ${res.statusCode}`);
        else if (route.method !== 'HEAD' && res.json().success !== false)
          failures.push(`${route.method} ${route.url} with ${what}: not the error shape`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a bad token is not rescued by a good one in another header or the query', async () => {
    for (const route of guarded) {
      const url = `${fill(route.url)}?token=${good}&access_token=${good}`;
      const res = await t.app.inject({
        method: route.method,
        url,
        headers: {
          authorization: BAD['signed with another secret'],
          cookie: `token=${good}`,
          'x-access-token': good,
        },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
