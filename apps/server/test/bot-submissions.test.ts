import { describe, expect, it } from 'vitest';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '@ssf/domain/bot-check';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { createTestApp } from './helpers.ts';
import { applicant, helpers } from './recruitment-fixtures.ts';

// Join and apply are open to the internet. A submission that fills the hidden honeypot field, or
// comes faster than a person can fill the form, is refused quietly: the sender sees the usual
// success, nothing is stored, and the officers see how many were refused on the dashboard.
describe('automated submissions to the public forms', async () => {
  const t = await createTestApp();
  const h = helpers(t);
  const drive = await h.createDrive({
    successMessage: 'Thanks for applying!',
    whatsappGroupUrl: 'https://chat.whatsapp.com/abc',
  });

  const join = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: body });
  const members = async () => (await t.database.db.query.members.findMany()).length;
  const refused = async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/stats', headers: t.auth(t.adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().refusedSubmissions as number;
  };

  it('answers a join with the honeypot filled, or sent too fast, like a success and stores nothing', async () => {
    const before = await members();
    const refusedBefore = await refused();
    for (const trap of [
      { [HONEYPOT_FIELD]: 'https://spam.example' },
      { [FILL_TIME_FIELD]: 400 },
      { [FILL_TIME_FIELD]: 'soon' },
      { [HONEYPOT_FIELD]: 'x', [FILL_TIME_FIELD]: MIN_FILL_MS * 10 },
    ]) {
      const res = await join({ ...applicant(), ...trap });
      expect(res.statusCode, JSON.stringify(trap)).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: MEMBER_TEXT.joined });
      expect(body.member.member_id).toMatch(/^SSF-\d{4}-\d{4,}$/);
      // The badge it was shown does not exist.
      expect((await t.app.inject({ url: `/api/v1/member/badge/${body.member._id}` })).statusCode).toBe(404);
    }
    expect(await members()).toBe(before);
    expect(await refused()).toBe(refusedBefore + 4);
  });

  it('answers an application with the honeypot filled like a success, without the group link, storing nothing', async () => {
    const refusedBefore = await refused();
    const res = await h.apply(drive._id, { [HONEYPOT_FIELD]: 'buy now', [FILL_TIME_FIELD]: 60_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Thanks for applying!' });
    expect(res.json().whatsappGroupUrl).toBeUndefined();
    expect(typeof res.json().statusToken).toBe('string');
    const fast = await h.apply(drive._id, { [FILL_TIME_FIELD]: 1200 });
    expect(fast.statusCode, fast.body).toBe(201);
    expect(await h.applicationsOf(drive._id)).toEqual([]);
    expect((await h.getDrive(drive._id)).currentApplications).toBe(0);
    expect(await refused()).toBe(refusedBefore + 2);
  });

  it('still answers a submission that breaks the rules with its 400, honeypot or not', async () => {
    const refusedBefore = await refused();
    const res = await join({ ...applicant({ email: 'someone@gmail.com' }), [HONEYPOT_FIELD]: 'x' });
    expect(res.statusCode).toBe(400);
    const bad = await h.apply(drive._id, { applicantInfo: applicant({ year: '9th' }), [FILL_TIME_FIELD]: 5 });
    expect(bad.statusCode).toBe(400);
    expect(await refused()).toBe(refusedBefore);
  });

  it('takes a submission filled at a person’s pace, with an empty honeypot, and one without the fields', async () => {
    const refusedBefore = await refused();
    const person = await join({ ...applicant(), [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: MIN_FILL_MS + 1 });
    expect(person.statusCode, person.body).toBe(201);
    expect((await t.app.inject({ url: `/api/v1/member/badge/${person.json().member._id}` })).statusCode).toBe(
      200,
    );
    // Clients that predate the fields (the original frontend, scripts) send neither.
    expect((await join(applicant())).statusCode).toBe(201);
    const applied = await h.apply(drive._id, { [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: 45_000 });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().whatsappGroupUrl).toBe('https://chat.whatsapp.com/abc');
    expect(await h.applicationsOf(drive._id)).toHaveLength(1);
    expect(await refused()).toBe(refusedBefore);
  });
});
