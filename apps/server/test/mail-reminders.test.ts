import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueueEventReminders, startEventReminders } from '../src/modules/events/registration/reminders.ts';
import { forumDateTime } from '../src/modules/mail/templates.ts';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { TEST_PG_URL } from './helpers.ts';
import { appWithMail, linksOf, toOf } from './mail-fixtures.ts';

/**
 * The reminder before an event: stored by the periodic job for each seat holder of an event in the
 * next 24 hours, once, and delivered to a real SMTP server in the test process.
 */

const PUBLIC_URL = 'https://ssf.example.org';

describe(`Mail: event reminders (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { t, smtp, sender } = await appWithMail({ PUBLIC_URL, PUBLIC_WRITE_RATE_LIMIT: '100000' });
  const r = registrationHelpers(t);
  const ctx = { db: t.database.db, config: t.config };
  beforeEach(async () => {
    // Each test's events alone are near: the earlier ones go back to their date in 2027.
    await t.database.db.execute(sql`update events set event_date = '2027-12-05T13:00:00Z'`);
  });

  /** Moves an event (created in 2027, so registration is open) to some hours from now. */
  const startsIn = async (eventId: string, hours: number) => {
    const result = (await t.database.db.execute(
      sql`update events set event_date = now() + make_interval(mins => ${Math.round(hours * 60)}) where id = ${eventId} returning event_date`,
    )) as unknown as { rows: { event_date: string | Date }[] };
    return new Date(result.rows[0].event_date);
  };
  const reminders = async () =>
    (
      (await t.database.db.execute(
        sql`select recipient, data, dedupe_key from mail_outbox where template = 'eventReminder' order by recipient`,
      )) as unknown as { rows: { recipient: string; data: Record<string, unknown>; dedupe_key: string }[] }
    ).rows;

  it('reminds each seat holder of an event 20 hours away once, never the waitlisted or cancelled', async () => {
    const event = await r.createEvent({ capacity: '2', title: 'Mind & Matter' });
    const ana = r.someone({ name: 'Ana Kulkarni' });
    const carl = r.someone({ name: 'Carl Dsouza' });
    const dev = r.someone({ name: 'Dev Patil' });
    const ben = r.someone({ name: 'Ben Shah' });
    const anaReg = await r.register(event._id, ana);
    expect(anaReg.statusCode, anaReg.body).toBe(201);
    const carlReg = (await r.register(event._id, carl)).json();
    expect((await r.register(event._id, dev)).json().status).toBe('waitlisted');
    expect((await r.register(event._id, ben)).json().status).toBe('waitlisted');
    // Carl cancels: Dev moves up to the seat (and is reminded), Ben stays on the waitlist.
    expect((await r.cancel(r.tokenOf(carlReg.ticketUrl))).statusCode).toBe(200);
    const at = await startsIn(event._id, 20);
    // The registration messages are another suite's: only reminders are delivered here.
    await t.database.db.execute(sql`delete from mail_outbox`);

    // Two runs, the second concurrently with a third: one reminder per seat, ever.
    expect(await enqueueEventReminders(ctx)).toBe(2);
    expect(await Promise.all([enqueueEventReminders(ctx), enqueueEventReminders(ctx)])).toEqual([0, 0]);
    const rows = await reminders();
    expect(rows.map((m) => m.recipient).sort()).toEqual([ana.email, dev.email].sort());
    const ids = (
      (await t.database.db.execute(
        sql`select id, email from event_registrations where event_id = ${event._id} and status = 'registered'`,
      )) as unknown as { rows: { id: string; email: string }[] }
    ).rows;
    expect(rows.map((m) => m.dedupe_key).sort()).toEqual(ids.map((i) => `reminder:${i.id}`).sort());

    // The job as the server starts it: it runs, and stores nothing new.
    const job = startEventReminders(t, t.app.log);
    expect(await job.runNow()).toBe(true);
    await job.stop();
    expect(await reminders()).toHaveLength(2);

    expect(await sender.runOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    const mail = mails.find((m) => toOf(m) === ana.email);
    if (!mail) throw new Error('no reminder to Ana');
    expect(mail.subject).toBe('Reminder: Mind & Matter');
    expect(mail.text).toContain('Ana Kulkarni');
    const when = forumDateTime(at, t.config.timeZone);
    expect(mail.text).toContain(when);
    expect(mail.html).toContain('Mind &amp; Matter');
    // No ticket link (only its hash is kept): the message points to the confirmation instead.
    expect(mail.text).not.toContain('/events/tickets/');
    expect(mail.text).toContain('Registration confirmed');
    const page = `${PUBLIC_URL}/events/${event._id}`;
    const calendar = `${PUBLIC_URL}/api/v1/events/${event._id}/calendar.ics`;
    expect(linksOf(mail)).toEqual(expect.arrayContaining([page, calendar]));
    expect((await t.app.inject({ url: new URL(page).pathname })).statusCode).toBe(200);
    const ics = await t.app.inject({ url: new URL(calendar).pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SUMMARY:Mind & Matter');
    expect(mail.attachments.some((a) => a.filename === 'event.ics')).toBe(true);
    expect(mails.some((m) => toOf(m) === dev.email && m.text?.includes('Dev Patil'))).toBe(true);
  });

  it('does not remind for an event 30 hours away, nor one starting within the hour', async () => {
    const later = await r.createEvent();
    const soon = await r.createEvent();
    expect((await r.register(later._id, r.someone())).statusCode).toBe(201);
    expect((await r.register(soon._id, r.someone())).statusCode).toBe(201);
    await startsIn(later._id, 30);
    await startsIn(soon._id, 0.5);
    expect(await enqueueEventReminders(ctx)).toBe(0);
    expect(await reminders()).toEqual([]);
    // Once the event 30 hours away is within 24 hours, its seat holder is reminded.
    await startsIn(later._id, 23);
    expect(await enqueueEventReminders(ctx)).toBe(1);
  });
});
