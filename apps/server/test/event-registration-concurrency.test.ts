import { describe, expect, it } from 'vitest';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

// Runs on the embedded PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
describe(`Event capacity under concurrency (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '100000' });
  const h = registrationHelpers(t);

  it('gives exactly 300 seats of 1,000 simultaneous registrations and waitlists the rest in order', async () => {
    const event = await h.createEvent({ capacity: '300' });
    const responses = await Promise.all(Array.from({ length: 1000 }, () => h.register(event._id)));
    const answers = responses.map((r) => {
      expect(r.statusCode).toBe(201);
      return r.json();
    });
    expect(answers.filter((a) => a.status === 'registered')).toHaveLength(300);
    const waitlisted = answers.filter((a) => a.status === 'waitlisted');
    expect(waitlisted).toHaveLength(700);
    // First come, first served: each place on the waitlist once, 1 to 700.
    expect(waitlisted.map((a) => a.position).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 700 }, (_, i) => i + 1),
    );
    const shown = await h.publicEvent(event._id);
    expect(shown.registration.counts).toEqual({ registered: 300, waitlisted: 700, spotsLeft: 0 });
    const listed = (await h.list(event._id, '?status=registered')).json();
    expect(listed.total).toBe(300);
    // Whoever got a seat registered before anyone who was waitlisted.
    const lastSeat = (await h.list(event._id, '?status=registered&page=6')).json().registrations.at(-1);
    const firstWaiting = (await h.list(event._id, '?status=waitlisted')).json().registrations[0];
    expect(firstWaiting.position).toBe(1);
    expect(new Date(lastSeat.registeredAt) <= new Date(firstWaiting.registeredAt)).toBe(true);
  }, 300_000);

  it('moves exactly as many up as seats are freed by simultaneous cancellations', async () => {
    const event = await h.createEvent({ capacity: '20' });
    const answers = await Promise.all(Array.from({ length: 40 }, () => h.register(event._id)));
    const seats = answers.map((a) => a.json()).filter((a) => a.status === 'registered');
    await Promise.all(seats.slice(0, 10).map((s) => h.cancel(h.tokenOf(s.ticketUrl))));
    expect((await h.publicEvent(event._id)).registration.counts).toEqual({
      registered: 20,
      waitlisted: 10,
      spotsLeft: 0,
    });
    const waiting = (await h.list(event._id, '?status=waitlisted')).json().registrations;
    expect(waiting.map((r: { position: number }) => r.position)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
  }, 120_000);

  it('refuses all but one of simultaneous registrations of one email', async () => {
    const event = await h.createEvent({ capacity: '100' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.register(
          event._id,
          h.someone({ email: i ? `same.one+${i}@mitwpu.edu.in` : 'same.one@mitwpu.edu.in' }),
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect((await h.publicEvent(event._id)).registration.counts.registered).toBe(1);
  }, 120_000);
});
