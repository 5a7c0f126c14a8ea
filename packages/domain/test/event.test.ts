import { describe, expect, it } from 'vitest';
import { eventPageDescription } from '../src/meta-descriptions.ts';
import { MISSING, MSG } from '../src/messages.ts';
import {
  buttonFields,
  eventCardOf,
  eventCardSchema,
  eventExcerpt,
  eventInputSchema,
  isBlankRichText,
} from '../src/schemas/event.ts';
import { REGISTRATION_OFF } from '../src/schemas/event-registration.ts';

const upcoming = {
  title: ' Quantum Minds ',
  description: '<p>A talk</p>',
  eventType: 'upcoming',
  eventDate: '2026-12-05T18:30',
  buttonText: 'Register',
  buttonLink: 'https://forms.example.org/register',
};

const problems = (input: unknown) => {
  const result = eventInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('eventInputSchema', () => {
  it('accepts an upcoming event, trimmed', () => {
    const e = eventInputSchema.parse(upcoming);
    expect(e).toMatchObject({ title: 'Quantum Minds', buttonText: 'Register', removeImages: [] });
  });

  it('asks for every required field with its own message', () => {
    expect(problems({})).toEqual({
      title: 'Enter a title',
      description: 'Write a description',
      eventType: 'Choose upcoming or previous',
      eventDate: 'Enter the date and time',
    });
    expect(problems({ ...upcoming, title: '   ', eventType: '', eventDate: '' })).toEqual({
      title: MISSING.title,
      eventType: MISSING.eventType,
      eventDate: MISSING.eventDate,
    });
    // What an empty rich-text editor holds.
    expect(problems({ ...upcoming, description: '<p><br></p>' })).toEqual({
      description: MISSING.description,
    });
  });

  it('refuses an unknown type and a date that is not one', () => {
    expect(problems({ ...upcoming, eventType: 'past' }).eventType).toBe(
      'Event type must be upcoming or previous',
    );
    expect(problems({ ...upcoming, eventDate: 'next friday' }).eventDate).toMatch(/valid date/);
    expect(problems({ ...upcoming, eventDate: '2026-02-30T10:00' }).eventDate).toMatch(/valid date/);
    expect(problems({ ...upcoming, eventDate: '2026-12-05T13:00:00.000Z' })).toEqual({});
  });

  it('wants an http or https button link for an upcoming event', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.org/x', 'example.org', 'http://']) {
      expect(problems({ ...upcoming, buttonLink: link })).toEqual({ buttonLink: MSG.eventLinkInvalid });
    }
    expect(problems({ ...upcoming, buttonLink: 'http://example.org' })).toEqual({});
  });

  it("reads blank, 'undefined' and 'null' button fields as none", () => {
    for (const none of ['', '  ', 'undefined', 'null', undefined, null]) {
      const e = eventInputSchema.parse({ ...upcoming, buttonText: none, buttonLink: none });
      expect([e.buttonText, e.buttonLink]).toEqual([null, null]);
    }
  });

  it("ignores a previous event's button fields, whatever they hold", () => {
    const e = eventInputSchema.parse({ ...upcoming, eventType: 'previous', buttonLink: 'javascript:x' });
    expect(buttonFields(e)).toEqual({ buttonText: null, buttonLink: null });
    expect(buttonFields(eventInputSchema.parse(upcoming))).toEqual({
      buttonText: 'Register',
      buttonLink: 'https://forms.example.org/register',
    });
  });

  it('reads removeImages sent once, repeated or as a list', () => {
    expect(eventInputSchema.parse({ ...upcoming, removeImages: '/media/a.webp' }).removeImages).toEqual([
      '/media/a.webp',
    ]);
    expect(eventInputSchema.parse({ ...upcoming, removeImages: ['/a', ' ', '/b'] }).removeImages).toEqual([
      '/a',
      '/b',
    ]);
  });
});

describe('isBlankRichText', () => {
  it('sees text or a picture', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankRichText('<p><img src="https://example.org/a.png"></p>')).toBe(false);
    expect(isBlankRichText('<h1>Hi</h1>')).toBe(false);
  });
});

describe('an event page’s meta description (the page and the server share it)', () => {
  it('is the description as plain text, cut at a word', () => {
    expect(eventPageDescription({ description: '<p>Talk</p>' })).toBe('Talk');
    expect(
      eventPageDescription({ description: '<p>A <em>long</em> evening talk</p>' }).length,
    ).toBeLessThanOrEqual(11);
  });
});

describe("an event's card", () => {
  it('cuts the description at a word to 80 characters of plain text, the ... included', () => {
    const long = `<h1>Title</h1><p>${'word '.repeat(30)}</p>`;
    const text = eventExcerpt(long);
    expect(text).not.toContain('<');
    // 'Title', a line break, then the fourteen whole words that fit with the '...' (6 + 69 + 3).
    expect(text).toBe(`Title\n${Array(14).fill('word').join(' ')}...`);
    expect(text.length).toBeLessThanOrEqual(80);
    expect(eventExcerpt('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
  });

  it('keeps what the lists draw and the cut text, and leaves the rest of the event out', () => {
    const event = {
      _id: 'ev-1',
      title: 'Quantum Minds',
      description: '<h2>A talk</h2><p>With questions</p>',
      eventType: 'upcoming' as const,
      eventDate: '2026-12-05T13:00:00.000Z',
      venue: 'Main auditorium',
      coverImage: '/media/a-960.webp',
      images: [],
      buttonText: 'Register',
      buttonLink: 'https://forms.example.org/register',
      registration: REGISTRATION_OFF,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    expect(eventCardOf(event)).toEqual({
      _id: 'ev-1',
      title: 'Quantum Minds',
      excerpt: 'A talk\nWith questions',
      eventType: 'upcoming',
      eventDate: '2026-12-05T13:00:00.000Z',
      venue: 'Main auditorium',
      coverImage: '/media/a-960.webp',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(eventCardSchema.parse(eventCardOf(event))).toEqual(eventCardOf(event));
  });
});
