import { describe, expect, it } from 'vitest';
import {
  dateTile,
  formatDate,
  formatLongDate,
  formatTime,
  receiveDrawnDates,
  recordDrawnDates,
  setForumTimeZone,
} from './dates.ts';

describe('dates a drawn page shows', () => {
  setForumTimeZone('Asia/Kolkata');

  it('records what a drawing formats, in the forum time zone, and nothing outside a drawing', () => {
    const late = '2026-03-04T20:00:00.000Z'; // 1:30 AM on the 5th in Pune
    const { drawing, dates } = recordDrawnDates(
      () =>
        `${formatDate(late)} | ${formatLongDate(late)} | ${formatTime(late)} | ${JSON.stringify(dateTile(late))}`,
    );
    expect(drawing).toBe(
      'March 5, 2026 | Thursday, March 5, 2026 | 1:30 AM | {"month":"Mar","day":"5","weekday":"Thu"}',
    );
    expect(dates).toEqual({
      [`date ${late}`]: 'March 5, 2026',
      [`long-date ${late}`]: 'Thursday, March 5, 2026',
      [`time ${late}`]: '1:30 AM',
      [`tile ${late}`]: '{"month":"Mar","day":"5","weekday":"Thu"}',
    });
    // A date formatted after the drawing is not recorded for it.
    expect(recordDrawnDates(() => 0).dates).toEqual({});
  });

  it('reads a date the server drew as the server wrote it, and formats any other', () => {
    const drawn = '2026-07-01T06:00:00.000Z';
    // What the page says is what the app's first drawing says, even where this browser would
    // write it otherwise (so the text cannot change as the app takes the page over).
    receiveDrawnDates({
      [`date ${drawn}`]: 'As drawn',
      [`tile ${drawn}`]: '{"month":"M","day":"1","weekday":"W"}',
    });
    expect(formatDate(drawn)).toBe('As drawn');
    expect(formatDate(new Date(drawn))).toBe('July 1, 2026');
    expect(dateTile(drawn)).toEqual({ month: 'M', day: '1', weekday: 'W' });
    expect(formatLongDate(drawn)).toBe('Wednesday, July 1, 2026');
    // Anything else in the sent block is ignored.
    receiveDrawnDates({ 'date 2026-01-01T00:00:00.000Z': 5 });
    receiveDrawnDates(null);
    expect(formatDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});
