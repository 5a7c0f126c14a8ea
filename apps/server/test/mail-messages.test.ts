import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { formBody } from './fixtures/multipart.ts';
import { TEST_PG_URL, type TestApp } from './helpers.ts';
import { appWithMail, linksOf, toOf } from './mail-fixtures.ts';

/**
 * The messages of event registration, the waitlist, certificates and form receipts, each stored
 * with the change that causes it and delivered to a real SMTP server in the test process; their
 * links are followed as the site answers them.
 */

const PUBLIC_URL = 'https://ssf.example.org';

async function outbox(t: TestApp) {
  const result = (await t.database.db.execute(
    sql`select recipient, template, data, dedupe_key from mail_outbox order by created_at, id`,
  )) as unknown as {
    rows: { recipient: string; template: string; data: Record<string, unknown>; dedupe_key: string | null }[];
  };
  return result.rows;
}

/** The site answers a link's page (the web app's route), not a 404. */
async function pageAnswers(t: TestApp, link: string) {
  const res = await t.app.inject({ url: new URL(link).pathname });
  expect(res.statusCode, link).toBe(200);
}

const byTemplate = (mails: ParsedMail[], subjectStart: string) => {
  const mail = mails.find((m) => m.subject?.startsWith(subjectStart));
  if (!mail) throw new Error(`no message "${subjectStart}" among ${mails.map((m) => m.subject).join(', ')}`);
  return mail;
};

