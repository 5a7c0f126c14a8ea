import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, signIn } from './helpers.ts';

// The upgrade to accounts with roles: the admin that existed before roles (one shared account,
// is_admin set, the role column's default 'editor' from the migration that added it) becomes an
// owner, keeps its password and sessions' worth of data, and can run the whole admin area at once.
// On the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
const t = await createTestApp();
const db = t.database.db;
const API = '/api/v1';
const migration = fs
  .readFileSync(path.join(import.meta.dirname, '..', 'drizzle', '0012_accounts_owners.sql'), 'utf8')
  .split('--> statement-breakpoint');

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the upgrade of the shared admin to an owner', () => {
  it('makes the admin that existed before roles an owner with nothing else changed', async () => {
    // The account as the roles migration left it: admin, with the new column's default role.
    await db.execute(sql`update users set role = 'editor', permissions = '{}'::jsonb where is_admin = true`);
    const before = await rowsOf<{ id: string; email: string; password_hash: string; name: string }>(
      sql`select id, email, password_hash, name from users order by id`,
    );
    const blogsBefore = await rowsOf<{ n: number }>(sql`select count(*)::int as n from blogs`);

    for (const statement of migration) await db.execute(sql.raw(statement));

    const after = await rowsOf<{
      id: string;
      email: string;
      password_hash: string;
      name: string;
      role: string;
    }>(sql`select id, email, password_hash, name, role from users order by id`);
    expect(after.map(({ role: _role, ...rest }) => rest)).toEqual(before);
    expect(after.find((u) => u.email === ADMIN.email)?.role).toBe('owner');
    expect(await rowsOf<{ n: number }>(sql`select count(*)::int as n from blogs`)).toEqual(blogsBefore);

    // The same password signs in, and the account may do what only an owner may: invite.
    const token = await signIn(t.app, ADMIN);
    const invited = await t.app.inject({
      method: 'POST',
      url: `${API}/accounts/invite`,
      headers: t.auth(token),
      payload: { name: 'New Officer', email: 'new.officer@test.local', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
  });
});
