import { describe, expect, it } from 'vitest';
import type { FormStats } from '@ssf/domain/schemas/forms';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { DAY_MS, helpers, inDays } from './recruitment-fixtures.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

// What drives gain from the engine they share with forms: duplicating a drive and its summary.
describe(`Recruitment duplicate and stats (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const { createDrive, apply } = helpers(t);

  it('duplicates last year’s drive: inactive, no applications, the deadline moved on by whole years', async () => {
    const drive = await createDrive({
      isActive: false,
      applicationDeadline: inDays(-400),
      statusVisible: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recruitment/admin/${drive._id}/duplicate`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data as Recruitment;
    expect(copy).toMatchObject({
      title: `${drive.title} (copy)`,
      isActive: false,
      statusVisible: false,
      currentApplications: 0,
      maxApplications: drive.maxApplications,
      customQuestions: drive.customQuestions,
    });
    const deadline = new Date(copy.applicationDeadline).getTime();
    expect(deadline).toBeGreaterThan(Date.now());
    expect(deadline).toBeLessThan(Date.now() + 366 * DAY_MS);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recruitment/admin/${crypto.randomUUID()}/duplicate`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const user = await t.app.inject({
      method: 'POST',
      url: `/api/v1/recruitment/admin/${drive._id}/duplicate`,
      headers: t.auth(t.userToken),
    });
    expect(user.statusCode).toBe(403);
  });

  it('summarises a drive’s applications per status, per day and per option', async () => {
    const drive = await createDrive();
    for (const team of ['Events', 'Events', 'Content'])
      expect(
        (await apply(drive._id, { answers: [{ questionIndex: 0, question: 'x', answer: team }] })).statusCode,
      ).toBe(201);
    const res = await t.app.inject({ url: `/api/v1/recruitment/admin/${drive._id}/stats`, headers: admin });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as FormStats;
    expect(stats.total).toBe(3);
    expect(stats.byStatus.new).toBe(3);
    expect(stats.byDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 3 });
    expect(stats.byAnswer['0']).toEqual({ Content: 1, Events: 2, Design: 0 });
    expect(stats.byAnswer['4']).toEqual({ Writing: 0, Video: 0, Code: 0 });
  });
});
