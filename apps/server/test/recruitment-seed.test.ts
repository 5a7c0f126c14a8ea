import { describe, expect, it } from 'vitest';
import { seedRecruitment } from '../src/modules/recruitment/seed.ts';
import { ADMIN, createTestApp } from './helpers.ts';

describe('demo recruitment', async () => {
  const t = await createTestApp();
  await seedRecruitment({ db: t.database.db, config: t.config } as never);

  it('opens one drive to apply to at once', async () => {
    const res = await t.app.inject({ url: '/api/v1/recruitment/active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Core Team Recruitment');
  });

  it('shows a past drive already reviewed: statuses, notes and history by the admin, decisions published', async () => {
    const all = (
      await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: t.auth(t.adminToken) })
    ).json().data as Array<{
      _id: string;
      title: string;
      isActive: boolean;
      statusVisible: boolean;
      currentApplications: number;
      statusCounts: Record<string, number>;
    }>;
    const past = all.find((r) => r.title === 'Event Volunteers, Autumn');
    expect(past).toMatchObject({ isActive: false, statusVisible: true, currentApplications: 6 });
    expect(past?.statusCounts).toEqual({
      new: 1,
      reviewing: 0,
      shortlisted: 1,
      selected: 2,
      rejected: 1,
      waitlisted: 1,
    });
    const list = (
      await t.app.inject({
        url: `/api/v1/recruitment/admin/applications/${past?._id}`,
        headers: t.auth(t.adminToken),
      })
    ).json().data.applications as Array<{
      status: string;
      notes: Array<{ author: string }>;
      history: Array<{ from: string; to: string; by: string }>;
    }>;
    expect(list).toHaveLength(6);
    const selected = list.filter((a) => a.status === 'selected');
    expect(selected).toHaveLength(2);
    for (const a of selected) {
      expect(a.notes.map((n) => n.author)).toEqual([ADMIN.email]);
      expect(a.history.map(({ from, to }) => `${from}>${to}`)).toEqual([
        'new>shortlisted',
        'shortlisted>selected',
      ]);
      expect(a.history.every((h) => h.by === ADMIN.email)).toBe(true);
    }
  });
});
