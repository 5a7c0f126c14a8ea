import { utcToZonedLocal, zonedLocalToUtc } from '@ssf/domain/dates';
import {
  DEFAULT_TIME_ZONE,
  formatDate as formatDateIn,
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

/** "March 5, 2026": the day in the forum's time zone, the same on every viewer's device. */
export const formatDate = (iso: string | Date): string => formatDateIn(iso, forumTimeZone());

/** "Thursday, March 5, 2026": the day in the forum's time zone. */
export const formatLongDate = (iso: string | Date): string => formatLongDateIn(iso, forumTimeZone());

/** "6:30 PM": the time of day on the forum's clocks. */
export const formatTime = (iso: string | Date): string =>
  (typeof iso === 'string' ? new Date(iso) : iso).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: forumTimeZone(),
  });

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
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: forumTimeZone(),
  }).formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month'), day: part('day'), weekday: part('weekday') };
}
