import { describe, expect, it } from 'vitest';
import { REGISTRATION_TEXT as T } from '@ssf/domain/schemas/event-registration';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { parseCsv } from './fixtures/csv.ts';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { loggedUrl } from '../src/http/log-redaction.ts';
import { createTestApp } from './helpers.ts';

describe('Event registration, tickets, check-in and certificates', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://ssf.example.org' });
  const h = registrationHelpers(t);

  it('saves the registration settings with the event and shows counts, never registrants', async () => {
    const event = await h.createEvent({
      capacity: '2',
      registrationOpensAt: '2026-01-01T09:00',
      registrationClosesAt: '2027-12-05T12:00',
      waitlist: 'false',
      universityOnly: 'false',
    });
    expect(event.registration).toEqual({
      enabled: true,
      capacity: 2,
      opensAt: '2026-01-01T03:30:00.000Z',
      closesAt: '2027-12-05T06:30:00.000Z',
      waitlist: false,
      universityOnly: false,
      counts: { registered: 0, waitlisted: 0, spotsLeft: 2 },
    });
    const r = await h.register(event._id, { name: 'Asha Rao', email: 'asha@example.com', prn: '1032' });
    expect(r.statusCode).toBe(201);
    const shown = await h.publicEvent(event._id);
    expect(shown.registration.counts).toEqual({ registered: 1, waitlisted: 0, spotsLeft: 1 });
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/events/all' });
    expect(all.body).not.toContain('asha@example.com');
    expect(JSON.stringify(shown)).not.toContain('Asha');
    // An update without the registration fields keeps them; a capacity below the seats given is refused.
    expect((await h.updateEvent(event._id, {})).json().event.registration.capacity).toBe(2);
    const lower = await h.updateEvent(event._id, { registrationEnabled: 'true', capacity: '0' });
    expect(lower.statusCode).toBe(400);
    const bad = await h.updateEvent(event._id, {
      registrationEnabled: 'true',
      registrationOpensAt: '2027-01-02T09:00',
      registrationClosesAt: '2027-01-01T09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.registrationClosesAt).toBeDefined();
  });

  it('registers, then waitlists, refuses a second registration of one email, and validates', async () => {
    const event = await h.createEvent({ capacity: '1' });
    const first = await h.register(event._id, h.someone({ email: 'Rohan.K@MITWPU.edu.in' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, status: 'registered' });
    expect(first.json().ticketUrl).toMatch(
      /^https:\/\/ssf\.example\.org\/events\/tickets\/[A-Za-z0-9_-]{43}$/,
    );
    // The same mailbox under another spelling (+tag, case) is the same person.
    const again = await h.register(event._id, h.someone({ email: 'rohan.k+events@mitwpu.edu.in' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.already);
    const second = await h.register(event._id);
    expect(second.json()).toMatchObject({ status: 'waitlisted', position: 1 });
    const third = await h.register(event._id);
    expect(third.json()).toMatchObject({ status: 'waitlisted', position: 2 });
    const outsider = await h.register(event._id, h.someone({ email: 'x@gmail.com' }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe('Use your mitwpu.edu.in email');
    const empty = await h.register(event._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Please fill in all required fields',
      details: { name: 'Enter your name', email: 'Enter your email' },
    });
    expect((await h.publicEvent(event._id)).registration.counts).toEqual({
      registered: 1,
      waitlisted: 2,
      spotsLeft: 0,
    });
    const unknown = await h.register('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 when full without a waitlist, and when registration is off, not yet open or closed', async () => {
    const full = await h.createEvent({ capacity: '1', waitlist: 'false' });
    expect((await h.register(full._id)).statusCode).toBe(201);
    const refused = await h.register(full._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(T.full);
    const off = await h.createEvent({ registrationEnabled: 'false' });
    expect((await h.register(off._id)).json().message).toBe(T.notOpen);
    const later = await h.createEvent({ registrationOpensAt: '2027-06-01T09:00' });
    expect((await h.register(later._id)).statusCode).toBe(409);
    const closed = await h.createEvent({
      registrationOpensAt: '2025-01-01T09:00',
      registrationClosesAt: '2025-02-01T09:00',
    });
    expect((await h.register(closed._id)).statusCode).toBe(409);
    expect((await h.publicEvent(closed._id)).registration.counts.registered).toBe(0);
  });

  it('never writes a ticket token to the log', () => {
    const token = 'A'.repeat(43);
    expect(loggedUrl(`/api/v1/events/tickets/${token}/cancel?x=1`)).toBe(
      '/api/v1/events/tickets/[redacted]/cancel',
    );
    expect(loggedUrl(`/events/tickets/${token}`)).toBe('/events/tickets/[redacted]');
  });

  it('shows the ticket, and a cancelled seat goes to the first on the waitlist at once', async () => {
    const event = await h.createEvent({ capacity: '1' });
    const seat = h.tokenOf((await h.register(event._id, h.someone({ name: 'Meera' }))).json().ticketUrl);
    const w1 = h.tokenOf((await h.register(event._id, h.someone({ name: 'Kabir' }))).json().ticketUrl);
    const w2 = h.tokenOf((await h.register(event._id, h.someone({ name: 'Isha' }))).json().ticketUrl);
    const t1 = (await h.ticket(seat)).json().ticket;
    expect(t1).toMatchObject({ status: 'registered', name: 'Meera', checkedInAt: null, certificate: null });
    expect(t1.event).toMatchObject({ _id: event._id, title: event.title, eventDate: event.eventDate });
    expect((await h.ticket(w2)).json().ticket).toMatchObject({ status: 'waitlisted', position: 2 });
    expect((await h.ticket('A'.repeat(43))).statusCode).toBe(404);
    expect((await h.ticket('short')).statusCode).toBe(404);

    expect((await h.cancel(seat)).statusCode).toBe(200);
    expect((await h.ticket(seat)).json().ticket.status).toBe('cancelled');
    expect((await h.ticket(w1)).json().ticket).toMatchObject({ status: 'registered' });
    expect((await h.ticket(w2)).json().ticket).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await h.publicEvent(event._id)).registration.counts).toEqual({
      registered: 1,
      waitlisted: 1,
      spotsLeft: 0,
    });
    // Cancelling again changes nothing; a waitlisted person cancelling frees no seat.
    expect((await h.cancel(seat)).statusCode).toBe(200);
    expect((await h.cancel(w2)).statusCode).toBe(200);
    expect((await h.publicEvent(event._id)).registration.counts).toEqual({
      registered: 1,
      waitlisted: 0,
      spotsLeft: 0,
    });
    // A cancelled email may register again.
    const back = await h.register(
      event._id,
      h.someone({ name: 'Meera', email: 'student.back@mitwpu.edu.in' }),
    );
    expect(back.json().status).toBe('waitlisted');
    // Raising the capacity moves the waitlist up.
    const raised = await h.updateEvent(event._id, { registrationEnabled: 'true', capacity: '5' });
    expect(raised.json().event.registration.counts).toEqual({ registered: 2, waitlisted: 0, spotsLeft: 3 });
  });

  it('checks in by token or id once, whatever the number of simultaneous scans, and lists it', async () => {
    const event = await h.createEvent({ capacity: '2' });
    const a = (await h.register(event._id, h.someone({ name: 'Anaya', prn: 'PRN-77' }))).json();
    const b = (await h.register(event._id, h.someone({ name: 'Vikram' }))).json();
    const waiting = (await h.register(event._id, h.someone({ name: 'Zoya' }))).json();
    const token = h.tokenOf(a.ticketUrl);
    const scans = await Promise.all(Array.from({ length: 20 }, () => h.checkIn(event._id, { token })));
    const results = scans.map((s) => s.json());
    expect(results.filter((r) => r.result === 'checked-in')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'already')).toHaveLength(19);
    expect(new Set(results.map((r) => r.at)).size).toBe(1);
    expect(results[0].name).toBe('Anaya');

    // Another event's check-in does not know this ticket; the waitlisted cannot be checked in.
    const other = await h.createEvent();
    expect((await h.checkIn(other._id, { token })).statusCode).toBe(404);
    expect((await h.checkIn(event._id, { token: h.tokenOf(waiting.ticketUrl) })).statusCode).toBe(409);
    expect((await h.checkIn(event._id, {})).statusCode).toBe(400);
    const noAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event._id}/check-in`,
      payload: { token },
    });
    expect(noAdmin.statusCode).toBe(401);

    const listed = (await h.list(event._id, '?q=vikram')).json();
    expect(listed.total).toBe(1);
    const vikram = listed.registrations[0];
    expect((await h.checkIn(event._id, { registrationId: vikram._id })).json().result).toBe('checked-in');
    const checked = (await h.list(event._id, '?status=checked-in')).json();
    expect(checked.registrations.map((r: { name: string }) => r.name).sort()).toEqual(['Anaya', 'Vikram']);
    const waitlisted = (await h.list(event._id, '?status=waitlisted')).json();
    expect(waitlisted.registrations).toMatchObject([{ name: 'Zoya', position: 1, checkedInAt: null }]);
    expect(waitlisted.counts).toEqual({ registered: 2, waitlisted: 1, spotsLeft: 0 });
    expect((await h.cancel(h.tokenOf(b.ticketUrl))).statusCode).toBe(409);
  });

  it('exports the registrations as formula-safe CSV', async () => {
    const event = await h.createEvent();
    await h.register(event._id, h.someone({ name: '=HYPERLINK("http://evil")', prn: '+91' }));
    await h.register(event._id, h.someone({ name: 'Plain, Name' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event._id}/registrations/export.csv`,
      headers: h.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'PRN',
      'Status',
      'Waitlist position',
      'Registered At',
      'Checked In At',
      'Certificate',
    ]);
    expect(rows[1][0]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[1][2]).toBe("'+91");
    expect(rows[2][0]).toBe('Plain, Name');
    expect(rows[2][3]).toBe('Registered');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event._id}/registrations/export.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('issues certificates once to those checked in, verifies, draws and revokes them', async () => {
    const event = await h.createEvent();
    const a = (
      await h.register(event._id, h.someone({ name: 'Tara Iyer', email: 'tara@mitwpu.edu.in' }))
    ).json();
    await h.register(event._id);
    await h.checkIn(event._id, { token: h.tokenOf(a.ticketUrl) });
    const issue = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/events/${event._id}/certificates`, headers: h.admin });
    const [first, concurrent] = await Promise.all([issue(), issue()]);
    expect([first.body, concurrent.body].join()).toContain('issued');
    expect(first.json().issued + concurrent.json().issued).toBe(1);
    expect((await issue()).json()).toEqual({ issued: 0, certificates: [] });
    const id = (first.json().certificates[0] ?? concurrent.json().certificates[0])._id as string;

    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}` });
    expect(shown.json().certificate).toMatchObject({
      _id: id,
      name: 'Tara Iyer',
      event: { _id: event._id, title: event.title },
      valid: true,
    });
    expect(shown.body).not.toContain('tara@');
    expect((await h.ticket(h.tokenOf(a.ticketUrl))).json().ticket.certificate).toEqual({ _id: id });

    const image = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}/image.png` });
    expect(image.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(image.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The QR code alone, where it is drawn, so the reader finds it as a scanner would.
    const qr = await sharp(image.rawPayload)
      .extract({ left: 850, top: 425, width: 290, height: 290 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1200);
    expect(data.length).toBeGreaterThan(0);
    expect(jsQR(new Uint8ClampedArray(qr.data), qr.info.width, qr.info.height)?.data).toBe(
      `https://ssf.example.org/certificates/${id}`,
    );

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/certificates/${id}`,
      headers: h.admin,
    });
    expect(revoke.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().valid).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}/image.png` })).statusCode,
    ).toBe(404);
    // A revoked certificate is not issued again.
    expect((await issue()).json().issued).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/certificates/not-an-id' })).statusCode).toBe(
      404,
    );
  });

  it("lists a member's events by their email", async () => {
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Neel',
        last_name: 'Shah',
        gender: 'male',
        email: 'neel.shah@mitwpu.edu.in',
        prn: 'PRN-NEEL',
        year: 'SY',
        course: 'B.Tech Civil Engineering',
      },
    });
    const memberId = join.json().member._id;
    const event = await h.createEvent();
    const reg = await h.register(
      event._id,
      h.someone({ name: 'Neel', email: 'Neel.Shah+talks@mitwpu.edu.in' }),
    );
    await h.checkIn(event._id, { token: h.tokenOf(reg.json().ticketUrl) });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/member/admin/${memberId}/attendance`,
      headers: h.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance).toEqual([
      {
        event: { _id: event._id, title: event.title, eventDate: event.eventDate },
        status: 'registered',
        checkedInAt: expect.any(String),
      },
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/member/admin/${memberId}/attendance`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
