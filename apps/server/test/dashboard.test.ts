import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, monthStart } from '@ssf/domain/months';
import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import { applications, recruitments } from '../src/modules/recruitment/tables.ts';
import { blogs } from '../src/modules/blogs/tables.ts';
import { events } from '../src/modules/events/tables.ts';
import { galleryImages } from '../src/modules/gallery/tables.ts';
import { members } from '../src/modules/members/tables.ts';
import { teamMembers } from '../src/modules/team/tables.ts';
import { createTestApp } from './helpers.ts';

const ZONE = 'Asia/Kolkata';
const MINUTE = 60_000;

describe('Admin dashboard figures', async () => {
  const t = await createTestApp({ TIME_ZONE: ZONE });
  const { db } = t.database;
  const stats = async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/stats', headers: t.auth(t.adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminStats;
  };
  let serial = 0;
  const addMember = (createdAt: Date) => {
    serial += 1;
    return db.insert(members).values({
      memberId: `SSF-2026-${String(serial).padStart(4, '0')}`,
      firstName: 'Student',
      lastName: String(serial),
      gender: serial % 2 ? 'male' : 'female',
      email: `s${serial}@mitwpu.edu.in`,
      prn: `P${serial}`,
      prnKey: `p${serial}`,
      course: 'Other',
      year: 'FY',
      createdAt,
    });
  };
  const drive = (title: string, isActive: boolean, currentApplications = 0) => ({
    title,
    description: 'A drive',
    isActive,
    applicationDeadline: new Date('2030-06-30T18:29:00Z'),
    maxApplications: 40,
    currentApplications,
    successMessage: 'Thanks',
    closedMessage: 'Closed',
  });

  it('starts at zero: twelve empty months and no active drive', async () => {
    const s = await stats();
    expect(s).toMatchObject({
      members: 0,
      blogs: 0,
      events: 0,
      team: 0,
      gallery: 0,
      recruitments: 0,
      applications: 0,
      activeRecruitment: null,
    });
    expect(s.membersByMonth).toHaveLength(12);
    expect(s.membersByMonth.every((m) => m.count === 0)).toBe(true);
  });

  it('counts the records of every section', async () => {
    await db.insert(blogs).values([
      { slug: 'one', title: 'One' },
      { slug: 'two', title: 'Two' },
    ]);
    await db.insert(events).values({
      title: 'Talk',
      description: '<p>Talk</p>',
      eventType: 'upcoming',
      eventDate: new Date('2030-01-01T10:00:00Z'),
      coverImage: '/media/cover.webp',
    });
    await db.insert(teamMembers).values(
      ['Faculty Advisor', 'Member', 'Member'].map((role, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.org`,
        linkedin: 'https://www.linkedin.com/in/p',
        role: role as 'Member',
        designation: 'Role',
        photo: '/media/p.webp',
      })),
    );
    await db
      .insert(galleryImages)
      .values(Array.from({ length: 4 }, (_, i) => ({ url: `/media/g${i}.webp`, width: 800, height: 600 })));
    const [closed] = await db
      .insert(recruitments)
      .values(drive('Last year', false, 2))
      .returning();
    await db.insert(applications).values(
      [1, 2].map((n) => ({
        recruitmentId: closed.id,
        firstName: 'A',
        lastName: String(n),
        gender: 'male',
        email: `a${n}@mitwpu.edu.in`,
        prn: `A${n}`,
        prnKey: `a${n}`,
        course: 'Other',
        year: 'FY',
      })),
    );
    await addMember(new Date());

    const s = await stats();
    expect(s).toMatchObject({
      members: 1,
      blogs: 2,
      events: 1,
      team: 3,
      gallery: 4,
      recruitments: 1,
      applications: 2,
      // An inactive drive is not the active one.
      activeRecruitment: null,
    });
  });

  it('counts new members by month on the forum’s clocks over the last twelve months, zeros included', async () => {
    const current = monthOf(new Date(), ZONE);
    const oldest = addMonths(current, -11);
    const start = (month: string) => new Date(monthStart(month, ZONE)).getTime();
    // A minute into the current month in India: still the previous month in UTC.
    await addMember(new Date(start(current) + MINUTE));
    // Two members three months ago.
    await addMember(new Date(start(addMonths(current, -3)) + 5 * 86_400_000));
    await addMember(new Date(start(addMonths(current, -3)) + 9 * 86_400_000));
    // The first minute of the oldest month is in; the last minute before it is not.
    await addMember(new Date(start(oldest) + MINUTE));
    await addMember(new Date(start(oldest) - MINUTE));
    // Thirteen months ago: out of the chart, still a member.
    await addMember(new Date(start(addMonths(current, -13)) + 86_400_000));

    const s = await stats();
    expect(s.members).toBe(7);
    expect(s.membersByMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(oldest, i)),
    );
    const counts = Object.fromEntries(s.membersByMonth.map((m) => [m.month, m.count]));
    // The earlier test's member joined now.
    expect(counts[current]).toBe(2);
    expect(counts[addMonths(current, -3)]).toBe(2);
    expect(counts[oldest]).toBe(1);
    expect(s.membersByMonth.filter((m) => m.count === 0)).toHaveLength(9);
    expect(s.membersByMonth.reduce((sum, m) => sum + m.count, 0)).toBe(5);
  });

  it('gives the active drive’s progress', async () => {
    const [active] = await db
      .insert(recruitments)
      .values(drive('Core Team 2030', true, 12))
      .returning();
    const s = await stats();
    expect(s.recruitments).toBe(2);
    expect(s.activeRecruitment).toEqual({
      _id: active.id,
      title: 'Core Team 2030',
      currentApplications: 12,
      maxApplications: 40,
      applicationDeadline: '2030-06-30T18:29:00.000Z',
    });
  });

  it('is for signed-in accounts, each seeing the figures of the sections it may view', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/admin/stats' });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({ url: '/api/v1/admin/stats', headers: t.auth(t.userToken) });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ members: 0, blogs: 0, recruitments: 0, activeRecruitment: null });
    const owner = await t.app.inject({ url: '/api/v1/admin/stats', headers: t.auth(t.adminToken) });
    expect(owner.json().recruitments).toBeGreaterThan(0);
    expect(owner.json().activeRecruitment).not.toBeNull();
  });
});