describe(`Mail: registration, waitlist, certificate and form messages (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { t, smtp, deliver: sendAll } = await appWithMail({ PUBLIC_URL, PUBLIC_WRITE_RATE_LIMIT: '100000' });
  const r = registrationHelpers(t);

  it('mails a seat’s ticket link with the date and calendar, and a waitlisted place in line, from the registration’s transaction', async () => {
    const event = await r.createEvent({ capacity: '1', title: 'Mind & Matter' });
    const ana = r.someone({ name: 'Ana Kulkarni' });
    const ben = r.someone({ name: 'Ben Shah' });
    const first = await r.register(event._id, ana);
    const second = await r.register(event._id, ben);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json()).toMatchObject({ status: 'waitlisted', position: 1 });
    // The same person again is refused, and no message is stored for it.
    expect((await r.register(event._id, { ...ana })).statusCode).toBe(409);
    expect((await outbox(t)).map((m) => [m.template, m.recipient])).toEqual([
      ['registrationConfirmed', ana.email],
      ['registrationWaitlisted', ben.email],
    ]);

    const mails = await sendAll(2);
    const confirmed = byTemplate(mails, 'Registration confirmed');
    expect(toOf(confirmed)).toBe(ana.email);
    expect(confirmed.subject).toBe(`Registration confirmed: ${event.title}`);
    expect(confirmed.text).toContain('Ana Kulkarni');
    // The date and time as the forum reads them (Asia/Kolkata), not UTC.
    expect(confirmed.text).toContain('Sunday, December 5, 2027 at 6:30 PM');
    expect(confirmed.html).toContain('Mind &amp; Matter');
    const ticketUrl: string = first.json().ticketUrl;
    const links = linksOf(confirmed);
    expect(links).toContain(ticketUrl);
    const calendarLink = `${PUBLIC_URL}/api/v1/events/${event._id}/calendar.ics`;
    expect(links).toContain(calendarLink);
    // The ticket link works: its page and the ticket it shows.
    await pageAnswers(t, ticketUrl);
    const ticket = await r.ticket(r.tokenOf(ticketUrl));
    expect(ticket.json().ticket).toMatchObject({ status: 'registered', name: 'Ana Kulkarni' });
    const calendar = await t.app.inject({ url: new URL(calendarLink).pathname });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('SUMMARY:Mind & Matter');
    const ics = confirmed.attachments.find((a) => a.filename === 'event.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString()).toContain(`UID:${event._id}@ssf.example.org`);
    expect(ics?.content.toString()).toContain('DTSTART:20271205T130000Z');

    const waitlisted = byTemplate(mails, 'You are on the waitlist');
    expect(toOf(waitlisted)).toBe(ben.email);
    expect(waitlisted.text).toContain('number 1 in line');
    const waitLink: string = second.json().ticketUrl;
    expect(linksOf(waitlisted)).toContain(waitLink);
    const place = await r.ticket(r.tokenOf(waitLink));
    expect(place.json().ticket).toMatchObject({ status: 'waitlisted', position: 1 });
  });

  it('tells the first on the waitlist they moved up when a seat frees, in the cancelling transaction, without a ticket link', async () => {
    const event = await r.createEvent({ capacity: '1' });
    const ana = r.someone();
    const ben = r.someone({ name: 'Ben Shah' });
    const first = (await r.register(event._id, ana)).json();
    const second = (await r.register(event._id, ben)).json();
    await sendAll(2);
    smtp.messages.length = 0;

    expect((await r.cancel(r.tokenOf(first.ticketUrl))).statusCode).toBe(200);
    expect((await outbox(t)).map((m) => m.template)).toEqual([
      'registrationConfirmed',
      'registrationWaitlisted',
      'waitlistPromoted',
    ]);
    const [moved] = await sendAll(1);
    expect(toOf(moved)).toBe(ben.email);
    expect(moved.subject).toBe(`A seat is yours: ${event.title}`);
    expect(moved.text).toContain('Ben Shah');
    expect(moved.text).toContain('December 5, 2027');
    // Only the token's hash is kept: the message points to the earlier message's link instead.
    expect(moved.text).not.toContain('/events/tickets/');
    expect(moved.text).toContain('You are on the waitlist');
    expect(linksOf(moved)).toContain(`${PUBLIC_URL}/api/v1/events/${event._id}/calendar.ics`);
    expect(moved.attachments.some((a) => a.filename === 'event.ics')).toBe(true);
    // The earlier link is now the ticket of a seat.
    const ticket = await r.ticket(r.tokenOf(second.ticketUrl));
    expect(ticket.json().ticket.status).toBe('registered');

    // More seats by an edit of the event: the next on the waitlist is told too.
    const carl = r.someone();
    await r.register(event._id, carl);
    const updated = await r.updateEvent(event._id, { registrationEnabled: 'true', capacity: '2' });
    expect(updated.statusCode, updated.body).toBe(200);
    const rows = await outbox(t);
    expect(rows.at(-1)).toMatchObject({ template: 'waitlistPromoted', recipient: carl.email });
  });

  it('mails each new certificate with its link and picture, once, from the issuing transaction', async () => {
    const event = await r.createEvent();
    const ana = r.someone({ name: 'Ana Kulkarni' });
    const reg = (await r.register(event._id, ana)).json();
    await r.register(event._id, r.someone()); // registered, never checked in: no certificate
    expect((await r.checkIn(event._id, { token: r.tokenOf(reg.ticketUrl) })).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from mail_outbox`);

    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event._id}/certificates`,
        headers: r.admin,
        payload: {},
      });
    const issued = await issue();
    expect(issued.statusCode, issued.body).toBe(200);
    const [{ _id: certificateId }] = issued.json().certificates;
    expect((await issue()).json().issued).toBe(0);
    const rows = await outbox(t);
    expect(rows.map((m) => [m.template, m.recipient])).toEqual([['certificateIssued', ana.email]]);

    const [mail] = await sendAll(1);
    expect(mail.subject).toBe(`Your certificate of participation: ${event.title}`);
    expect(mail.text).toContain('Ana Kulkarni');
    const link = `${PUBLIC_URL}/certificates/${certificateId}`;
    expect(linksOf(mail)).toContain(link);
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(png?.contentId).toBe('<certificate>');
    expect(png?.content.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.html).toContain('src="cid:certificate"');
    await pageAnswers(t, link);
    const verify = await t.app.inject({ url: `/api/v1${new URL(link).pathname}` });
    expect(verify.json().certificate).toMatchObject({
      _id: certificateId,
      name: 'Ana Kulkarni',
      valid: true,
    });
  });

  describe('form receipts', () => {
    let serial = 0;
    const createForm = async (over: Record<string, unknown>) => {
      serial += 1;
      const body = await formBody({
        form: JSON.stringify({
          slug: `feedback-${serial}`,
          title: 'Talk feedback',
          isActive: true,
          successMessage: 'Thanks, your feedback reached the team.',
          respondentFields: [
            { field: 'name', required: true },
            { field: 'email', required: false },
            { field: 'phone', required: false },
          ],
          customQuestions: [
            { question: 'Did you attend the talk?', type: 'radio', options: ['Yes', 'No'], required: true },
            {
              question: 'Topics for next time',
              type: 'checkbox',
              options: ['Physics', 'Meditation', 'Ethics'],
            },
            { question: 'Anything else?', type: 'text' },
          ],
          ...over,
        }),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/forms/admin/create',
        payload: body.payload,
        headers: { ...r.admin, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { _id: string; slug: string };
    };
    const respond = (slug: string, respondent: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/forms/${slug}/responses`,
        payload: {
          respondent,
          answers: [
            { questionIndex: 0, answer: 'Yes' },
            { questionIndex: 1, answer: ['Physics', 'Ethics'] },
          ],
        },
      });

    it('mails the respondent what they sent, with the form’s link, never the status or notes', async () => {
      const form = await createForm({ sendReceipt: true });
      const res = await respond(form.slug, { name: 'Neha Joshi', email: 'neha.joshi@example.org' });
      expect(res.statusCode, res.body).toBe(201);
      // A note and a status on the response stay with the officers.
      const responseId = res.json().responseId;
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/v1/forms/admin/responses/${responseId}/notes`,
        headers: r.admin,
        payload: { text: 'Private remark about Neha' },
      });
      expect(note.statusCode, note.body).toBeLessThan(300);
      expect((await outbox(t)).map((m) => [m.template, m.recipient])).toEqual([
        ['formReceipt', 'neha.joshi@example.org'],
      ]);

      const [mail] = await sendAll(1);
      expect(mail.subject).toBe('Your response to Talk feedback');
      const text = mail.text ?? '';
      expect(text).toContain('Thanks, your feedback reached the team.');
      expect(text).toContain('Full name: Neha Joshi');
      expect(text).toContain('Email: neha.joshi@example.org');
      expect(text).not.toContain('Phone');
      expect(text).toContain('Did you attend the talk?: Yes');
      expect(text).toContain('Topics for next time: Physics, Ethics');
      expect(text).not.toContain('Anything else?');
      expect(text).not.toContain('Private remark');
      expect(text).not.toMatch(/status/i);
      expect(text).toMatch(/We received it on \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M/);
      const link = `${PUBLIC_URL}/f/${form.slug}`;
      expect(linksOf(mail)).toContain(link);
      await pageAnswers(t, link);
      const publicForm = await t.app.inject({ url: `/api/v1/forms/${form.slug}` });
      expect(publicForm.json().data.title).toBe('Talk feedback');
    });

    it('stores no receipt without an email, for a form that sends none, or for a refused response', async () => {
      const receipts = await createForm({ sendReceipt: true });
      const none = await createForm({ sendReceipt: false });
      expect((await respond(receipts.slug, { name: 'No Mail' })).statusCode).toBe(201);
      expect((await respond(none.slug, { name: 'Ravi', email: 'ravi@example.org' })).statusCode).toBe(201);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/forms/${receipts.slug}/responses`,
        payload: { respondent: { name: 'Ravi', email: 'ravi@example.org' }, answers: [] },
      });
      expect(refused.statusCode).toBe(400);
      expect(await outbox(t)).toEqual([]);
    });
  });
});
