import { describe, expect, it } from 'vitest';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '@ssf/domain/bot-check';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { createTestApp } from './helpers.ts';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { formBody } from './fixtures/multipart.ts';
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
  it('answers a form response and an event registration sent by a bot like a success, storing nothing', async () => {
    const refusedBefore = await refused();
    // A form with a name and one question.
    const made = await formBody({
      form: JSON.stringify({
        slug: 'bot-check',
        title: 'Workshop sign-up',
        description: 'Sign up.',
        isActive: true,
        respondentFields: [{ field: 'name', required: true }],
        customQuestions: [
          { question: 'Did you attend?', type: 'radio', options: ['Yes', 'No'], required: true },
        ],
      }),
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forms/admin/create',
      payload: made.payload,
      headers: { ...t.auth(t.adminToken), ...made.headers },
    });
    expect(created.statusCode, created.body).toBe(201);
    const respond = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/forms/bot-check/responses',
        payload: {
          respondent: { name: 'Bot Botson' },
          answers: [{ questionIndex: 0, answer: 'No' }],
          ...extra,
        },
      });
    const trapped = await respond({ [HONEYPOT_FIELD]: 'https://spam.example', [FILL_TIME_FIELD]: 60_000 });
    expect(trapped.statusCode, trapped.body).toBe(201);
    expect(trapped.json()).toMatchObject({ success: true });
    expect((await respond({ [FILL_TIME_FIELD]: 300 })).statusCode).toBe(201);
    const responses = await t.app.inject({
      url: `/api/v1/forms/admin/${created.json().data._id}/responses`,
      headers: t.auth(t.adminToken),
    });
    expect(responses.json().data.total).toBe(0);
    // A person's response is stored as before.
    expect((await respond({ [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: 20_000 })).statusCode).toBe(201);

    const r = registrationHelpers(t);
    const event = await r.createEvent({ capacity: '5', universityOnly: 'false' });
    const bot = await r.register(event._id, { ...r.someone(), [HONEYPOT_FIELD]: 'x' });
    expect(bot.statusCode, bot.body).toBe(201);
    expect(bot.json()).toMatchObject({ success: true, status: 'registered' });
    // The ticket it was shown leads nowhere, and no seat was taken.
    const token = String(bot.json().ticketUrl).split('/').pop();
    expect((await t.app.inject({ url: `/api/v1/events/tickets/${token}` })).statusCode).toBe(404);
    expect((await r.publicEvent(event._id)).registration.counts.registered).toBe(0);
    // A person at a person's pace registers as before.
    const person = await r.register(event._id, {
      ...r.someone(),
      [HONEYPOT_FIELD]: '',
      [FILL_TIME_FIELD]: 20_000,
    });
    expect(person.statusCode, person.body).toBe(201);
    expect((await r.publicEvent(event._id)).registration.counts.registered).toBe(1);
    expect(await refused()).toBe(refusedBefore + 3);
  });
});
