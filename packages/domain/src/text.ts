/**
 * Cut `text` to `n` characters and append '...' when it was longer ("cut to N
 * characters with '...' appended if longer").
 */
export function truncate(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}...` : value;
}

/** Remove tags from stored HTML for plain-text previews and meta descriptions. */
export function stripHtml(html: string): string {
  return (
    html
      // A tag that breaks the text (a paragraph, a heading, a line break) leaves a space; an inline
      // one (bold, a link) leaves nothing, so "<b>free</b>." stays "free.".
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so that an escaped entity ("&amp;lt;") comes out as written ("&lt;").
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|tr|td|th|figure|figcaption|section|article|header|footer)\b[^>]*>/gi;

/** The forum's time zone when none is configured (TIME_ZONE on the server). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Dates in en-US style , e.g. "March 5, 2026", in the forum's time zone, so a
 * post saved just after midnight in Pune shows that day on every viewer's device.
 */
export function formatDate(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** Long-form date with weekday, e.g. "Thursday, March 5, 2026", in the forum's time zone. */
export function formatLongDate(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}

/** Whether `zone` is an IANA time zone this runtime knows (for validating TIME_ZONE). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
