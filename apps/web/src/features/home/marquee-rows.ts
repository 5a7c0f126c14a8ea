/** The rows of the home page's gallery marquee. */
export const MARQUEE_ROWS = 3;

/**
 * Splits `items` into `rows` rows of ceil(total / rows) items each, in order (the last rows may be
 * shorter, or empty when there are fewer items than rows).
 */
export function splitIntoRows<T>(items: readonly T[], rows: number = MARQUEE_ROWS): T[][] {
  const perRow = Math.ceil(items.length / rows);
  return Array.from({ length: rows }, (_, i) => items.slice(i * perRow, (i + 1) * perRow));
}
