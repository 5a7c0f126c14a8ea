const ELLIPSIS = '...';

/**
 * Cut `text` to at most `n` characters, '...' included, when it is longer ("cut to N characters
 * with '...' appended if longer"). The cut ends at a word: the last whole word that fits, without
 * the space or punctuation before the '...'. Only a word too long to leave half the room (a
 * URL, a very long name) is cut inside, so that the card still says something.
 */
export function truncate(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  if (value.length <= n) return value;
  const room = Math.max(0, n - ELLIPSIS.length);
  let cut = value.slice(0, room);
  // The cut lands inside a word unless the next character starts a new one.
  if (!/\s/.test(value.charAt(room))) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace >= Math.ceil(room / 2)) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s.,;:!?\-\u2013\u2014]+$/, '')}${ELLIPSIS}`;
}

/**
 * Stored HTML as plain text whose blocks (paragraphs, headings, list items, line breaks) stay
 * on lines of their own, for previews that show them apart: "<h2>A day to slow down</h2><p>A
 * guided retreat</p>" reads "A day to slow down\nA guided retreat", not one run-on sentence.
 * Spaces inside a block collapse to one; blank lines go.
 */
export function htmlToText(html: string): string {
  return (
    html
      // Line breaks in the source are spaces to a browser; only the blocks below break lines.
      .replace(/\s+/g, ' ')
      // A tag that breaks the text (a paragraph, a heading, a line break) leaves a line break; an
      // inline one (bold, a link) leaves nothing, so "<b>free</b>." stays "free.".
      .replace(BLOCK_TAG, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so that an escaped entity ("&amp;lt;") comes out as written ("&lt;").
      .replace(/&amp;/g, '&')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
  );
}

/** Stored HTML as one line of plain text (meta descriptions, calendars): blocks apart by a space. */
export function stripHtml(html: string): string {
  return htmlToText(html).replace(/\n/g, ' ');
}

const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|tr|td|th|figure|figcaption|section|article|header|footer)\b[^>]*>/gi;

/** Words a reader reads in a minute, for a post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read stored HTML: its words / 200, rounded up, at least 1. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Minutes to read as a card and a post show them, e.g. "4 min read". */
export const minutesReadLabel = (minutes: number): string => `${minutes} min read`;

/**
 * The reading time of stored HTML as a post shows it, e.g. "4 min read". A card shows the same
 * label from the minutes the server computed with `readingMinutes` (GET /blog/cards).
 */
export const readingTimeLabel = (html: string): string => minutesReadLabel(readingMinutes(html));

/** The forum's time zone when none is configured (TIME_ZONE on the server). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Formatters by name and time zone. Making one costs about a millisecond (the first in a browser
 * tab far more: it loads the locale's data), formatting with one a hundredth of that, and a
 * list of cards formats a date each.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter called `name`, made once per time zone with `options`. */
export function dateFormatter(
  name: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** `iso` as the formatter `name` writes it; "Invalid Date" for a date that is none, as toLocaleDateString says. */
export function formatInstant(
  name: string,
  options: Intl.DateTimeFormatOptions,
  iso: string | Date,
  timeZone: string,
): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return dateFormatter(name, options, timeZone).format(d);
}

/**
 * Dates in en-US style , e.g. "March 5, 2026", in the forum's time zone, so a
 * post saved just after midnight in Pune shows that day on every viewer's device.
 */
export const formatDate = (iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatInstant('date', { year: 'numeric', month: 'long', day: 'numeric' }, iso, timeZone);

/** Long-form date with weekday, e.g. "Thursday, March 5, 2026", in the forum's time zone. */
export const formatLongDate = (iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatInstant(
    'long-date',
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    iso,
    timeZone,
  );

/** Whether `zone` is an IANA time zone this runtime knows (for validating TIME_ZONE). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
