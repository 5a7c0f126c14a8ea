import { utcToZonedLocal, zonedLocalToUtc } from '@ssf/domain/dates';
import {
  DEFAULT_TIME_ZONE,
  dateFormatter,
  formatDate as formatDateIn,
  formatInstant,
  formatLongDate as formatLongDateIn,
  isTimeZone,
} from '@ssf/domain/text';

/** The meta tag in which the server names the forum's time zone (its TIME_ZONE setting). */
export const TIME_ZONE_META = 'ssf-time-zone';

let zone: string | undefined;

/** Sets the forum's time zone where there is no page to read it from (the server's renderer). */
export function setForumTimeZone(name: string): void {
  zone = isTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}

/**
 * The forum's time zone, read once from the page's `<meta name="ssf-time-zone">`; the default zone
 * when the tag is missing or names a zone this browser does not know.
 */
export function forumTimeZone(): string {
  if (zone === undefined) {
    const named = document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content.trim();
    zone = named && isTimeZone(named) ? named : DEFAULT_TIME_ZONE;
  }
  return zone;
}

/**
 * The dates and times a page drawn on the server shows, as the server wrote them, by kind and
 * instant (docs/decisions/0247-drawn-dates.md). The app's first drawing of that page reads them
 * here rather than formatting them again: a browser tab's first date format loads the locale's
 * data, about 90 ms of a fast computer's time, which kept a phone's page from answering while the
 * app took it over. A date the page did not show is formatted as usual.
 */
const drawn = new Map<string, string>();

/** On the server, while a page is drawn: what it formats, to send with it. */
let recording: Map<string, string> | null = null;

function asDrawn(kind: string, iso: string | Date, format: () => string): string {
  const key = `${kind} ${typeof iso === 'string' ? iso : iso.getTime()}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const text = format();
  recording?.set(key, text);
  return text;
}

/**
 * On the server: draws a page with `draw` (synchronous, so no other page's drawing runs in
 * between) and gives the dates and times it wrote.
 */
export function recordDrawnDates<T>(draw: () => T): { drawing: T; dates: Record<string, string> } {
  const dates = new Map<string, string>();
  recording = dates;
  try {
    return { drawing: draw(), dates: Object.fromEntries(dates) };
  } finally {
    recording = null;
  }
}

/** In the browser: the dates and times of the page the server drew, as it wrote them. */
export function receiveDrawnDates(dates: unknown): void {
  if (!dates || typeof dates !== 'object') return;
  for (const [key, text] of Object.entries(dates)) if (typeof text === 'string') drawn.set(key, text);
}

/** "March 5, 2026": the day in the forum's time zone, the same on every viewer's device. */
export const formatDate = (iso: string | Date): string =>
  asDrawn('date', iso, () => formatDateIn(iso, forumTimeZone()));

/** "Thursday, March 5, 2026": the day in the forum's time zone. */
export const formatLongDate = (iso: string | Date): string =>
  asDrawn('long-date', iso, () => formatLongDateIn(iso, forumTimeZone()));

/** "6:30 PM": the time of day on the forum's clocks. */
export const formatTime = (iso: string | Date): string =>
  asDrawn('time', iso, () =>
    formatInstant('time', { hour: 'numeric', minute: '2-digit' }, iso, forumTimeZone()),
  );

/**
 * A stored instant as a datetime-local input's value ('2026-12-05T18:30'): what the forum's clocks
 * show then, whatever the admin's own device is set to.
 */
export const toForumDateTimeInput = (iso: string | Date): string => utcToZonedLocal(iso, forumTimeZone());

/** A datetime-local input's value, read on the forum's clocks, as a UTC instant; null when it is not a date and time. */
export function fromForumDateTimeInput(local: string): string | null {
  try {
    return zonedLocalToUtc(local, forumTimeZone());
  } catch {
    return null;
  }
}

/** A calendar tile's parts on the forum's clocks: { month: 'Dec', day: '5', weekday: 'Sat' }. */
export function dateTile(iso: string | Date): { month: string; day: string; weekday: string } {
  const tile = asDrawn('tile', iso, () => {
    const parts = dateFormatter(
      'tile',
      { month: 'short', day: 'numeric', weekday: 'short' },
      forumTimeZone(),
    ).formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return JSON.stringify({ month: part('month'), day: part('day'), weekday: part('weekday') });
  });
  return JSON.parse(tile);
}
