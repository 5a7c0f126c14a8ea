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
});
