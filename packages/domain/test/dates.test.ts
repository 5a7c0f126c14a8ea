import { describe, expect, it } from 'vitest';
import { isInstant, isLocalDateTime, toUtcInstant, utcToZonedLocal, zonedLocalToUtc } from '../src/dates.ts';

describe('zonedLocalToUtc', () => {
  it('reads a wall-clock time in the forum zone (India is 5:30 ahead, no daylight saving)', () => {
    expect(zonedLocalToUtc('2026-12-05T18:30', 'Asia/Kolkata')).toBe('2026-12-05T13:00:00.000Z');
    expect(zonedLocalToUtc('2026-01-01T02:00', 'Asia/Kolkata')).toBe('2025-12-31T20:30:00.000Z');
    expect(zonedLocalToUtc('2026-12-05T18:30:15', 'Asia/Kolkata')).toBe('2026-12-05T13:00:15.000Z');
  });

  it('reads a bare date as its midnight', () => {
    expect(zonedLocalToUtc('2026-12-05', 'Asia/Kolkata')).toBe('2026-12-04T18:30:00.000Z');
    expect(zonedLocalToUtc('2026-12-05', 'UTC')).toBe('2026-12-05T00:00:00.000Z');
  });

  it('follows daylight saving in zones that have it', () => {
    expect(zonedLocalToUtc('2026-07-01T12:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedLocalToUtc('2026-01-15T12:00', 'Europe/Berlin')).toBe('2026-01-15T11:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T12:00', 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
  });

  it('reads a time skipped by spring-forward with the offset before it, a repeated one as its first occurrence', () => {
    // 29 March 2026, Berlin: 02:00 jumps to 03:00.
    expect(zonedLocalToUtc('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026, Berlin: 02:00 to 03:00 happens twice.
    expect(zonedLocalToUtc('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a wall-clock time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-12-05T24:00', '2026-12-05T13:00Z']) {
      expect(() => zonedLocalToUtc(bad, 'Asia/Kolkata')).toThrow(RangeError);
    }
  });
});

describe('utcToZonedLocal', () => {
  it('gives the datetime-local value the forum clocks show', () => {
    expect(utcToZonedLocal('2026-12-05T13:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-05T18:30');
    expect(utcToZonedLocal('2025-12-31T20:30:00.000Z', 'Asia/Kolkata')).toBe('2026-01-01T02:00');
    expect(utcToZonedLocal(new Date('2026-07-01T10:00:05Z'), 'Europe/Berlin')).toBe('2026-07-01T12:00:05');
  });

  it('round-trips with zonedLocalToUtc', () => {
    for (const local of ['2026-12-05T18:30', '2027-02-28T00:00', '2026-06-30T23:59']) {
      for (const zone of ['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Chatham']) {
        expect(utcToZonedLocal(zonedLocalToUtc(local, zone), zone)).toBe(local);
      }
    }
  });

  it('refuses an invalid date', () => {
    expect(() => utcToZonedLocal('nope', 'UTC')).toThrow(RangeError);
  });
});

describe('toUtcInstant', () => {
  it('takes an instant as it is and reads a wall-clock time in the zone', () => {
    expect(toUtcInstant('2026-12-05T13:00:00Z', 'Asia/Kolkata')).toBe('2026-12-05T13:00:00.000Z');
    expect(toUtcInstant('2026-12-05T18:30+05:30', 'UTC')).toBe('2026-12-05T13:00:00.000Z');
    expect(toUtcInstant(' 2026-12-05T18:30 ', 'Asia/Kolkata')).toBe('2026-12-05T13:00:00.000Z');
    expect(toUtcInstant('5 December', 'Asia/Kolkata')).toBeNull();
  });

  it('tells the two kinds apart', () => {
    expect(isLocalDateTime('2026-12-05T18:30')).toBe(true);
    expect(isLocalDateTime('2026-12-05T18:30Z')).toBe(false);
    expect(isInstant('2026-12-05T18:30Z')).toBe(true);
    expect(isInstant('2026-12-05T18:30')).toBe(false);
    expect(isInstant('2026-13-05T18:30Z')).toBe(false);
  });
});
