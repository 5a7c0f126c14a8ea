import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { limitStoreFor } from '../src/http/rate-limit.ts';
import { postgresLimitStore } from '../src/http/rate-limit-postgres.ts';
import { driveInput } from './recruitment-fixtures.ts';
import { ADMIN, createTestApp, secondInstance, TEST_PG_URL } from './helpers.ts';

// The limits hold however requests are spread over the instances on one PostgreSQL database: the
// counters are rows of `rate_limits`, counted by one atomic statement per hit.

describe('the PostgreSQL counters', async () => {
  // PGlite is PostgreSQL too, so the statements are checked on either database.
  const t = await createTestApp();
  const rows = async () =>
    (
      (await t.database.db.execute(sql`select key, count from rate_limits order by key`)) as unknown as {
        rows: { key: string; count: number }[];
      }
    ).rows;

  it('count in a window, start afresh when it ends, and forget a key on reset', async () => {
    const store = postgresLimitStore(t.database.db);
    expect(await store.peek('test', 'a')).toBeNull();
    expect(await store.hit('test', 'a', 60_000)).toMatchObject({ count: 1 });
    const second = await store.hit('test', 'a', 60_000);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeGreaterThan(0);
    expect(second.msLeft).toBeLessThanOrEqual(60_000);
    expect((await store.peek('test', 'a'))?.count).toBe(2);
    // Another scope or key is another counter.
    expect((await store.hit('other', 'a', 60_000)).count).toBe(1);
    expect((await store.hit('test', 'b', 60_000)).count).toBe(1);

    await store.reset('test', 'a');
    expect(await store.peek('test', 'a')).toBeNull();
    expect((await store.hit('test', 'a', 60_000)).count).toBe(1);

    // A window that has ended is not running, and the next hit starts a new one.
    await t.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    expect(await store.peek('test', 'b')).toBeNull();
    expect((await store.hit('test', 'b', 60_000)).count).toBe(1);
  });

  it('lose no hit when many arrive at once from two instances', async () => {
    const one = postgresLimitStore(t.database.db);
    const two = postgresLimitStore(t.database.db);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('burst', 'x', 60_000)));
    expect((await one.peek('burst', 'x'))?.count).toBe(40);
  });

  it('give each of many simultaneous hits of one key its own place in the count', async () => {
    // Hits arriving while one is being counted are counted together by the next statement.
    const store = postgresLimitStore(t.database.db);
    const windows = await Promise.all(Array.from({ length: 30 }, () => store.hit('gathered', 'y', 60_000)));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect((await store.peek('gathered', 'y'))?.count).toBe(30);
  });

  it('keep no email or address in the table, only the limit’s name and a hash', async () => {
    const store = postgresLimitStore(t.database.db);
    await store.hit('login-pair', `203.0.113.9|${ADMIN.email}`, 60_000);
    const keys = (await rows()).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('login-pair:'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('203.0.113');
    }
  });
});

describe.skipIf(!TEST_PG_URL)('two instances on one PostgreSQL database', async () => {
  const t = await createTestApp({ LOGIN_RATE_LIMIT: '3', PUBLIC_WRITE_RATE_LIMIT: '4' });
  const { app: other, database } = await secondInstance(t);
  const instances = [t.app, other];

  it('count in the database', () => {
    expect(database.kind).toBe('postgres');
    expect(limitStoreFor(database)).not.toBe(limitStoreFor(t.database));
  });

  it('refuse wrong passwords alternating between them at the limit', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<FastifyInstance['inject']>> | null = null;
    for (let i = 0; i < 6; i++) {
      last = await instances[i % 2].inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: ADMIN.email, password: `wrong-${i}` },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect(last?.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password, on either instance.
    for (const app of instances) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: ADMIN,
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('refuse public writes alternating between them at the limit', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/admin/create',
      headers: t.auth(t.adminToken),
      payload: driveInput({ customQuestions: [] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const url of ['/api/v1/recruitment/apply', '/api/v1/member/join']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await instances[i % 2].inject({
          method: 'POST',
          url,
          payload: {},
          remoteAddress: '198.51.100.30',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyRequests });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 4).includes(429), url).toBe(false);
      expect(statuses.slice(4), url).toEqual([429, 429]);
    }
  });
});

describe.skipIf(TEST_PG_URL)('two instances', () => {
  it.skip('need TEST_DATABASE_URL: the embedded database belongs to one process, which counts in memory', () => {});
});
