import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prnKey } from '@ssf/domain/identity';
import { createTestApp } from './helpers.ts';

// The migration that gave PRNs their key (letters and digits only): a database holding members and
// applications keyed the earlier way (lower(prn)), duplicates under the new key among them, is
// migrated without losing a row, and afterwards refuses a new duplicate. On the embedded database,
// or on PostgreSQL when TEST_DATABASE_URL is set.
const t = await createTestApp();
const db = t.database.db;
const migration = fs
  .readFileSync(path.join(import.meta.dirname, '..', 'drizzle', '0014_prn-key.sql'), 'utf8')
  .split('--> statement-breakpoint');

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the PRN key migration', () => {
  it('keys existing PRNs by their letters and digits and keeps earlier duplicates apart', async () => {
    // The tables as they were before the migration.
    await db.execute(sql`drop index members_one_per_prn_key`);
    await db.execute(sql`drop index applications_one_per_prn_key`);
    await db.execute(sql`alter table members drop column prn_key`);
    await db.execute(sql`alter table applications drop column prn_key`);
    await db.execute(sql`create unique index members_one_per_prn on members (lower(prn))`);
    await db.execute(
      sql`create unique index applications_one_per_prn on applications (recruitment_id, lower(prn))`,
    );
    const prns = ['RT-0001', 'rt 0001', 'APP0001', 'ＡＰＰ-０００２', 'Prn.9'];
    for (const [i, prn] of prns.entries()) {
      await db.execute(sql`insert into members (member_id, first_name, last_name, gender, email, prn, course, year, created_at)
        values (${`SSF-2020-${i}`}, 'A', 'B', 'male', ${`m${i}@mitwpu.edu.in`}, ${prn}, 'Other', 'FY', ${new Date(Date.UTC(2020, 0, i + 1)).toISOString()})`);
    }
    const [drive] = await rowsOf<{
      id: string;
    }>(sql`insert into recruitments (title, description, application_deadline, success_message, closed_message)
      values ('Old', 'Old', now(), 'ok', 'closed') returning id`);
    for (const [i, prn] of ['X-1', 'x1', 'Y 2'].entries()) {
      await db.execute(sql`insert into applications (recruitment_id, first_name, last_name, gender, email, prn, course, year, submitted_at)
        values (${drive.id}, 'A', 'B', 'male', ${`a${i}@mitwpu.edu.in`}, ${prn}, 'Other', 'FY', ${new Date(Date.UTC(2020, 0, i + 1)).toISOString()})`);
    }

    for (const statement of migration) await db.execute(sql.raw(statement));

    const members = await rowsOf<{ prn: string; prn_key: string }>(
      sql`select prn, prn_key from members order by created_at`,
    );
    expect(members.map((m) => m.prn)).toEqual(prns);
    // The first of each PRN keeps the PRN's key, as the server computes it; a later duplicate is kept
    // under a key no PRN can have.
    expect(members[0].prn_key).toBe(prnKey('RT-0001'));
    expect(members[1].prn_key.startsWith(`${prnKey('rt 0001')}~`)).toBe(true);
    expect(members.slice(2).map((m) => m.prn_key)).toEqual(['app0001', 'app0002', 'prn9']);
    const applications = await rowsOf<{ prn_key: string }>(
      sql`select prn_key from applications order by submitted_at`,
    );
    expect(applications[0].prn_key).toBe('x1');
    expect(applications[1].prn_key.startsWith('x1~')).toBe(true);
    expect(applications[2].prn_key).toBe('y2');

    // And a new join with one of those PRNs, however written, is refused.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'New',
        last_name: 'Student',
        gender: 'female',
        email: 'new.student@mitwpu.edu.in',
        prn: 'app 0002',
        year: 'SY',
        course: 'Other',
      },
    });
    expect(res.statusCode, res.body).toBe(409);
  });
});
