import { afterEach, describe, expect, it, vi } from 'vitest';

// A post saved at 00:10 on 6 March in Pune is still 5 March in UTC.
const SAVED = '2026-03-05T18:40:00Z';

/** lib/dates.ts reads the zone once: each test loads a fresh copy after setting the page's meta tag. */
async function loadDates(zone?: string) {
  document.head.querySelector('meta[name="ssf-time-zone"]')?.remove();
  if (zone !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'ssf-time-zone';
    meta.content = zone;
    document.head.append(meta);
  }
  vi.resetModules();
  return import('../src/lib/dates.ts');
}

afterEach(() => document.head.querySelector('meta[name="ssf-time-zone"]')?.remove());

describe('dates', () => {
  it("show the day in the forum's default time zone, whatever the device's zone", async () => {
    const { formatDate, formatLongDate } = await loadDates();
    expect(formatDate(SAVED)).toBe('March 6, 2026');
    expect(formatLongDate(SAVED)).toBe('Friday, March 6, 2026');
  });

  it('use the time zone the server names in the page', async () => {
    const { formatDate, forumTimeZone } = await loadDates('America/New_York');
    expect(forumTimeZone()).toBe('America/New_York');
    expect(formatDate(SAVED)).toBe('March 5, 2026');
  });

  it('fall back to the default zone when the page names an unknown one', async () => {
    const { formatDate, forumTimeZone } = await loadDates('Mars/Olympus');
    expect(forumTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate(SAVED)).toBe('March 6, 2026');
  });

  it("read and write a datetime-local input's value on the forum's clocks", async () => {
    const { toForumDateTimeInput, fromForumDateTimeInput, formatTime } = await loadDates();
    // 13:00 UTC is 18:30 in Pune.
    expect(toForumDateTimeInput('2026-12-05T13:00:00.000Z')).toBe('2026-12-05T18:30');
    expect(fromForumDateTimeInput('2026-12-05T18:30')).toBe('2026-12-05T13:00:00.000Z');
    expect(formatTime('2026-12-05T13:00:00.000Z')).toBe('6:30 PM');
    expect(fromForumDateTimeInput('')).toBeNull();
    expect(fromForumDateTimeInput('not a date')).toBeNull();
  });

  it('use the zone the page names for the input too', async () => {
    const { toForumDateTimeInput, fromForumDateTimeInput } = await loadDates('America/New_York');
    expect(toForumDateTimeInput('2026-12-05T13:00:00.000Z')).toBe('2026-12-05T08:00');
    expect(fromForumDateTimeInput('2026-07-01T09:15')).toBe('2026-07-01T13:15:00.000Z');
  });
});
