import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, monthOf, monthStart, recentMonths } from '../src/months.ts';

describe('months on the forum’s clocks', () => {
  it('names the month an instant falls in, in the given zone', () => {
    // 19:00 UTC on 31 January is already 1 February in India, still January in New York.
    expect(monthOf('2026-01-31T19:00:00Z', 'Asia/Kolkata')).toBe('2026-02');
    expect(monthOf('2026-01-31T19:00:00Z', 'America/New_York')).toBe('2026-01');
    expect(monthOf(new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe('2026-12');
  });

  it('steps across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('lists the last twelve months, oldest first, ending with the current one', () => {
    const months = recentMonths(new Date('2026-02-28T20:00:00Z'), 'Asia/Kolkata');
    expect(months).toHaveLength(12);
    // 20:00 UTC on 28 February is 1 March in India.
    expect(months[11]).toBe('2026-03');
    expect(months[0]).toBe('2025-04');
    expect(new Set(months).size).toBe(12);
    expect(recentMonths(new Date('2026-02-28T20:00:00Z'), 'UTC', 3)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('starts a month at midnight of its first day in the zone', () => {
    expect(monthStart('2026-03', 'Asia/Kolkata')).toBe('2026-02-28T18:30:00.000Z');
    expect(monthStart('2026-07', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('labels months in en-US style', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2025-12', true)).toBe('December 2025');
  });
});
