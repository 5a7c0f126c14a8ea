import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PG_URL } from './helpers.ts';
import { cleanupAll, root, send, startServer, tempDir, throwawayDatabase } from './fault-server.ts';

// Several instances of the server started at the same moment on one new PostgreSQL database, as a
// deployment with N replicas does: they take turns through an advisory lock, so the migrations
// run once, one admin is created and the demo content is added once, and every instance comes up.
afterAll(cleanupAll);
const INSTANCES = 3;

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!TEST_PG_URL)('instances starting at once on an empty PostgreSQL database', () => {
  it('all come up healthy with one set of migrations, one admin and one set of demo content', async () => {
    const databaseUrl = await throwawayDatabase();
    const dataDirs = Array.from({ length: INSTANCES }, () => tempDir('ssf-replica-'));
    // No configured admin: each instance would make one of its own on a database without one.
    const servers = await Promise.all(
      dataDirs.map((dir) =>
        startServer(dir, databaseUrl, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'true' }),
      ),
    );
    for (const server of servers) {
      const ready = await send(server.port, 'GET', '/api/v1/health/ready');
      expect(ready.status, server.output()).toBe(200);
    }
    const url = databaseUrl ?? '';

    const files = fs.readdirSync(path.join(root, 'apps/server/drizzle')).filter((f) => f.endsWith('.sql'));
    const applied = await query<{ count: number }>(
      url,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied[0].count).toBe(files.length);

    const admins = await query<{ email: string }>(url, 'select email from users where is_admin');
    expect(admins).toHaveLength(1);
    // Exactly one instance created it and wrote its one-time password.
    const announced = dataDirs.filter((dir) => fs.existsSync(path.join(dir, 'admin-password.txt')));
    expect(announced).toHaveLength(1);

    // The demo content once: no record of it twice.
    const blogs = await query<{ count: number; distinct: number }>(
      url,
      'select count(*)::int as count, count(distinct title)::int as distinct from blogs',
    );
    expect(blogs[0].count).toBeGreaterThan(0);
    expect(blogs[0].count).toBe(blogs[0].distinct);
    const team = await query<{ count: number; distinct: number }>(
      url,
      'select count(*)::int as count, count(distinct email)::int as distinct from team_members',
    );
    expect(team[0].count).toBeGreaterThan(0);
    expect(team[0].count).toBe(team[0].distinct);
  }, 180_000);
});

describe.skipIf(TEST_PG_URL)('instances starting at once on PostgreSQL', () => {
  it.skip('needs TEST_DATABASE_URL: the embedded database belongs to one process', () => {});
});
