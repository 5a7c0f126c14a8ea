import { utcToZonedLocal, zonedLocalToUtc } from './dates.ts';

/**
 * Calendar months on the forum's clocks, as 'YYYY-MM' keys: the dashboard counts members by the
 * month they joined in the forum's time zone, whatever the server's or the viewer's zone.
 */

/** How many months the dashboard's chart of new members covers, the current one included. */
export const MEMBERS_CHART_MONTHS = 12;

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** The month ('YYYY-MM') the clocks in `zone` show at the instant `at`. */
export function monthOf(at: string | Date, zone: string): string {
  return utcToZonedLocal(at, zone).slice(0, 7);
}

function parseMonth(month: string): { year: number; month: number } {
  const m = MONTH_KEY.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`Not a month: ${month}`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** The month `offset` months after `month` (before it when negative). */
export function addMonths(month: string, offset: number): string {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` months up to and including the one `now` falls in (in `zone`), oldest first. */
export function recentMonths(now: Date, zone: string, count: number = MEMBERS_CHART_MONTHS): string[] {
  const current = monthOf(now, zone);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - (count - 1)));
}

/** The instant (UTC ISO) at which `month` begins on the clocks of `zone`: midnight of its first day. */
export function monthStart(month: string, zone: string): string {
  parseMonth(month);
  return zonedLocalToUtc(`${month}-01`, zone);
}

/** 'Mar 2026' ('March 2026' when `long`), for a chart's labels and its table. */
export function formatMonth(month: string, long = false): string {
  const { year, month: m } = parseMonth(month);
  return new Date(Date.UTC(year, m - 1, 15)).toLocaleDateString('en-US', {
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
