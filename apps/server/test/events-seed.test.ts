import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { utcToZonedLocal } from '@ssf/domain/dates';
import type { Event } from '@ssf/domain/schemas/event';
import { sanitizeRichText } from '../src/content/sanitize.ts';
import { seedEvents } from '../src/modules/events/seed.ts';
import { makeImage } from './fixtures/images.ts';
import { createTestApp } from './helpers.ts';

describe('demo events, in a forum whose clocks are not in India', async () => {
  // Daylight saving and a negative offset: what the admin enters is still the forum's clock time.
  const t = await createTestApp({ TIME_ZONE: 'America/New_York' });
  const list = async (): Promise<Event[]> => (await t.app.inject({ url: '/api/v1/events/all' })).json();

  it('adds upcoming events, one taking registrations, and previous ones with pictures that load', async () => {
    await seedEvents({ db: t.database.db, config: t.config });
    const events = await list();
    const upcoming = events.filter((e) => e.eventType === 'upcoming');
    const previous = events.filter((e) => e.eventType === 'previous');
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    // More than one page of the public list of previous events.
    expect(previous.length).toBeGreaterThan(PAGE_SIZE.publicPreviousEvents);
    expect(previous.some((e) => e.images.length > 1)).toBe(true);
    const now = Date.now();
    for (const e of upcoming) {
      expect(new Date(e.eventDate).getTime()).toBeGreaterThan(now);
      // Registration on the page or an outside link: one way to sign up each.
      if (e.registration.enabled) {
        expect([e.buttonText, e.buttonLink]).toEqual([null, null]);
      } else {
        expect(e.buttonText).toBeTruthy();
        expect(e.buttonLink).toMatch(/^https:\/\//);
      }
      expect(e.images).toEqual([]);
    }
    // A new site shows registration at work: seats, a waitlist, open now to any email until the
    // event starts, nobody registered yet.
    const registering = upcoming.filter((e) => e.registration.enabled);
    expect(registering).toHaveLength(1);
    const [demo] = registering;
    expect(demo.registration).toMatchObject({
      capacity: 120,
      waitlist: true,
      universityOnly: false,
      opensAt: null,
      closesAt: demo.eventDate,
      counts: { registered: 0, waitlisted: 0, spotsLeft: 120 },
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${demo._id}/register`,
      payload: { name: 'Asha Verma', email: 'asha.verma@example.org' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().status).toBe('registered');
    expect(previous.every((e) => !e.registration.enabled)).toBe(true);
    for (const e of previous) {
      expect(new Date(e.eventDate).getTime()).toBeLessThan(now);
      expect([e.buttonText, e.buttonLink]).toEqual([null, null]);
    }
    for (const e of events) {
      expect(sanitizeRichText(e.description)).toBe(e.description);
      expect(e.description).toMatch(/<h1>/);
      // Entered at a round time on the forum's clocks.
      expect(utcToZonedLocal(e.eventDate, 'America/New_York')).toMatch(/T\d{2}:(00|30)$/);
      for (const url of [e.coverImage, ...e.images]) {
        const image = await t.app.inject({ url });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }
    }
    expect(new Set(events.flatMap((e) => [e.coverImage, ...e.images])).size).toBe(
      events.reduce((n, e) => n + 1 + e.images.length, 0),
    );
  });

  it("reads a date and time without a zone on the forum's clocks", async () => {
    const form = new FormData();
    const fields = {
      title: 'Summer Solstice Talk',
      description: '<p>Light and stillness.</p>',
      eventType: 'upcoming',
      eventDate: '2026-06-21T18:30',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(
      'coverImage',
      new Blob([new Uint8Array(await makeImage(320, 200))], { type: 'image/png' }),
      'c.png',
    );
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/create',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...t.auth(t.adminToken), 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // New York keeps daylight saving time in June: 4 hours behind UTC.
    expect(res.json().event.eventDate).toBe('2026-06-21T22:30:00.000Z');
  });
});
