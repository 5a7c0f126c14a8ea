import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { applicant, helpers } from './recruitment-fixtures.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

// Runs on the embedded PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
describe(`Recruitment cap under concurrency (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const t = await createTestApp();
  const { createDrive, apply, getDrive, applicationsOf } = helpers(t);

  it('stores exactly maxApplications of 300 simultaneous applications and counts them right', async () => {
    const drive = await createDrive({ maxApplications: 100, closedMessage: 'Drive full' });
    const responses = await Promise.all(Array.from({ length: 300 }, () => apply(drive._id)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('Drive full');
    expect((await getDrive(drive._id)).currentApplications).toBe(100);
    expect(await applicationsOf(drive._id)).toHaveLength(100);
  }, 120_000);

  it('stores one application per email and one per PRN of 50 simultaneous ones; refused ones leave no count', async () => {
    const drive = await createDrive({ maxApplications: 100 });
    const same = applicant();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apply(drive._id, {
          // Half reuse the email, half the PRN in another letter case.
          applicantInfo:
            i % 2 ? { ...applicant(), email: same.email } : { ...applicant(), prn: same.prn.toLowerCase() },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    // Exactly one of those sharing the email and one of those sharing the PRN get in.
    expect(created).toHaveLength(2);
    expect(created.length + refused.length).toBe(50);
    for (const r of refused) expect(r.json().message).toBe(MSG.alreadyApplied);
    expect((await getDrive(drive._id)).currentApplications).toBe(created.length);
    expect(await applicationsOf(drive._id)).toHaveLength(created.length);
  }, 120_000);

  it('stores one application of a student sending it at once under several spellings of one email', async () => {
    const drive = await createDrive({ maxApplications: 100 });
    // name@, name+1@, name+2@, ...: one student (the +tag is ignored), each with another PRN, so
    // no unique index can tell; the look-up of the same student must see the one stored first.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        apply(drive._id, {
          applicantInfo: applicant({
            email: i ? `one.student+${i}@mitwpu.edu.in` : 'one.student@mitwpu.edu.in',
          }),
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const r of refused) expect(r.json().message).toBe(MSG.alreadyApplied);
    expect((await getDrive(drive._id)).currentApplications).toBe(1);
    expect(await applicationsOf(drive._id)).toHaveLength(1);
  }, 120_000);

  it('stores the others of simultaneous applications when the database refuses one of them', async () => {
    const drive = await createDrive({ maxApplications: 100 });
    // PostgreSQL cannot hold U+0000: that application is the caller's 400, and only that one.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apply(drive._id, { applicantInfo: applicant(i === 7 ? { first_name: 'Asha\u0000' } : {}) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i === 7 ? 400 : 201)),
    );
    expect(responses[7].json().message).toBe(MSG.invalidInput);
    expect((await getDrive(drive._id)).currentApplications).toBe(19);
    expect(await applicationsOf(drive._id)).toHaveLength(19);
  }, 120_000);
});
