import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { MEMBERS_CSV_COLUMNS } from '@ssf/domain/member-export';
import type { Member } from '@ssf/domain/schemas/member';
import { members } from '../src/modules/members/tables.ts';
import { parseCsv } from './fixtures/csv.ts';
import { createTestApp } from './helpers.ts';

type NewMember = typeof members.$inferInsert;

describe('Members, for admins', async () => {
  const t = await createTestApp({ TIME_ZONE: 'Asia/Kolkata' });
  const admin = t.auth(t.adminToken);
  let serial = 0;

  /** A member stored as joining would store it (the join route is not what is tested here). */
  const insertMember = async (over: Partial<NewMember> = {}) => {
    serial += 1;
    const [row] = await t.database.db
      .insert(members)
      .values({
        memberId: `SSF-2026-${String(9000 + serial).padStart(4, '0')}`,
        firstName: `First${serial}`,
        lastName: `Last${serial}`,
        gender: 'male',
        email: `student${serial}@mitwpu.edu.in`,
        prn: `PRN${1000 + serial}`,
        prnKey: `prn${1000 + serial}`,
        course: 'B.Tech Computer Science',
        year: 'SY',
        ...over,
      })
      .returning();
    return row;
  };
  const list = async () => {
    const res = await t.app.inject({ url: '/api/v1/member/all', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Member[];
  };
  const exportCsv = () => t.app.inject({ url: '/api/v1/member/export.csv', headers: admin });
  const remove = (id: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/member/delete/${id}`, headers });

  it('lists every member newest first, with every field', async () => {
    const older = await insertMember({ createdAt: new Date('2026-01-10T08:00:00Z') });
    const newest = await insertMember({
      createdAt: new Date('2026-03-01T08:00:00Z'),
      gender: 'female',
      year: 'Final Year',
      course: 'Other',
    });
    const middle = await insertMember({ createdAt: new Date('2026-02-15T08:00:00Z') });

    const res = await t.app.inject({ url: '/api/v1/member/all', headers: admin });
    expect(res.headers['cache-control']).toBe('no-store');
    const all = res.json() as Member[];
    expect(all.map((m) => m._id)).toEqual([newest.id, middle.id, older.id]);
    expect(all[0]).toEqual({
      _id: newest.id,
      first_name: newest.firstName,
      last_name: newest.lastName,
      prn: newest.prn,
      gender: 'female',
      email: newest.email,
      course: 'Other',
      year: 'Final Year',
      member_id: newest.memberId,
      createdAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('refuses every admin route without a token (401) and to a signed-in non-admin (403), changing nothing', async () => {
    const kept = await insertMember();
    const routes = [
      { method: 'GET' as const, url: '/api/v1/member/all' },
      { method: 'GET' as const, url: '/api/v1/member/export.csv' },
      { method: 'DELETE' as const, url: `/api/v1/member/delete/${kept.id}` },
    ];
    for (const route of routes) {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode, route.url).toBe(401);
      expect(anonymous.body).not.toContain(kept.email);
      const user = await t.app.inject({ ...route, headers: t.auth(t.userToken) });
      expect(user.statusCode, route.url).toBe(403);
      expect(user.body).not.toContain(kept.email);
      expect(user.json().success).toBe(false);
    }
    expect((await list()).some((m) => m._id === kept.id)).toBe(true);
  });

  it('revokes a member: the row goes and the badge no longer verifies', async () => {
    const member = await insertMember();
    const other = await insertMember();
    const verify = (id: string) => t.app.inject({ url: `/api/v1/member/badge/verify/${id}` });
    const before = await verify(member.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ valid: true, member: { member_id: member.memberId } });

    const res = await remove(member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.memberRevoked });

    const ids = (await list()).map((m) => m._id);
    expect(ids).not.toContain(member.id);
    expect(ids).toContain(other.id);
    const after = await verify(member.id);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ valid: false });
    expect((await t.app.inject({ url: `/api/v1/member/badge/${member.id}` })).statusCode).toBe(404);
    expect((await verify(other.id)).statusCode).toBe(200);

    // A second revocation finds nothing.
    const again = await remove(member.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: MSG.memberNotFound });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201%3D1']) {
      const res = await remove(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MSG.memberNotFound });
    }
  });

  it('exports members.csv: the eight columns, newest first, gender M/F, dates en-US on the forum’s clocks, cells made inert', async () => {
    const quoted = await insertMember({
      firstName: 'Anne, "Annie"',
      lastName: "O'Neil",
      gender: 'female',
      createdAt: new Date('2030-01-31T19:00:00Z'),
    });
    const formula = await insertMember({
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'Shah',
      prn: '+PRN-42',
      gender: 'male',
      course: 'Other',
      year: 'TY',
      createdAt: new Date('2030-02-02T10:00:00Z'),
    });

    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...MEMBERS_CSV_COLUMNS]);
    expect(header).toEqual(['Name', 'PRN', 'Gender', 'Email', 'Course', 'Year', 'Member ID', 'Joined Date']);
    const all = await list();
    expect(rows.map((r) => r[6])).toEqual(all.map((m) => m.member_id));

    expect(rows[0]).toEqual([
      `'=HYPERLINK("http://evil.example","Click") Shah`,
      "'+PRN-42",
      'M',
      formula.email,
      'Other',
      'TY',
      formula.memberId,
      'February 2, 2030',
    ]);
    expect(rows[1]).toEqual([
      'Anne, "Annie" O\'Neil',
      quoted.prn,
      'F',
      quoted.email,
      quoted.course,
      quoted.year,
      quoted.memberId,
      // 19:00 UTC on 31 January is 1 February in India.
      'February 1, 2030',
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(8);
      expect(['M', 'F']).toContain(row[2]);
    }
  });

  it('exports only the header when there are no members', async () => {
    for (const m of await list()) expect((await remove(m._id)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
    const res = await exportCsv();
    expect(parseCsv(res.body.slice(1))).toEqual([[...MEMBERS_CSV_COLUMNS]]);
  });
});
