/**
 * Cut `text` to `n` characters and append '...' when it was longer (SPEC.md: "cut to N
 * characters with '...' appended if longer").
 */
export function truncate(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}...` : value;
}

/** Remove tags from stored HTML for plain-text previews and meta descriptions. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Dates in en-US style (SPEC.md section 9), e.g. "March 5, 2026". Always in UTC so server and browser agree. */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Long-form date with weekday, e.g. "Thursday, March 5, 2026". */
export function formatLongDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
