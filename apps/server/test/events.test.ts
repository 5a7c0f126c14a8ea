import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { Event, EventCard } from '@ssf/domain/schemas/event';
import { jsonForScript } from '../src/web-app/page-meta.ts';
import { makeImage, TEXT_FILE } from './fixtures/images.ts';
import { createTestApp } from './helpers.ts';

type Fields = Record<string, string | string[] | undefined>;
type Upload = { field: 'coverImage' | 'images' | string; data: Buffer; name?: string };

/** A multipart body with repeatable text fields (removeImages) and file fields, as a browser's FormData sends it. */
async function formBody(fields: Fields, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const f of files) {
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: 'image/png' }), f.name ?? 'picture.png');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe('Events API', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://ssf.example.org' });
  const admin = t.auth(t.adminToken);
  const { mediaFiles, filesOf } = t;

  // Each picture different, so each is its own stored image.
  let size = 300;
  const picture = () => makeImage(size++, 200);
  const cover = async (): Promise<Upload> => ({ field: 'coverImage', data: await picture() });
  const extras = async (n: number): Promise<Upload[]> =>
    Promise.all(Array.from({ length: n }, async () => ({ field: 'images', data: await picture() })));

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    files: Upload[] = [],
    headers: Record<string, string> = admin,
  ) => {
    const body = await formBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const create = (fields: Fields, files: Upload[] = [], headers?: Record<string, string>) =>
    send('POST', '/api/v1/events/create', fields, files, headers);
  const update = (id: string, fields: Fields, files: Upload[] = [], method: 'POST' | 'PUT' = 'POST') =>
    send(method, `/api/v1/events/update/${id}`, fields, files);

  const upcoming = (over: Fields = {}): Fields => ({
    title: 'Consciousness and the Quantum',
    description: '<p>An evening talk, with questions.</p>',
    eventType: 'upcoming',
    eventDate: '2026-12-05T18:30',
    buttonText: 'Register',
    buttonLink: 'https://forms.example.org/register',
    ...over,
  });
  const previous = (over: Fields = {}): Fields => ({
    title: 'Stargazing and Stillness',
    description: '<p>We looked at Saturn, then sat in silence.</p>',
    eventType: 'previous',
    eventDate: '2026-03-14T19:30',
    ...over,
  });
  const createOk = async (fields: Fields, files: Upload[]): Promise<Event> => {
    const res = await create(fields, files);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().event;
  };
  const getEvent = (id: string) => t.app.inject({ url: `/api/v1/events/${id}` });
  const count = async () => ((await t.app.inject({ url: '/api/v1/events/all' })).json() as Event[]).length;

  describe('POST /events/create', () => {
    it('saves an upcoming event: sanitized description, UTC date from the forum clock, stored cover, its button', async () => {
      const res = await create(
        upcoming({
          title: '  Consciousness and the Quantum  ',
          description:
            '<h1>Talk</h1><p onclick="x()">Come <a href="javascript:alert(1)">now</a></p><script>alert(1)</script>',
          unknownField: 'ignored',
        }),
        [await cover(), ...(await extras(2))],
      );
      expect(res.statusCode, res.body).toBe(200);
      const { success, message, event } = res.json();
      expect([success, message]).toEqual([true, MSG.eventCreated]);
      expect(Object.keys(event).sort()).toEqual(
        [
          '_id',
          'buttonLink',
          'buttonText',
          'coverImage',
          'createdAt',
          'description',
          'eventDate',
          'eventType',
          'images',
          'registration',
          'title',
          'updatedAt',
          'venue',
        ].sort(),
      );
      expect(event).toMatchObject({
        title: 'Consciousness and the Quantum',
        eventType: 'upcoming',
        // 18:30 in Pune (the default zone, 5:30 ahead of UTC).
        eventDate: '2026-12-05T13:00:00.000Z',
        buttonText: 'Register',
        buttonLink: 'https://forms.example.org/register',
        // Extra pictures sent for an upcoming event are ignored, and not stored.
        images: [],
      });
      // Sanitized as every rich text is: no script, no handler, no javascript: link.
      expect(event.description).toMatch(/^<h1>Talk<\/h1><p>Come <a[^>]*>now<\/a><\/p>$/);
      expect(event.description).not.toMatch(/script|onclick|javascript/);
      expect(event.coverImage).toMatch(/^https:\/\/ssf\.example\.org\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(filesOf(event.coverImage).length).toBeGreaterThan(0);
      expect(await getEvent(event._id).then((r) => r.json())).toEqual(event);
    });

    it('keeps an optional venue: trimmed, blank is none, too long refused; an update without it keeps it', async () => {
      const files = async () => [await cover()];
      const none = await createOk(upcoming(), await files());
      expect(none.venue).toBeNull();
      const blank = await createOk(upcoming({ venue: '   ' }), await files());
      expect(blank.venue).toBeNull();
      const before = await count();
      const long = await create(upcoming({ venue: 'x'.repeat(201) }), await files());
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Venue must be at most 200 characters');
      expect(await count()).toBe(before);

      const event = await createOk(upcoming({ venue: '  Main Auditorium, MIT-WPU ' }), await files());
      expect(event.venue).toBe('Main Auditorium, MIT-WPU');
      // The calendar file names the place.
      const ics = await t.app.inject({ url: `/api/v1/events/${event._id}/calendar.ics` });
      expect(ics.body).toContain('LOCATION:Main Auditorium\\, MIT-WPU');
      // An older form that does not send the field keeps the place; a blank one clears it.
      const kept = await update(event._id, upcoming({ title: 'Renamed' }));
      expect(kept.json().event).toMatchObject({ title: 'Renamed', venue: 'Main Auditorium, MIT-WPU' });
      const cleared = await update(event._id, upcoming({ venue: '' }));
      expect(cleared.json().event.venue).toBeNull();
    });

    it('saves a previous event with its extra pictures in order; button fields sent are ignored', async () => {
      const before = mediaFiles().length;
      const event = await createOk(previous({ buttonText: 'Register', buttonLink: 'javascript:alert(1)' }), [
        await cover(),
        ...(await extras(3)),
      ]);
      expect(event.eventType).toBe('previous');
      expect(event.buttonText).toBeNull();
      expect(event.buttonLink).toBeNull();
      expect(event.images).toHaveLength(3);
      for (const url of [event.coverImage, ...event.images]) {
        expect(url).toMatch(/^https:\/\/ssf\.example\.org\/media\/[0-9a-f]{32}-\d+\.webp$/);
        expect(filesOf(url).length).toBeGreaterThan(0);
        const image = await t.app.inject({ url });
        expect(image.statusCode).toBe(200);
      }
      expect(new Set(event.images).size).toBe(3);
      expect(mediaFiles().length).toBeGreaterThan(before);
    });

    it('reads a repeated text field other than removeImages as its first value', async () => {
      const event = await createOk(upcoming({ title: ['First title', 'Second title'] }), [await cover()]);
      expect(event.title).toBe('First title');
    });

    it('takes an instant with an offset as it is', async () => {
      const event = await createOk(upcoming({ eventDate: '2026-12-05T18:30:00+05:30' }), [await cover()]);
      expect(event.eventDate).toBe('2026-12-05T13:00:00.000Z');
    });

    it("asks for every required field by name, with 'Please fill in all required fields' on top, and stores nothing", async () => {
      const cases: Array<[Fields, Record<string, string>]> = [
        [upcoming({ title: undefined }), { title: 'Enter a title' }],
        [upcoming({ title: '   ' }), { title: 'Enter a title' }],
        [upcoming({ description: undefined }), { description: 'Write a description' }],
        // What an empty rich-text editor holds, and text that sanitizing removes entirely.
        [upcoming({ description: '<p><br></p>' }), { description: 'Write a description' }],
        [upcoming({ description: '<script>alert(1)</script>' }), { description: 'Write a description' }],
        [upcoming({ eventType: undefined }), { eventType: 'Choose upcoming or previous' }],
        [upcoming({ eventType: '' }), { eventType: 'Choose upcoming or previous' }],
        [upcoming({ eventDate: undefined }), { eventDate: 'Enter the date and time' }],
        [upcoming({ eventDate: '' }), { eventDate: 'Enter the date and time' }],
        [
          {},
          {
            title: 'Enter a title',
            description: 'Write a description',
            eventType: 'Choose upcoming or previous',
            eventDate: 'Enter the date and time',
          },
        ],
      ];
      const before = { events: await count(), files: mediaFiles() };
      for (const [fields, details] of cases) {
        const res = await create(fields, [await cover()]);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json(), JSON.stringify(fields)).toEqual({
          success: false,
          message: MSG.fillRequired,
          details,
        });
      }
      // A missing field is told before another field's problem.
      const tooLong = await create(upcoming({ title: 'x'.repeat(201), eventDate: '' }), [await cover()]);
      expect(tooLong.json()).toMatchObject({
        message: MSG.fillRequired,
        details: { title: 'Title must be at most 200 characters', eventDate: 'Enter the date and time' },
      });
      expect(await count()).toBe(before.events);
      expect(mediaFiles()).toEqual(before.files);
    });

    it("refuses an event without a cover with 'Cover image is required'", async () => {
      const before = { events: await count(), files: mediaFiles() };
      for (const fields of [upcoming(), previous()]) {
        const res = await create(fields, fields.eventType === 'previous' ? await extras(1) : []);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: MSG.coverImageRequired,
          details: { coverImage: MSG.coverImageRequired },
        });
      }
      // An empty file input (no file chosen) is no cover either.
      const empty = await create(upcoming(), [{ field: 'coverImage', data: Buffer.alloc(0), name: '' }]);
      expect(empty.json().message).toBe(MSG.coverImageRequired);
      // A JSON body carries no files at all.
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events/create',
        headers: admin,
        payload: upcoming(),
      });
      expect([json.statusCode, json.json().message]).toEqual([400, MSG.coverImageRequired]);
      expect(await count()).toBe(before.events);
      expect(mediaFiles()).toEqual(before.files);
    });

    it('wants an http or https button link for an upcoming event', async () => {
      for (const link of [
        'javascript:alert(1)',
        'ftp://example.org/file',
        'www.example.org',
        'data:text/html,x',
      ]) {
        const res = await create(upcoming({ buttonLink: link }), [await cover()]);
        expect(res.statusCode, link).toBe(400);
        expect(res.json()).toMatchObject({
          message: MSG.eventLinkInvalid,
          details: { buttonLink: MSG.eventLinkInvalid },
        });
      }
    });

    it("stores the literal 'undefined' a form sends for an unset link as no link", async () => {
      const event = await createOk(upcoming({ buttonText: 'Details', buttonLink: 'undefined' }), [
        await cover(),
      ]);
      expect(event.buttonText).toBe('Details');
      expect(event.buttonLink).toBeNull();
      const none = await createOk(upcoming({ buttonText: '', buttonLink: '' }), [await cover()]);
      expect([none.buttonText, none.buttonLink]).toEqual([null, null]);
    });

    it('refuses an unknown type, a date that is not one and over-long fields, naming the field', async () => {
      const cases: Array<[Fields, string]> = [
        [upcoming({ eventType: 'past' }), 'eventType'],
        [upcoming({ eventDate: 'next Friday' }), 'eventDate'],
        [upcoming({ eventDate: '2026-02-30T10:00' }), 'eventDate'],
        [upcoming({ title: 'x'.repeat(201) }), 'title'],
        [upcoming({ buttonText: 'x'.repeat(101) }), 'buttonText'],
      ];
      for (const [fields, field] of cases) {
        const res = await create(fields, [await cover()]);
        expect(res.statusCode, field).toBe(400);
        expect(Object.keys(res.json().details)).toEqual([field]);
      }
    });

    it('refuses files that are not images (415) and more than 20 extra pictures (413), storing nothing', async () => {
      const before = { events: await count(), files: mediaFiles() };
      const text = await create(previous(), [
        await cover(),
        { field: 'images', data: TEXT_FILE, name: 'a.png' },
      ]);
      expect(text.statusCode).toBe(415);
      const textCover = await create(previous(), [{ field: 'coverImage', data: TEXT_FILE }]);
      expect(textCover.statusCode).toBe(415);
      const many = await create(previous(), [await cover(), ...(await extras(21))]);
      expect([many.statusCode, many.json().message]).toEqual([413, MSG.tooManyFiles]);
      const two = await create(previous(), [await cover(), await cover()]);
      expect(two.statusCode).toBe(413);
      expect(await count()).toBe(before.events);
      expect(mediaFiles()).toEqual(before.files);
    });

    it('refuses text the database cannot store (a NUL character) with 400, storing no picture', async () => {
      const files = mediaFiles();
      const res = await create(upcoming({ title: 'Null\u0000byte' }), [await cover()]);
      expect(res.statusCode).toBe(400);
      expect(mediaFiles()).toEqual(files);
    });

    it('takes a cover and all 20 extra pictures in one form', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(20))]);
      expect(event.images).toHaveLength(20);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/events/delete/${event._id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('GET /events/all and /events/{id}', () => {
    it('lists every event by date, newest first', async () => {
      const dates = ['2025-01-10T10:00', '2027-06-01T10:00', '2026-08-15T10:00'];
      const made = [];
      for (const eventDate of dates) made.push(await createOk(previous({ eventDate }), [await cover()]));
      const list: Event[] = (await t.app.inject({ url: '/api/v1/events/all' })).json();
      const times = list.map((e) => e.eventDate);
      expect(times).toEqual([...times].sort().reverse());
      for (const e of made) expect(list.map((x) => x._id)).toContain(e._id);
    });

    it("answers 404 'Event not found' for an unknown or malformed id", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1', "x'; drop table events"]) {
        const res = await getEvent(encodeURIComponent(id));
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ success: false, message: MSG.eventNotFound });
      }
    });
  });

  describe('GET /events/cards', () => {
    const cards = async (query = '') => {
      const res = await t.app.inject({ url: `/api/v1/events/cards${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as EventCard[];
    };

    it("answers every event as a card: what the lists draw and the description's cut text, in /events/all's order", async () => {
      // A heading and a paragraph: the card's text keeps them on lines of their own, cut at a word.
      const description = `<h2>A day to slow down</h2><p>${'A guided retreat of silence and talks. '.repeat(5)}</p>`;
      const made = await createOk(upcoming({ description, venue: 'Main auditorium' }), [await cover()]);
      const all: Event[] = (await t.app.inject({ url: '/api/v1/events/all' })).json();
      const list = await cards();
      expect(list.map((c) => c._id)).toEqual(all.map((e) => e._id));
      for (const card of list) {
        expect(Object.keys(card).sort()).toEqual(
          [
            '_id',
            'coverImage',
            'createdAt',
            'eventDate',
            'eventType',
            'excerpt',
            'title',
            'updatedAt',
            'venue',
          ].sort(),
        );
      }
      const card = list.find((c) => c._id === made._id);
      expect(card).toMatchObject({
        title: made.title,
        eventType: 'upcoming',
        eventDate: made.eventDate,
        venue: 'Main auditorium',
        coverImage: made.coverImage,
      });
      expect(card?.excerpt).toBe(
        'A day to slow down\nA guided retreat of silence and talks. A guided retreat of...',
      );
      expect(card?.excerpt.length).toBeLessThanOrEqual(CUT.eventCard);
    });

    it('answers only the upcoming or the previous ones with ?eventType, and 400 with details for another type', async () => {
      await createOk(previous(), [await cover()]);
      await createOk(upcoming(), [await cover()]);
      const every = await cards();
      const upcomingOnes = await cards('?eventType=upcoming');
      expect(upcomingOnes.length).toBeGreaterThan(0);
      expect(upcomingOnes).toEqual(every.filter((c) => c.eventType === 'upcoming'));
      expect(await cards('?eventType=previous')).toEqual(every.filter((c) => c.eventType === 'previous'));
      for (const q of ['eventType=past', 'eventType=', 'eventType=UPCOMING']) {
        const res = await t.app.inject({ url: `/api/v1/events/cards?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(res.json()).toMatchObject({ success: false, details: { eventType: expect.any(String) } });
      }
    });

    it('is kept until an event is created, edited or deleted through the API, which it shows at once', async () => {
      const made = await createOk(upcoming({ title: 'Card Before' }), [await cover()]);
      const titles = async () => (await cards()).map((c) => c.title);
      expect(await titles()).toContain('Card Before');
      // A change behind the API's back: the kept answer still shows the old title.
      await t.database.db.execute(sql`update events set title = 'Changed Behind' where id = ${made._id}`);
      expect(await titles()).toContain('Card Before');
      const edit = await update(made._id, upcoming({ title: 'Card After' }));
      expect(edit.statusCode, edit.body).toBe(200);
      expect(await titles()).toContain('Card After');
      expect(await titles()).not.toContain('Card Before');
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/events/delete/${made._id}`,
        headers: admin,
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await titles()).not.toContain('Card After');
    });
  });

  describe('POST and PUT /events/update/{id}', () => {
    it('keeps the cover when none is sent, and replaces it (its files going) when one is', async () => {
      const event = await createOk(upcoming(), [await cover()]);
      const res = await update(event._id, upcoming({ title: 'Renamed talk', eventDate: '2026-12-06T09:00' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: MSG.eventUpdated });
      const kept: Event = res.json().event;
      expect(kept).toMatchObject({
        title: 'Renamed talk',
        coverImage: event.coverImage,
        eventDate: '2026-12-06T03:30:00.000Z',
      });
      expect(new Date(kept.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(event.updatedAt).getTime());
      expect(kept.createdAt).toBe(event.createdAt);

      const put = await update(event._id, upcoming(), [await cover()], 'PUT');
      expect(put.statusCode, put.body).toBe(200);
      const replaced: Event = put.json().event;
      expect(replaced.coverImage).not.toBe(event.coverImage);
      expect(filesOf(event.coverImage)).toEqual([]);
      expect(filesOf(replaced.coverImage).length).toBeGreaterThan(0);
    });

    it('replaces the extra pictures with those sent (the old files going), and keeps them when none are sent', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(2))]);
      const kept = (await update(event._id, previous({ title: 'Edited' }))).json().event as Event;
      expect(kept.images).toEqual(event.images);

      const res = await update(event._id, previous(), await extras(3));
      expect(res.statusCode, res.body).toBe(200);
      const replaced: Event = res.json().event;
      expect(replaced.images).toHaveLength(3);
      expect(replaced.images.some((u) => event.images.includes(u))).toBe(false);
      for (const url of event.images) expect(filesOf(url)).toEqual([]);
      for (const url of replaced.images) expect(filesOf(url).length).toBeGreaterThan(0);
      expect(filesOf(event.coverImage).length).toBeGreaterThan(0);
    });

    it('removes the pictures named in removeImages, repeated or once, and their files', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(4))]);
      const [a, b, c, d] = event.images;
      const res = await update(
        event._id,
        previous({ removeImages: [a, c, '/media/not-one-of-its-pictures.webp'] }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().event.images).toEqual([b, d]);
      expect(filesOf(a)).toEqual([]);
      expect(filesOf(c)).toEqual([]);
      expect(filesOf(b).length).toBeGreaterThan(0);

      const once = await update(event._id, previous({ removeImages: d }));
      expect(once.json().event.images).toEqual([b]);
      expect(filesOf(d)).toEqual([]);
      // The cover is not one of the extra pictures: naming it removes nothing.
      const coverNamed = await update(event._id, previous({ removeImages: event.coverImage }));
      expect(coverNamed.json().event).toMatchObject({ coverImage: event.coverImage, images: [b] });
    });

    it('drops the gallery of a previous event made upcoming, and the button of an upcoming event made previous', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(2))]);
      const up = await update(event._id, upcoming(), await extras(1));
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().event).toMatchObject({
        eventType: 'upcoming',
        images: [],
        buttonText: 'Register',
        buttonLink: 'https://forms.example.org/register',
        coverImage: event.coverImage,
      });
      for (const url of event.images) expect(filesOf(url)).toEqual([]);

      const back = await update(
        event._id,
        previous({ buttonText: 'Register', buttonLink: 'https://x.example' }),
      );
      expect(back.json().event).toMatchObject({
        eventType: 'previous',
        images: [],
        buttonText: null,
        buttonLink: null,
      });
    });

    it('validates like a creation and changes nothing on a refusal', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(1))]);
      const files = mediaFiles();
      const res = await update(event._id, previous({ title: '' }), [await cover(), ...(await extras(2))]);
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.fillRequired]);
      const bad = await update(event._id, upcoming({ buttonLink: 'javascript:alert(1)' }));
      expect(bad.statusCode).toBe(400);
      expect((await getEvent(event._id)).json()).toEqual(event);
      expect(mediaFiles()).toEqual(files);
    });

    it("answers 404 'Event not found' for an unknown or malformed id, storing no picture", async () => {
      const files = mediaFiles();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        for (const method of ['POST', 'PUT'] as const) {
          const res = await update(id, upcoming(), [await cover()], method);
          expect(res.statusCode, `${method} ${id}`).toBe(404);
          expect(res.json().message).toBe(MSG.eventNotFound);
        }
      }
      expect(mediaFiles()).toEqual(files);
    });
  });

  describe('DELETE /events/delete/{id}', () => {
    it('deletes the event and the files of its pictures', async () => {
      const event = await createOk(previous(), [await cover(), ...(await extras(2))]);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/events/delete/${event._id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.eventDeleted });
      expect((await getEvent(event._id)).statusCode).toBe(404);
      for (const url of [event.coverImage, ...event.images]) expect(filesOf(url)).toEqual([]);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/events/delete/${event._id}`,
        headers: admin,
      });
      expect([again.statusCode, again.json().message]).toEqual([404, MSG.eventNotFound]);
      const malformed = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/events/delete/nope',
        headers: admin,
      });
      expect(malformed.statusCode).toBe(404);
    });

    it('keeps a picture another event still uses, until its last event goes', async () => {
      const shared = await picture();
      const first = await createOk(upcoming(), [{ field: 'coverImage', data: shared }]);
      const second = await createOk(previous(), [await cover(), { field: 'images', data: shared }]);
      expect(second.images).toEqual([first.coverImage]);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/events/delete/${first._id}`, headers: admin });
      expect(filesOf(first.coverImage).length).toBeGreaterThan(0);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/events/delete/${second._id}`, headers: admin });
      expect(filesOf(first.coverImage)).toEqual([]);
    });
  });

  describe('who may write', () => {
    it('refuses every write without a token (401) and from a non-admin (403), changing nothing', async () => {
      const event = await createOk(upcoming(), [await cover()]);
      const files = mediaFiles();
      const id = event._id;
      const calls = [
        ['POST', '/api/v1/events/create'],
        ['POST', `/api/v1/events/update/${id}`],
        ['PUT', `/api/v1/events/update/${id}`],
        ['DELETE', `/api/v1/events/delete/${id}`],
      ] as const;
      for (const [headers, status] of [
        [{}, 401],
        [t.auth(t.userToken), 403],
        [{ authorization: 'Bearer not-a-token' }, 401],
      ] as const) {
        for (const [method, url] of calls) {
          const res =
            method === 'DELETE'
              ? await t.app.inject({ method, url, headers })
              : await send(method, url, upcoming({ title: 'Hijacked' }), [await cover()], headers);
          expect(res.statusCode, `${method} ${url}`).toBe(status);
          expect(res.json().success).toBe(false);
        }
      }
      expect((await getEvent(id)).json()).toEqual(event);
      expect(mediaFiles()).toEqual(files);
    });
  });

  describe('GET /events/{id}/calendar.ics', () => {
    /** The file's content lines, unfolded, as name → value. */
    const parseIcs = (body: string) => {
      expect(body.endsWith('\r\n')).toBe(true);
      const physical = body.slice(0, -2).split('\r\n');
      for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const lines = physical.reduce<string[]>((all, line) => {
        if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
        else all.push(line);
        return all;
      }, []);
      return lines.map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at), line.slice(at + 1)] as const;
      });
    };
    const unescapeText = (v: string) =>
      v.replace(/\\([\\;,nN])/g, (_, c) => (c === 'n' || c === 'N' ? '\n' : c));

    it('is one VEVENT with the title, the UTC start, the description as plain text and a link to the page', async () => {
      const long = 'नमस्ते, विज्ञान और अध्यात्म; '.repeat(12);
      const event = await createOk(
        upcoming({
          title: 'Science, Spirit; and \\ Wonder',
          description: `<h1>Why attend?</h1><p>Tea &amp; talk, <strong>free</strong>.</p><ul><li>One</li><li>Two</li></ul><p>${long}</p>`,
        }),
        [await cover()],
      );
      const res = await t.app.inject({ url: `/api/v1/events/${event._id}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="science-spirit-and-wonder\.ics"$/,
      );
      const lines = parseIcs(res.body);
      expect(lines.map(([name]) => name)).toEqual([
        'BEGIN',
        'VERSION',
        'PRODID',
        'CALSCALE',
        'METHOD',
        'BEGIN',
        'UID',
        'DTSTAMP',
        'DTSTART',
        'SUMMARY',
        'DESCRIPTION',
        'URL',
        'END',
        'END',
      ]);
      const value = Object.fromEntries(lines.slice(6, 12));
      expect(lines[0][1]).toBe('VCALENDAR');
      expect(lines[5][1]).toBe('VEVENT');
      expect(lines[1][1]).toBe('2.0');
      expect(value.UID).toBe(`${event._id}@ssf.example.org`);
      expect(value.DTSTART).toBe('20261205T130000Z');
      expect(value.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(value.SUMMARY).toBe('Science\\, Spirit\\; and \\\\ Wonder');
      expect(unescapeText(value.SUMMARY)).toBe(event.title);
      expect(unescapeText(value.DESCRIPTION)).toBe(
        `Why attend?\nTea & talk, free.\nOne\nTwo\n${long.trim()}`,
      );
      expect(value.URL).toBe(`https://ssf.example.org/events/${event._id}`);
      // Folding never splits a character: every physical line is valid UTF-8.
      for (const line of res.body.split('\r\n'))
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    });

    it('names the file event.ics when the title gives no name', async () => {
      const event = await createOk(upcoming({ title: 'विज्ञान और अध्यात्म' }), [await cover()]);
      const res = await t.app.inject({ url: `/api/v1/events/${event._id}/calendar.ics` });
      expect(res.headers['content-disposition']).toBe('attachment; filename="event.ics"');
    });

    it("answers 404 'Event not found' for an unknown or malformed id", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await t.app.inject({ url: `/api/v1/events/${id}/calendar.ics` });
        expect([res.statusCode, res.json().message]).toEqual([404, MSG.eventNotFound]);
      }
    });
  });

  describe('the /events/{id} page and the sitemap', () => {
    it('gives the page its title, its description cut to 10 characters, its cover and schema.org Event data', async () => {
      const event = await createOk(
        previous({
          title: 'Stars </script><script>alert(1)</script> & Stillness',
          description:
            '<p>Saturn&#39;s <strong>rings</strong>, then silence &lt;/script&gt;</p><p>under the sky.</p>',
          eventDate: '2026-03-14T19:30',
        }),
        [await cover(), ...(await extras(1))],
      );
      const page = await t.app.inject({ url: `/events/${event._id}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain(
        '<title>Stars &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Stillness | Science and Spirituality Forum',
      );
      expect(html).toContain(`<meta name="description" content="Saturn'...">`);
      expect(html).toContain(`<meta property="og:image" content="${event.coverImage}">`);
      // One script block, the structured data, which nothing in it can close early.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      expect(block).not.toBeNull();
      const data = JSON.parse(block![1]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        startDate: '2026-03-14T14:00:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        image: [event.coverImage, event.images[0]],
        url: `https://ssf.example.org/events/${event._id}`,
        organizer: { '@type': 'Organization', name: 'Science and Spirituality Forum' },
      });
      expect(data.description).toBe("Saturn's rings, then silence </script> under the sky.");
      // There is no place field, so no location is claimed.
      expect(data.location).toBeUndefined();
    });

    it('writes structured data that no text can break out of', () => {
      const json = jsonForScript({ name: '</script><!-- & \u2028\u2029 -->' });
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028\u2029 -->' });
    });

    it('answers an unknown or malformed event page with 404 and no structured data', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const page = await t.app.inject({ url: `/events/${id}` });
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('application/ld+json');
      }
      const list = await t.app.inject({ url: '/events' });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('application/ld+json');
    });

    it('lists every event page in the sitemap', async () => {
      const event = await createOk(upcoming(), [await cover()]);
      const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
      expect(sitemap).toContain('<loc>https://ssf.example.org/events</loc>');
      const all: Event[] = (await t.app.inject({ url: '/api/v1/events/all' })).json();
      for (const e of all) expect(sitemap).toContain(`<loc>https://ssf.example.org/events/${e._id}</loc>`);
      expect(sitemap).toContain(`<lastmod>${event.updatedAt}</lastmod>`);
    });
  });

  it('describes every event route in the API document, the writes as multipart', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    for (const [p, method] of [
      ['/api/v1/events/all', 'get'],
      ['/api/v1/events/cards', 'get'],
      ['/api/v1/events/{id}', 'get'],
      ['/api/v1/events/{id}/calendar.ics', 'get'],
      ['/api/v1/events/create', 'post'],
      ['/api/v1/events/update/{id}', 'post'],
      ['/api/v1/events/update/{id}', 'put'],
      ['/api/v1/events/delete/{id}', 'delete'],
    ]) {
      expect(document.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
    const form =
      document.paths['/api/v1/events/create'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'eventType',
        'eventDate',
        'coverImage',
        'images',
        'removeImages',
      ]),
    );
    expect(
      Object.keys(document.paths['/api/v1/events/{id}/calendar.ics'].get.responses[200].content),
    ).toEqual(['text/calendar']);
  });
});
