import { FORUM_NAME } from '@ssf/domain/constants';
import type { Event } from '@ssf/domain/schemas/event';
import { stripHtml } from '@ssf/domain/text';

/**
 * An event as an iCalendar file (RFC 5545) with one VEVENT, for "Add to calendar": its title, its
 * start as a UTC time, its description as plain text and a link back to its page.
 */

/** Block-level ends in the stored HTML: they become line breaks in the plain text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|div|ul|ol)>|<br\s*\/?>/gi;

/** The description's text, one line per paragraph, heading or list item. */
export function htmlToPlainText(html: string): string {
  return (
    html
      .split(BLOCK_END)
      // Inside a line, tags such as <strong> go without a trace: "<strong>free</strong>." is "free.".
      .map((line) => stripHtml(line.replace(/<[^>]*>/g, '')))
      .filter((line) => line !== '')
      .join('\n')
  );
}

/** A TEXT value escaped (section 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (section 3.1): at most 75 octets a line, each continuation starting with
 * one space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation line holds 74 after its leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A UTC DATE-TIME value: 20261205T130000Z. */
export const icsDateTime = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The calendar file of `event`, whose page is at `pageUrl`; `host` names the UID's domain. */
export function eventCalendar(
  event: Pick<Event, '_id' | 'title' | 'description' | 'eventDate' | 'updatedAt'> & {
    venue?: string | null;
  },
  pageUrl: string,
  host: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(FORUM_NAME)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event._id}@${host}`,
    `DTSTAMP:${icsDateTime(event.updatedAt)}`,
    `DTSTART:${icsDateTime(event.eventDate)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(htmlToPlainText(event.description))}`,
    ...(event.venue ? [`LOCATION:${escapeText(event.venue)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
